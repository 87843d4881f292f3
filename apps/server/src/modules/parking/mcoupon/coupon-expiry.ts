import { GRANT_SUCCESS, USE_EXPIRED, USE_UNUSED } from '@console/core';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { nowSeconds } from '../../../lib/clock.js';

const SWEEP_MS = 60_000;

/**
 * Marks granted coupons (商户券, red packets and every other grant of the ledger) unused past their
 * end 已过期, so the status filter finds them. Idempotent, so any number of server processes may run
 * it; the exit gate checks the end itself meanwhile. Served by coupon_grant_expiry_idx.
 */
export async function expireCoupons(db: Kysely<Database>, now: number): Promise<number> {
  const result = await db
    .updateTable('coupon_grant')
    .set({ use_status: USE_EXPIRED })
    .where('use_status', '=', USE_UNUSED)
    .where('status', '=', GRANT_SUCCESS)
    .where('expire_time', '<=', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Runs the sweep at start and every minute; a failed sweep is logged and tried again next minute. */
export function scheduleCouponExpiry(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  const sweep = () => {
    expireCoupons(app.db, nowSeconds()).catch((error: unknown) =>
      app.log.warn({ err: error }, 'coupon expiry sweep failed'),
    );
  };
  app.addHook('onReady', async () => {
    sweep();
    timer = setInterval(sweep, SWEEP_MS);
    timer.unref();
  });
  app.addHook('preClose', async () => clearInterval(timer));
}
