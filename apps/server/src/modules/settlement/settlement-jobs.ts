import type { FastifyInstance } from 'fastify';
import { nowSeconds } from '../../lib/clock.js';
import { bankAdapter } from '../../platform/bank/index.js';
import type { JobHandler } from '../../platform/jobs/index.js';
import { runSettlement } from './ledger-settle.js';
import { openTransfers, payTransfers } from './ledger-transfers.js';

export const SETTLEMENT_QUEUE = 'ledger-settlement';
/**
 * Every hour at minute 10: T+1 settles each day once it is over (the first run after midnight
 * China time); the runs in between find nothing to settle and retry the failed transfers.
 */
export const SETTLEMENT_CRON = '10 * * * *';

/** Settles yesterday and before, opens the transfers and pays them (retrying the failed ones). */
export async function settleAndTransfer(app: FastifyInstance, now = nowSeconds(), asOf = now) {
  const settled = await runSettlement(app.db, now, { asOf });
  const opened = await openTransfers(app.db, now);
  const paid = await payTransfers(app.db, bankAdapter(), now);
  return { settled, opened, ...paid };
}

export function settlementJob(app: FastifyInstance): JobHandler<Record<string, never>> {
  return {
    queue: SETTLEMENT_QUEUE,
    maxAttempts: 1,
    async run() {
      await settleAndTransfer(app);
    },
  };
}
