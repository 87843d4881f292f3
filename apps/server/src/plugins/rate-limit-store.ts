import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

// Expired counters are swept now and then by whichever process counts, so no job is needed.
const SWEEP_EVERY = 500;

/**
 * Counts one hit of `key` in a fixed window, in one statement: the first hit of a window inserts or
 * restarts the counter, later ones add to it. Every process behind a load balancer counts in the
 * same row, so they enforce one limit together (ARCHITECTURE section 5).
 */
export async function countHit(
  db: Kysely<Database>,
  key: string,
  windowMs: number,
  nowMs: number,
): Promise<{ current: number; ttl: number }> {
  const row = await db
    .insertInto('rate_limit_counter')
    .values({ key, window_end_ms: nowMs + windowMs, hits: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => {
        const expired = eb('rate_limit_counter.window_end_ms', '<=', nowMs);
        return {
          hits: eb
            .case()
            .when(expired)
            .then(1)
            .else(eb('rate_limit_counter.hits', '+', 1))
            .end(),
          window_end_ms: eb
            .case()
            .when(expired)
            .then(nowMs + windowMs)
            .else(eb.ref('rate_limit_counter.window_end_ms'))
            .end(),
        };
      }),
    )
    .returning(['hits', 'window_end_ms'])
    .executeTakeFirstOrThrow();
  return { current: Number(row.hits), ttl: Math.max(0, Number(row.window_end_ms) - nowMs) };
}

/** A @fastify/rate-limit store kept in the database; each route with its own limit counts apart. */
export function databaseRateLimitStore(db: Kysely<Database>): FastifyRateLimitStoreCtor {
  let calls = 0;
  class DatabaseStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly scope = '',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      const now = Date.now();
      calls += 1;
      const sweep =
        calls % SWEEP_EVERY === 0
          ? db.deleteFrom('rate_limit_counter').where('window_end_ms', '<', now).execute()
          : Promise.resolve();
      sweep
        .then(() => countHit(db, `${this.scope}${key}`.slice(0, 255), timeWindow, now))
        .then((result) => callback(null, result), callback);
    }

    /** The plugin passes the route's merged limit options (typed as route options), the route under routeInfo. */
    child(options: object): FastifyRateLimitStore {
      const route = (options as { routeInfo?: { method?: unknown; url?: string } }).routeInfo;
      return new DatabaseStore(options, `${String(route?.method)} ${route?.url ?? ''}|`);
    }
  }
  return DatabaseStore;
}
