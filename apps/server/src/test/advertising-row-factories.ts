import {
  adAdvertiserDataView,
  adAdvertiserDayView,
  adBillingStatView,
  adIncomeView,
  adPlanDayView,
  adProviderDayView,
  adProviderView,
  adSettlementView,
  adSlotDataView,
  adSlotDayView,
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
import { adPlanOf, adSlotOf, chinaDay, insertAdEvents } from './ad-event-fixture.js';
import { insertRow } from './row-for.js';
import type { ActionBody, TreeMember } from './tenant-tree.js';
import type { ViewRow } from './view-row-factories.js';

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

/**
 * Rows of the advertising data views: an impression and a click of the owner's plan today, on a
 * slot of the platform's own (the advertiser's views) or on a slot of the owner's lot (the traffic
 * provider's views, whose owner is the provider).
 */
export function advertisingViewRowFactories(
  app: FastifyInstance,
): Record<string, (owner: TreeMember) => Promise<ViewRow>> {
  const day = chinaDay(nowSeconds());
  const served = async (owner: TreeMember, provider: number | null) => {
    const plan = await adPlanOf(app.db, owner.merchantId);
    const slotId = await adSlotOf(app.db, provider);
    await insertAdEvents(app.db, plan, { slotId, providerId: provider }, [
      { kind: 1, day, cost_milli: 1_500, income_milli: provider === null ? 0 : 900 },
      { kind: 2, day, cost_milli: 60_000, income_milli: provider === null ? 0 : 36_000 },
    ]);
    return { ...plan, slotId };
  };
  const asAdvertiser = (owner: TreeMember) => served(owner, null);
  const asProvider = (owner: TreeMember) => served(owner, owner.merchantId);
  return {
    [adIncomeView.key]: async (owner) => {
      await asAdvertiser(owner);
      return { key: `${day}`, query: '' };
    },
    [adPlanDayView.key]: async (owner) => {
      const { planId } = await asAdvertiser(owner);
      return { key: `${planId}:${day}`, query: `plan_id=${planId}` };
    },
    [adSlotDayView.key]: async (owner) => {
      const { slotId } = await asAdvertiser(owner);
      return { key: `${slotId}:${day}`, query: `slot_id=${slotId}` };
    },
    [adAdvertiserDayView.key]: async (owner) => {
      const { advertiserId } = await asAdvertiser(owner);
      return { key: `${advertiserId}:${day}`, query: `advertiser_id=${advertiserId}` };
    },
    [adSlotDataView.key]: async (owner) => ({ key: `${(await asAdvertiser(owner)).slotId}`, query: '' }),
    [adAdvertiserDataView.key]: async (owner) => ({
      key: `${(await asAdvertiser(owner)).advertiserId}`,
      query: '',
    }),
    [adProviderDayView.key]: async (owner) => {
      await asProvider(owner);
      return { key: `${owner.merchantId}:${day}`, query: `provider_id=${owner.merchantId}` };
    },
    [adSettlementView.key]: async (owner) => {
      await asProvider(owner);
      return { key: `${day}:${owner.merchantId}`, query: '' };
    },
    [adBillingStatView.key]: async (owner) => {
      await asProvider(owner);
      return { key: `${day}:${owner.merchantId}`, query: '' };
    },
    [adProviderView.key]: async (owner) => {
      await asProvider(owner);
      return { key: owner.merchantId, query: '' };
    },
  };
}
