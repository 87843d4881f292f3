import { adStrategySettings, PERMISSION_CATALOGUE } from '@console/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSettings } from '../../../engine/settings-store.js';
import { nowSeconds } from '../../../lib/clock.js';
import { createTestApp } from '../../../test/test-app.js';
import { buildTenantTree, type TenantTree } from '../../../test/tenant-tree.js';
import { ACCOUNT, unbalancedEntries } from '../../settlement/index.js';
import { postRecharge } from '../advertiser-routes.js';
import { accrueAdSpend } from './accrual.js';
import { decide, recordEvent, setServingCacheMs } from './serving.js';

const app = await createTestApp();
setServingCacheMs(0);
let tree: TenantTree;
let seq = 0;

const APP_KEY = 'MATESTSERVING01';
let mediaAppId: number;

beforeAll(async () => {
  tree = await buildTenantTree(
    app,
    PERMISSION_CATALOGUE.filter(
      (p) => p.code.startsWith('advertising:') || p.code === 'system:devtool:parking',
    ).map((p) => p.code),
  );
  const now = nowSeconds();
  const media = await app.db
    .insertInto('ad_media_app')
    .values({
      name: '测试缴费机',
      media_type: 1,
      app_key: APP_KEY,
      status: 1,
      create_time: now,
      remark: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  mediaAppId = Number(media.id);
  // The advertiser tenant spends as traffic comes (匀速 is tested on its own).
  await writeSettings(
    app.db,
    adStrategySettings,
    { id: tree.merchant.merchantId, merchant_id: tree.merchant.merchantId },
    { pacing: 2, freq_cap: 3, priority_mode: 1 },
    now,
  );
  await app.db
    .insertInto('ad_provider_rule')
    .values({ merchant_id: tree.sibling.merchantId, share_rate: 7_000, update_time: now, remark: null })
    .execute();
});
afterAll(async () => app.close());

interface Setup {
  slotCode: string;
  slotId: number;
  advertiserId: number;
  planId: number;
}

/** A slot of type 2 (the sibling's, so it earns a 70 % share unless `platformSlot`) and one plan. */
async function setup(
  options: {
    floor?: number;
    bid?: number;
    bidMode?: number;
    deposit?: number;
    lowBalance?: number;
    budgetDaily?: number;
    budgetTotal?: number;
    freqCap?: number;
    auditStatus?: number;
    status?: number;
    platformSlot?: boolean;
    slotCode?: string;
    packageId?: number | null;
  } = {},
): Promise<Setup> {
  seq += 1;
  const now = nowSeconds();
  // Each test's plan competes alone: the earlier tests' plans are paused.
  await app.db.updateTable('ad_plan').set({ status: 0 }).execute();
  const slotCode =
    options.slotCode ??
    (
      await app.db
        .insertInto('ad_slot')
        .values({
          name: `测试广告位${seq}`,
          slot_code: `ASTEST${String(seq).padStart(6, '0')}`,
          media_app_id: mediaAppId,
          slot_type: 2,
          width: 1920,
          height: 1080,
          floor_price: options.floor ?? 800,
          park_id: null,
          provider_id: options.platformSlot ? null : tree.sibling.merchantId,
          status: 1,
          create_time: now,
        })
        .returning('slot_code')
        .executeTakeFirstOrThrow()
    ).slot_code;
  const slot = await app.db
    .selectFrom('ad_slot')
    .select('id')
    .where('slot_code', '=', slotCode)
    .executeTakeFirstOrThrow();
  const advertiser = await app.db
    .insertInto('ad_advertiser')
    .values({
      merchant_id: tree.merchant.merchantId,
      name: `测试广告主${seq}`,
      industry: '零售',
      contact_name: '王敏',
      contact_mobile: '13800138000',
      address: null,
      low_balance: options.lowBalance ?? 0,
      status: 1,
      remark: null,
      create_time: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const advertiserId = Number(advertiser.id);
  const recharge = await app.db
    .insertInto('ad_recharge')
    .values({
      merchant_id: tree.merchant.merchantId,
      advertiser_id: advertiserId,
      recharge_no: `ARTEST${seq}`,
      amount: options.deposit ?? 100_000,
      remark: null,
      create_time: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await postRecharge(
    app.db,
    {
      id: Number(recharge.id),
      merchant_id: tree.merchant.merchantId,
      advertiser_id: advertiserId,
      amount: options.deposit ?? 100_000,
      recharge_no: `ARTEST${seq}`,
      remark: null,
    },
    now,
  );
  await app.db
    .insertInto('ad_bid')
    .values({
      merchant_id: tree.merchant.merchantId,
      advertiser_id: advertiserId,
      slot_type: 2,
      bid_mode: options.bidMode ?? 1,
      bid: options.bid ?? 2_000,
      update_time: now,
    })
    .execute();
  const plan = await app.db
    .insertInto('ad_plan')
    .values({
      merchant_id: tree.merchant.merchantId,
      advertiser_id: advertiserId,
      name: `测试计划${seq}`,
      slot_type: 2,
      creative: `/api/file/test${seq}.png`,
      creative_width: 1920,
      creative_height: 1080,
      landing_url: null,
      budget_daily: options.budgetDaily ?? 50_000,
      budget_total: options.budgetTotal ?? 500_000,
      start_time: now - 3_600,
      end_time: now + 86_400,
      package_id: options.packageId ?? null,
      freq_cap: options.freqCap ?? 0,
      priority: 5,
      demand_id: null,
      audit_status: options.auditStatus ?? 1,
      reject_reason: null,
      auditor_name: null,
      audit_time: null,
      status: options.status ?? 1,
      create_time: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { slotCode, slotId: Number(slot.id), advertiserId, planId: Number(plan.id) };
}

function post(path: string, body: object, key: string | null = APP_KEY) {
  return app.inject({
    method: 'POST',
    url: `/api/ad-serving/${path}`,
    headers: key === null ? {} : { 'x-ad-app-key': key },
    payload: body,
  });
}

let eventSeq = 0;
function eventId(): string {
  eventSeq += 1;
  return `EVTEST${String(eventSeq).padStart(8, '0')}`;
}

async function showOnce(slotCode: string, viewer = '') {
  const decision = (await post('decision', { slot_code: slotCode, viewer })).json();
  const id = decision.payload?.decision_id as string | null;
  if (!id) return { decision, impression: null };
  const impression = (await post('impression', { decision_id: id, event_id: eventId() })).json().payload;
  return { decision, impression };
}

async function eventsOf(planId: number) {
  return app.db.selectFrom('ad_event').selectAll().where('plan_id', '=', planId).execute();
}

describe('广告决策', () => {
  it('refuses an unknown slot, a missing key and another app’s key', async () => {
    const { slotCode } = await setup();
    expect((await post('decision', { slot_code: 'NOSUCHSLOT' })).json().code).toBe(2404);
    expect((await post('decision', { slot_code: slotCode }, null)).json().code).toBe(2401);
    const wrong = await post('decision', { slot_code: slotCode }, 'MAOTHERAPP');
    expect(wrong.json()).toMatchObject({ code: 2403, message: '媒体应用标识与广告位不符' });
  });

  it('answers the approved plan’s creative with a decision id and its second price', async () => {
    const { slotCode, planId } = await setup({ floor: 800, bid: 2_000 });
    const res = (await post('decision', { slot_code: slotCode, plate: '粤B12345' })).json();
    expect(res.code).toBe(1001);
    expect(res.payload).toMatchObject({
      filled: true,
      plan_id: planId,
      creative: expect.stringContaining('.png'),
      bid_mode: 1,
      price_milli: 801,
    });
    expect(res.payload.decision_id).toMatch(/^AD[0-9A-F]{24}$/);
  });

  it.each([
    ['pending review', { auditStatus: 0 }],
    ['rejected', { auditStatus: 2 }],
    ['paused', { status: 0 }],
    ['bid below the floor', { floor: 3_000, bid: 2_000 }],
    ['balance at its low-balance stop', { deposit: 5_000, lowBalance: 5_000 }],
  ])('serves nothing when %s', async (_name, options) => {
    const { slotCode } = await setup(options);
    const res = (await post('decision', { slot_code: slotCode })).json();
    expect(res.payload).toMatchObject({ filled: false, decision_id: null });
  });

  it('caps how often one viewer sees a plan a day', async () => {
    const { slotCode, planId } = await setup({ freqCap: 2 });
    for (let i = 0; i < 2; i += 1)
      expect((await showOnce(slotCode, '粤B55555')).impression?.counted).toBe(true);
    expect((await showOnce(slotCode, '粤B55555')).decision.payload.filled).toBe(false);
    expect((await showOnce(slotCode, '粤B66666')).impression?.counted).toBe(true);
    expect(await eventsOf(planId)).toHaveLength(3);
  });

  it('paces an even plan over the day (匀速)', async () => {
    const { slotCode } = await setup({ bid: 100_000, floor: 99_999, budgetDaily: 2_400 });
    await app.db
      .updateTable('merchant_setting')
      .set({ value_json: JSON.stringify({ pacing: 1, freq_cap: 3, priority_mode: 1 }) })
      .where('merchant_id', '=', tree.merchant.merchantId)
      .where('kind', '=', adStrategySettings.kind)
      .execute();
    try {
      // Midnight in Shanghai: one hour's share (100 fen) may be spent; each impression costs 100 fen.
      const day = Date.UTC(2030, 0, 1, 16) / 1000;
      await app.db
        .updateTable('ad_plan')
        .set({ start_time: day - 86_400, end_time: day + 86_400 })
        .where('name', '=', `测试计划${seq}`)
        .execute();
      const at = day;
      const first = await decide(app.db, { slot_code: slotCode }, at);
      expect(first.filled).toBe(true);
      expect(
        (await recordEvent(app.db, { decision_id: first.decision_id!, event_id: eventId(), kind: 1 }, at))
          .counted,
      ).toBe(true);
      expect((await decide(app.db, { slot_code: slotCode }, at + 60)).filled).toBe(false);
      // 12:00: thirteen hours' share.
      expect((await decide(app.db, { slot_code: slotCode }, day + 12 * 3_600)).filled).toBe(true);
    } finally {
      await app.db
        .updateTable('merchant_setting')
        .set({ value_json: JSON.stringify({ pacing: 2, freq_cap: 3, priority_mode: 1 }) })
        .where('merchant_id', '=', tree.merchant.merchantId)
        .where('kind', '=', adStrategySettings.kind)
        .execute();
    }
  });
});

describe('曝光与点击上报', () => {
  it('counts a repeated beacon once, with the cost and the provider’s share', async () => {
    const { slotCode, planId } = await setup({ floor: 800, bid: 2_000 });
    const decision = (await post('decision', { slot_code: slotCode })).json().payload;
    const id = eventId();
    const first = (await post('impression', { decision_id: decision.decision_id, event_id: id })).json();
    expect(first.payload).toMatchObject({ counted: true, duplicate: false, cost_milli: 801 });
    const again = (await post('impression', { decision_id: decision.decision_id, event_id: id })).json();
    expect(again.payload).toMatchObject({ counted: true, duplicate: true });
    const other = (
      await post('impression', { decision_id: decision.decision_id, event_id: eventId() })
    ).json();
    expect(other.payload.counted).toBe(false);
    const click = (await post('click', { decision_id: decision.decision_id, event_id: eventId() })).json();
    expect(click.payload).toMatchObject({ counted: true, cost_milli: 0 });
    const events = await eventsOf(planId);
    expect(events.map((e) => [Number(e.kind), Number(e.cost_milli), Number(e.income_milli)])).toEqual([
      [1, 801, 560],
      [2, 0, 0],
    ]);
    expect(Number(events[0]!.provider_id)).toBe(tree.sibling.merchantId);
  });

  it('charges a CPC plan per click, and nothing for its impressions', async () => {
    const { slotCode, planId } = await setup({ floor: 800, bid: 120, bidMode: 2 });
    const decision = (await post('decision', { slot_code: slotCode })).json().payload;
    expect(decision).toMatchObject({ bid_mode: 2, price_milli: 80_100 });
    const early = (await post('click', { decision_id: decision.decision_id, event_id: eventId() })).json();
    expect(early.payload).toMatchObject({ counted: false, reason: '广告尚未曝光，不能计点击' });
    await post('impression', { decision_id: decision.decision_id, event_id: eventId() });
    await post('click', { decision_id: decision.decision_id, event_id: eventId() });
    const events = await eventsOf(planId);
    expect(events.map((e) => Number(e.cost_milli))).toEqual([0, 80_100]);
  });

  it('earns a platform slot no provider income', async () => {
    const { slotCode, planId } = await setup({ platformSlot: true });
    await showOnce(slotCode);
    const [event] = await eventsOf(planId);
    expect(event).toMatchObject({ provider_id: null });
    expect(Number(event!.income_milli)).toBe(0);
  });

  it('refuses a beacon with another app’s key or for no decision', async () => {
    const { slotCode } = await setup();
    const decision = (await post('decision', { slot_code: slotCode })).json().payload;
    expect(
      (await post('impression', { decision_id: decision.decision_id, event_id: eventId() }, 'MAOTHER')).json()
        .code,
    ).toBe(2403);
    expect((await post('impression', { decision_id: 'ADNOSUCH', event_id: eventId() })).json().code).toBe(
      2404,
    );
  });
});

describe('消耗记账', () => {
  it('posts whole fen, carries the fraction, and the spend and income postings balance', async () => {
    const { slotCode, advertiserId, planId } = await setup({ floor: 800, bid: 2_000 });
    for (let i = 0; i < 3; i += 1) await showOnce(slotCode, `V${i}`);
    // 3 × 801 = 2,403 ‰ fen: 2 fen posted, 403 carried; income 3 × 560 = 1,680: 1 fen.
    await accrueAdSpend(app.db, nowSeconds());
    const bills = await app.db
      .selectFrom('ad_bill')
      .selectAll()
      .where('advertiser_id', '=', advertiserId)
      .where('kind', '=', 2)
      .execute();
    expect(bills.map((b) => Number(b.amount))).toEqual([-2]);
    expect(Number(bills[0]!.plan_id)).toBe(planId);
    // Running again posts nothing new.
    await accrueAdSpend(app.db, nowSeconds());
    expect(
      await app.db
        .selectFrom('ad_bill')
        .select('id')
        .where('advertiser_id', '=', advertiserId)
        .where('kind', '=', 2)
        .execute(),
    ).toHaveLength(1);
    await showOnce(slotCode, 'V9');
    // 4 × 801 = 3,204: 3 fen in all; income 2,240: 2 fen.
    await accrueAdSpend(app.db, nowSeconds());
    const lines = await app.db
      .selectFrom('ad_bill as b')
      .innerJoin('ledger_line as l', 'l.entry_id', 'b.entry_id')
      .select(['l.account', 'l.merchant_id', 'l.debit', 'l.credit'])
      .where('b.advertiser_id', '=', advertiserId)
      .where('b.kind', '=', 2)
      .execute();
    const sum = (account: string) =>
      lines.filter((l) => l.account === account).reduce((t, l) => t + Number(l.credit) - Number(l.debit), 0);
    expect(sum(ACCOUNT.adDeposit)).toBe(-3);
    expect(sum(ACCOUNT.adProviderIncome)).toBe(2);
    expect(sum(ACCOUNT.adPlatformIncome)).toBe(1);
    expect(
      lines
        .filter((l) => l.account === ACCOUNT.adProviderIncome)
        .every((l) => Number(l.merchant_id) === tree.sibling.merchantId),
    ).toBe(true);
    expect(await unbalancedEntries(app.db)).toEqual([]);
    const events = await eventsOf(planId);
    expect(events.reduce((t, e) => t + Number(e.cost_milli), 0)).toBe(3_204);
  });

  it('stops a plan whose daily budget is spent', async () => {
    // 3 fen an impression, 10 fen a day: three impressions.
    const { slotCode, planId } = await setup({ floor: 2_999, bid: 3_000, budgetDaily: 10 });
    const outcomes = [];
    for (let i = 0; i < 5; i += 1) outcomes.push((await showOnce(slotCode)).decision.payload.filled);
    expect(outcomes).toEqual([true, true, true, false, false]);
    expect((await eventsOf(planId)).length).toBe(3);
  });
});

describe('并发下不超支', () => {
  async function burst(slotCode: string, n = 50) {
    return Promise.all(
      Array.from({ length: n }, async (_, i) => {
        const decision = (await post('decision', { slot_code: slotCode, viewer: `B${i}` })).json().payload;
        if (!decision?.decision_id) return false;
        const shown = (
          await post('impression', { decision_id: decision.decision_id, event_id: eventId() })
        ).json().payload;
        return shown.counted as boolean;
      }),
    );
  }

  it('never spends past the daily budget under 50 concurrent decisions and beacons', async () => {
    const { slotCode, planId } = await setup({ floor: 2_999, bid: 3_000, budgetDaily: 10 });
    const counted = (await burst(slotCode)).filter(Boolean).length;
    const events = await eventsOf(planId);
    const spent = events.reduce((t, e) => t + Number(e.cost_milli), 0);
    expect(counted).toBe(events.length);
    expect(spent).toBeLessThanOrEqual(10_000);
    expect(events.length).toBe(3);
  });

  it('never spends past the advertiser’s balance under 50 concurrent decisions and beacons', async () => {
    // 20 fen deposited, 10 fen low-balance stop: 10 fen to spend at 3 fen an impression.
    const { slotCode, advertiserId, planId } = await setup({
      floor: 2_999,
      bid: 3_000,
      deposit: 20,
      lowBalance: 10,
    });
    await burst(slotCode);
    const events = await eventsOf(planId);
    expect(events.length).toBe(3);
    await accrueAdSpend(app.db, nowSeconds());
    const balance = await app.db
      .selectFrom('ad_bill')
      .select((eb) => eb.fn.sum<number>('amount').as('total'))
      .where('advertiser_id', '=', advertiserId)
      .executeTakeFirstOrThrow();
    expect(Number(balance.total)).toBe(11);
    expect(await unbalancedEntries(app.db)).toEqual([]);
  });
});

describe('开发工具：模拟广告流量', () => {
  it('drives the slots’ screens, counts events and posts the spend', async () => {
    const { advertiserId } = await setup({ floor: 800, bid: 2_000 });
    const res = await app.inject({
      method: 'POST',
      url: '/api/devtool/advertising/traffic',
      headers: { authorization: `Bearer ${tree.platform.token}` },
      payload: { minutes: 60, requests: 40, click_rate: 20 },
    });
    expect(res.json().code).toBe(1001);
    const result = res.json().payload;
    expect(result.requests).toBe(40);
    expect(result.impressions).toBeGreaterThan(0);
    const spend = await app.db
      .selectFrom('ad_bill')
      .select((eb) => eb.fn.sum<number>('amount').as('total'))
      .where('advertiser_id', '=', advertiserId)
      .where('kind', '=', 2)
      .executeTakeFirst();
    expect(Number(spend?.total ?? 0)).toBeLessThanOrEqual(0);
    expect(await unbalancedEntries(app.db)).toEqual([]);
  });

  it('is the developer tool’s', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/devtool/advertising/traffic',
      headers: { authorization: `Bearer ${tree.outsider.token}` },
      payload: { minutes: 60, click_rate: 5 },
    });
    expect(res.statusCode).toBe(403);
  });
});
