import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  contractAdminResource,
  contractMerchantView,
  contractResource,
  STORED_FILE_ROUTE,
} from '@console/core';
import type { FastifyInstance } from 'fastify';
import { nowSeconds } from '../lib/clock.js';
import { FileStore } from '../platform/storage/file-store.js';
import { insertRow } from './row-for.js';
import type { TreeMember } from './tenant-tree.js';
import type { ViewRow } from './view-row-factories.js';

let serial = 0;

/** A contract with a stored document whose hash is recorded and an end date ahead: it may be sent and signed. */
async function signableContract(
  app: FastifyInstance,
  owner: TreeMember,
  resource: typeof contractResource | typeof contractAdminResource,
) {
  const bytes = Buffer.from(`%PDF-1.4\n% 测试合同 ${(serial += 1)} ${process.pid}\n%%EOF\n`);
  const hash = createHash('sha256').update(bytes).digest('hex');
  const file = new FileStore(app.config.dataDir).pathOf(hash, 'pdf');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, bytes);
  return insertRow(app.db, resource, {
    merchant_id: owner.merchantId,
    file_link: `${STORED_FILE_ROUTE}/${hash}.pdf`,
    doc_hash: hash,
    end_time: nowSeconds() + 365 * 86_400,
  });
}

export function contractRowFactories(
  app: FastifyInstance,
): Record<string, (owner: TreeMember) => Promise<number>> {
  return {
    [contractResource.key]: (owner) => signableContract(app, owner, contractResource),
    [contractAdminResource.key]: (owner) => signableContract(app, owner, contractAdminResource),
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

/** Reviews of wallet recharges are the platform's. */
export const CONTRACT_PLATFORM_ACTIONS = [
  '/api/base/services/wallet/recharge/approve',
  '/api/base/services/wallet/recharge/reject',
];
