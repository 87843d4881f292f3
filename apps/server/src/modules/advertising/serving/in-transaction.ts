import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';

/**
 * Runs `work` in a transaction of its own, or in the caller's when `db` already is one (the demo
 * seed runs the traffic generator inside its single transaction).
 */
export function inTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
