import { okResponse, SETTLE_OUTCOME } from '@console/core';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.js';
import { nowSeconds } from '../../lib/clock.js';
import { DAY } from './ledger-day.js';
import { settleAndTransfer } from './settlement-jobs.js';

/**
 * 模拟次日结算 (developer tool, admin): one run of the settlement job as if today were over, so a
 * trade made now is settled and transferred at once (T+1 without waiting a day). What it settles
 * stays settled: the job's own run tomorrow finds nothing left of today.
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
      return ok(request, await settleAndTransfer(app, now, now + DAY));
    },
  );
}
