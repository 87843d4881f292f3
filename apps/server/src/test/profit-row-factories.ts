import { profitSharePolicyResource, profitStrategyResource } from '@console/core';
import type { FastifyInstance } from 'fastify';
import type { ActionBody, TreeMember } from './tenant-tree.js';
import { insertRow } from './row-for.js';

let serial = 0;

/**
 * Rows of 分账政策 and 分账策略 for the generated endpoint test: shares that fit in 100 %, and each
 * strategy on a policy of its owner with a period of its own, so 启用 meets no overlap.
 */
export function profitRowFactories(
  app: FastifyInstance,
): Record<string, (owner: TreeMember) => Promise<number>> {
  const policy = (owner: TreeMember) =>
    insertRow(app.db, profitSharePolicyResource, {
      merchant_id: owner.merchantId,
      business: 3,
      platform_rate: 100,
      partner_rate: 200,
    });
  return {
    'profit/setting/policy': policy,
    'profit/setting/strategy': async (owner) => {
      serial += 1;
      const start = 1_700_000_000 + serial * 1000;
      return insertRow(app.db, profitStrategyResource, {
        merchant_id: owner.merchantId,
        policy_id: await policy(owner),
        business: 3,
        start_time: start,
        end_time: start + 10,
      });
    },
  };
}

export const PROFIT_ACTION_BODIES: Record<string, ActionBody> = {
  '/api/service/materiel/apply/ship': { express_company: '顺丰速运', tracking_no: 'SF0000000001' },
  '/api/service/materiel/apply/reject': { reject_reason: '测试驳回' },
};
