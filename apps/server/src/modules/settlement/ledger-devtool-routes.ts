import { okResponse, SETTLE_OUTCOME } from '@console/core';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.js';
import { nowSeconds } from '../../lib/clock.js';
import { chinaDay, DAY } from './ledger-day.js';
import { settleAndTransfer } from './settlement-jobs.js';

/** How many days ahead 模拟次日结算 may look for a merchant whose today is settled already. */
const MAX_DAYS_AHEAD = 31;

/**
 * 模拟次日结算 (developer tool, admin): runs of the settlement job as if days had passed, until every
 * trade and refund made so far is settled and transferred (T+1 without waiting a day). One run as
 * if today were over settles today; a merchant whose today was settled by an earlier press has its
 * later items on its next day (the job's rule for late items), so the press runs a day further,
 * and so on. What it settles stays settled: the job's own runs find nothing left of those days.
 */
export async function ledgerDevtoolRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    '/devtool/ledger/settle',
    {
      config: { access: { permission: 'system:devtool:parking' } },
      schema: {
        tags: ['开发工具'],
        summary: '模拟次日结算（立即运行结算与转账任务）',
        response: okResponse(SETTLE_OUTCOME),
      },
    },
    async (request) => {
      const now = nowSeconds();
      const total = { settled: 0, opened: 0, paid: 0, failed: 0 };
      for (let ahead = 1; ahead <= MAX_DAYS_AHEAD; ahead += 1) {
        const outcome = await settleAndTransfer(app, now, now + ahead * DAY);
        for (const key of Object.keys(total) as (keyof typeof total)[]) total[key] += outcome[key];
        if (!(await anyUnsettled(app, chinaDay(now + DAY)))) break;
      }
      return ok(request, total);
    },
  );
}

/** Whether a trade or refund of a day before `day` is still outside every settlement. */
async function anyUnsettled(app: FastifyInstance, day: number): Promise<boolean> {
  const trade = await app.db
    .selectFrom('trade')
    .select('id')
    .where('settlement_id', 'is', null)
    .where('trade_day', '<', day)
    .limit(1)
    .executeTakeFirst();
  if (trade) return true;
  const refund = await app.db
    .selectFrom('trade_refund')
    .select('id')
    .where('settlement_id', 'is', null)
    .where('refund_day', '<', day)
    .limit(1)
    .executeTakeFirst();
  return refund !== undefined;
}
