import { contractAdminResource, contractMerchantView, contractResource } from '@console/core';
import type { FastifyInstance } from 'fastify';
import { insertRow } from './row-for.js';
import type { TreeMember } from './tenant-tree.js';
import type { ViewRow } from './view-row-factories.js';

/** 我的合同 hides drafts: the merchant's row is one sent for signing. */
export function contractRowFactories(
  app: FastifyInstance,
): Record<string, (owner: TreeMember) => Promise<number>> {
  return {
    [contractResource.key]: (owner) =>
      insertRow(app.db, contractResource, { merchant_id: owner.merchantId, status: 1 }),
  };
}

/** 签约商户: the owner with one contract, named by its merchant number. */
export function contractViewRowFactories(
  app: FastifyInstance,
): Record<string, (owner: TreeMember) => Promise<ViewRow>> {
  return {
    [contractMerchantView.key]: async (owner) => {
      await insertRow(app.db, contractAdminResource, { merchant_id: owner.merchantId, template: 1 });
      return { key: owner.merchantNo, query: '' };
    },
  };
}
