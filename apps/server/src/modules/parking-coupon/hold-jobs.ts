import { GRANT_FAILED, GRANT_PENDING } from '@console/core';
import type { FastifyInstance } from 'fastify';
import { nowSeconds } from '../../lib/clock.js';
import type { JobHandler } from '../../platform/jobs/index.js';
import { expireCoupons, settleQueuedGrant } from './coupon-ledger.js';

export const BULK_SEND_QUEUE = 'coupon-bulk-send';
export const COUPON_EXPIRY_QUEUE = 'coupon-expiry';
/** Every 5 minutes: the exit gate and the claim check the expiry themselves meanwhile. */
export const COUPON_EXPIRY_CRON = '*/5 * * * *';

export interface BulkSendPayload {
  grantIds: number[];
}

// Progress is stored (and the lease renewed) every this many grants, not every row.
const PROGRESS_EVERY = 20;

/**
 * 批量发券: settles the queued (发放中) grants one by one, each in its own transaction through the
 * ledger's rules and guarded claim, ending 发放成功 or 发放失败 with its reason. A rerun skips grants
 * already settled (settleQueuedGrant only takes a 发放中 row), so a crash loses nothing.
 */
export function bulkSendJob(app: FastifyInstance): JobHandler<BulkSendPayload> {
  return {
    queue: BULK_SEND_QUEUE,
    maxAttempts: 3,
    async run(ctx) {
      const total = ctx.payload.grantIds.length;
      for (const [index, grantId] of ctx.payload.grantIds.entries()) {
        await settleQueuedGrant(app.db, grantId, nowSeconds());
        if ((index + 1) % PROGRESS_EVERY === 0 || index + 1 === total) await ctx.progress(index + 1, total);
      }
    },
    // Given up: what is still 发放中 will never be settled, so it says so rather than waiting forever.
    async onGiveUp({ payload, reason }) {
      if (payload.grantIds.length === 0) return;
      await app.db
        .updateTable('coupon_grant')
        .set({ status: GRANT_FAILED, fail_reason: `批量发券任务中止：${reason.error}`.slice(0, 255) })
        .where('id', 'in', payload.grantIds)
        .where('status', '=', GRANT_PENDING)
        .execute();
    },
  };
}

/** The recurring expiry sweep (stock −2, unused grants 已过期); see expireCoupons. */
export function couponExpiryJob(app: FastifyInstance): JobHandler<Record<string, never>> {
  return {
    queue: COUPON_EXPIRY_QUEUE,
    maxAttempts: 1,
    async run() {
      await expireCoupons(app.db, nowSeconds());
    },
  };
}
