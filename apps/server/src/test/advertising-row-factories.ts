import {
  adBidResource,
  adBillResource,
  adCategoryResource,
  adDemandResource,
  adMediaAppResource,
  adPlanResource,
  adRechargeResource,
  adSlotResource,
  advertiserResource,
} from '@console/core';
import type { FastifyInstance } from 'fastify';
import { nowSeconds } from '../lib/clock.js';
import { insertRow } from './row-for.js';
import type { ActionBody, TreeMember } from './tenant-tree.js';

let serial = (process.pid % 1000) * 1000;

/**
 * Rows of the advertising resources for the generated endpoint test: each row of an advertiser's
 * names an advertiser of the same tenant; a bill line names a journal entry of its own.
 */
export function advertisingRowFactories(
  app: FastifyInstance,
): Record<string, (owner: TreeMember) => Promise<number>> {
  const advertiser = (owner: TreeMember) =>
    insertRow(app.db, advertiserResource, { merchant_id: owner.merchantId });
  const ofAdvertiser = async (owner: TreeMember) => ({
    merchant_id: owner.merchantId,
    advertiser_id: await advertiser(owner),
  });
  const plan = async (owner: TreeMember) =>
    insertRow(app.db, adPlanResource, { ...(await ofAdvertiser(owner)) });
  const mediaApp = () => insertRow(app.db, adMediaAppResource, { app_key: `MAT${(serial += 1)}` });
  return {
    'adverting/advertiser': advertiser,
    'adverting/advertiser/price': async (owner) =>
      insertRow(app.db, adBidResource, await ofAdvertiser(owner)),
    'adverting/advertiser/recharge': async (owner) =>
      insertRow(app.db, adRechargeResource, {
        ...(await ofAdvertiser(owner)),
        recharge_no: `ART${(serial += 1)}`,
      }),
    'adverting/advertiser/billing': async (owner) => {
      const entry = await app.db
        .insertInto('ledger_entry')
        .values({
          merchant_id: owner.merchantId,
          kind: 'ad_recharge',
          idem_key: `ad-test:${process.pid}:${(serial += 1)}`,
          memo: null,
          create_time: nowSeconds(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return insertRow(app.db, adBillResource, {
        ...(await ofAdvertiser(owner)),
        entry_id: Number(entry.id),
        kind: 1,
        amount: 100,
      });
    },
    'adverting/operation/advertising': plan,
    'adverting/operation/audit': plan,
    'adverting/operation/expand': async (owner) =>
      insertRow(app.db, adDemandResource, await ofAdvertiser(owner)),
    // Platform rows: the owner does not matter.
    'adverting/config/category': () =>
      insertRow(app.db, adCategoryResource, { name: `分类${(serial += 1)}` }),
    'adverting/config/app': mediaApp,
    'adverting/config/advertisement': async () =>
      insertRow(app.db, adSlotResource, {
        media_app_id: await mediaApp(),
        slot_code: `AST${(serial += 1)}`,
      }),
  };
}

/** The platform resources of advertising: every other tenant is refused. */
export const ADVERTISING_PLATFORM_ONLY = [adCategoryResource, adMediaAppResource, adSlotResource].map(
  (r) => r.key,
);

/** Reviews the platform runs on a tenant's rows (a tenant holding the code is still refused). */
export const ADVERTISING_PLATFORM_ACTIONS = [
  '/api/adverting/operation/audit/approve',
  '/api/adverting/operation/audit/reject',
  '/api/adverting/operation/expand/approve',
  '/api/adverting/operation/expand/reject',
];

export const ADVERTISING_ACTION_BODIES: Record<string, ActionBody> = {
  '/api/adverting/operation/audit/reject': { reject_reason: '测试驳回' },
  '/api/adverting/operation/expand/reject': { reject_reason: '测试驳回' },
};
