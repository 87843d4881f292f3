import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * The engine names tables and columns from definitions, which the typed schema cannot follow; this
 * view of the same connection types them as strings. Values are still bound parameters, and names
 * come only from definitions, never from requests.
 */
export type EngineDb = Kysely<Record<string, Record<string, unknown>>>;

export function engineDb(db: Kysely<Database>): EngineDb {
  return db as unknown as EngineDb;
}
