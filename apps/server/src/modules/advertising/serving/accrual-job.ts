import type { FastifyInstance } from 'fastify';
import { nowSeconds } from '../../../lib/clock.js';
import type { JobHandler } from '../../../platform/jobs/index.js';
import { accrueAdSpend } from './accrual.js';

export const AD_ACCRUAL_QUEUE = 'ad-spend-accrual';
/** Every minute: spend reaches the advertiser's balance and bills within a minute of its events. */
export const AD_ACCRUAL_CRON = '* * * * *';

/** Posts the whole fen the counted ad events added since the last run (see accrueAdSpend). */
export function adAccrualJob(app: FastifyInstance): JobHandler<Record<string, never>> {
  return {
    queue: AD_ACCRUAL_QUEUE,
    maxAttempts: 1,
    async run() {
      await accrueAdSpend(app.db, nowSeconds());
    },
  };
}
