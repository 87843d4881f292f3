import type { Kysely } from 'kysely';
import type { AppConfig, DatabaseKind } from '../config.js';
import type { Database } from '../db/schema.js';

/** Who may call a route. Every /api route must say; a route without it refuses to register. */
export type RouteAccess = 'public' | 'signed-in' | { permission: string | readonly string[] };

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dbKind: DatabaseKind;
    config: AppConfig;
  }
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}
