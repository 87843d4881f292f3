import { PERMISSION_CATALOGUE } from '@console/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adPlanOf,
  adSlotOf,
  chinaDay,
  insertAdEvents,
  type AdEventInput,
} from '../../test/ad-event-fixture.js';
import { engineClient } from '../../test/engine-client.js';
import { createTestApp } from '../../test/test-app.js';
import { buildTenantTree, type TenantTree, type TreeMember } from '../../test/tenant-tree.js';

const app = await createTestApp();
const income = engineClient(app, 'adverting/data/income');
const settlement = engineClient(app, 'adverting/data/settlement');
const slotData = engineClient(app, 'adverting/data/advertising-space');
const advertiserData = engineClient(app, 'adverting/data/advertising-advertiser');
const planDays = engineClient(app, 'adverting/operation/advertising/analysis');
const slotDays = engineClient(app, 'adverting/data/advertising-space/detail');
const providerDays = engineClient(app, 'adverting/provider/list/analysis');
const billing = engineClient(app, 'adverting/provider/statistics');
const providers = engineClient(app, 'adverting/provider/list');
const rules = engineClient(app, 'adverting/provider/billing-rule');

const D1 = chinaDay(1_800_000_000);
const D2 = D1 + 86_400;
const impressions = (n: number, day: number, cost: number, share: number): AdEventInput[] =>
  Array.from({ length: n }, () => ({ kind: 1, day, cost_milli: cost, income_milli: share }));

let tree: TenantTree;
/** The merchant advertises; the sibling owns a lot whose slot shows ads (a provider); the outsider advertises too. */
let world: {
  own: Awaited<ReturnType<typeof adPlanOf>>;
  other: Awaited<ReturnType<typeof adPlanOf>>;
  providerSlot: number;
  platformSlot: number;
};

beforeAll(async () => {
  tree = await buildTenantTree(
    app,
    PERMISSION_CATALOGUE.filter((p) => p.code.startsWith('advertising:')).map((p) => p.code),
  );
  const own = await adPlanOf(app.db, tree.merchant.merchantId);
  const other = await adPlanOf(app.db, tree.outsider.merchantId);
  const providerSlot = await adSlotOf(app.db, tree.sibling.merchantId);
  const platformSlot = await adSlotOf(app.db, null);
  const onProvider = { slotId: providerSlot, providerId: tree.sibling.merchantId };
  // The merchant's plan on the provider's slot: 3 impressions and a click on D1, 2 impressions on D2.
  await insertAdEvents(app.db, own, onProvider, [
    ...impressions(3, D1, 1_234, 740),
    { kind: 2, day: D1, cost_milli: 50_000, income_milli: 30_000 },
    ...impressions(2, D2, 1_500, 900),
  ]);
  // The outsider's plan: 5 impressions on the platform's own slot, 1 on the provider's, on D1.
  await insertAdEvents(app.db, other, { slotId: platformSlot, providerId: null }, impressions(5, D1, 999, 0));
  await insertAdEvents(app.db, other, onProvider, impressions(1, D1, 2_000, 1_200));
  world = { own, other, providerSlot, platformSlot };
});
afterAll(async () => app.close());

type Row = Record<string, number | string | null>;
async function rowsOf(client: typeof income, member: TreeMember, query: Record<string, number> = {}) {
  const res = await client.list(member.token, { page_size: 200, ...query });
  expect(res.json().code, res.body).toBe(1001);
  return res.json().payload as { row: Row[]; totals: Record<string, number> };
}
const dayRow = (rows: Row[], day: number) => rows.find((row) => row.day === day);

describe('广告数据是事件之和', () => {
  it("a day's report equals the sum of that day's events, exactly in thousandths of a fen", async () => {
    const { row, totals } = await rowsOf(income, tree.platform, { day_start: D1, day_end: D2 });
    for (const day of [D1, D2]) {
      const events = await app.db.selectFrom('ad_event').selectAll().where('day', '=', day).execute();
      const cost = events.reduce((sum, e) => sum + Number(e.cost_milli), 0);
      const share = events.reduce((sum, e) => sum + Number(e.income_milli), 0);
      expect(dayRow(row, day)).toMatchObject({
        impressions: events.filter((e) => Number(e.kind) === 1).length,
        clicks: events.filter((e) => Number(e.kind) === 2).length,
        cost_milli: cost,
        income_milli: share,
        cost: Math.round(cost / 1000),
        income: Math.round(share / 1000),
        platform_income: Math.round((cost - share) / 1000),
      });
    }
    // D1: 3 + 5 + 1 impressions, 1 click; D2: 2 impressions.
    expect(dayRow(row, D1)).toMatchObject({ impressions: 9, clicks: 1, ctr: 1111 });
    expect(totals).toMatchObject({
      impressions: 11,
      clicks: 1,
      cost_milli: 3 * 1_234 + 50_000 + 2 * 1_500 + 5 * 999 + 2_000,
      income_milli: 3 * 740 + 30_000 + 2 * 900 + 1_200,
    });
  });

  it('narrows to the day range searched', async () => {
    const { row } = await rowsOf(income, tree.platform, { day_start: D2, day_end: D2 });
    expect(row.map((r) => r.day)).toEqual([D2]);
  });

  it('bills impressions and clicks apart on 计费统计', async () => {
    const { row } = await rowsOf(billing, tree.platform, { day_start: D1, day_end: D1 });
    const provider = row.find((r) => r.provider_id === tree.sibling.merchantId);
    expect(provider).toMatchObject({
      impressions: 4,
      clicks: 1,
      impression_cost: Math.round((3 * 1_234 + 2_000) / 1000),
      click_cost: 50,
      income: Math.round((3 * 740 + 30_000 + 1_200) / 1000),
    });
  });
});

describe('谁看到哪些广告数据', () => {
  it('an advertiser sees only its own plans’ events', async () => {
    const { row } = await rowsOf(income, tree.merchant, { day_start: D1, day_end: D2 });
    expect(dayRow(row, D1)).toMatchObject({ impressions: 3, clicks: 1 });
    expect(dayRow(row, D2)).toMatchObject({ impressions: 2, clicks: 0 });
    const outsider = await rowsOf(income, tree.outsider, { day_start: D1, day_end: D2 });
    expect(outsider.row.map((r) => [r.day, r.impressions])).toEqual([[D1, 6]]);
    const theirs = await rowsOf(planDays, tree.outsider, { plan_id: world.own.planId });
    expect(theirs.row).toEqual([]);
    const mine = await rowsOf(planDays, tree.merchant, { plan_id: world.own.planId });
    expect(mine.totals).toMatchObject({ impressions: 5, clicks: 1 });
  });

  it('a traffic provider sees only its slots’ events, and the advertisers’ rows there', async () => {
    const { row } = await rowsOf(income, tree.sibling, { day_start: D1, day_end: D2 });
    expect(dayRow(row, D1)).toMatchObject({ impressions: 4, clicks: 1 });
    const slots = await rowsOf(slotData, tree.sibling);
    expect(slots.row.map((r) => r.slot_id)).toEqual([world.providerSlot]);
    const advertisers = await rowsOf(advertiserData, tree.sibling);
    expect(advertisers.row.map((r) => r.advertiser_id).sort()).toEqual(
      [world.own.advertiserId, world.other.advertiserId].sort(),
    );
    const platformSlot = await rowsOf(slotDays, tree.sibling, { slot_id: world.platformSlot });
    expect(platformSlot.row).toEqual([]);
  });

  it('the advertiser sees a slot’s figures of its own plans only', async () => {
    const { row } = await rowsOf(slotData, tree.merchant);
    expect(row).toEqual([
      expect.objectContaining({ slot_id: world.providerSlot, impressions: 5, clicks: 1 }),
    ]);
  });

  it('a partner sees its tenants’ events; the platform sees every event', async () => {
    const partner = await rowsOf(income, tree.partner, { day_start: D1, day_end: D1 });
    // The merchant's 3 and the outsider's 1 on the sibling's slot.
    expect(dayRow(partner.row, D1)).toMatchObject({ impressions: 4 });
    const platform = await rowsOf(slotData, tree.platform);
    expect(platform.row.map((r) => r.slot_id).sort()).toEqual(
      [world.providerSlot, world.platformSlot].sort(),
    );
  });

  it('settles with providers only: the platform’s own slot and the advertisers are not in it', async () => {
    const all = await rowsOf(settlement, tree.platform, { day_start: D1, day_end: D2 });
    expect(new Set(all.row.map((r) => r.provider_id))).toEqual(new Set([tree.sibling.merchantId]));
    expect(dayRow(all.row, D1)).toMatchObject({ income: Math.round((3 * 740 + 30_000 + 1_200) / 1000) });
    expect((await rowsOf(settlement, tree.sibling)).row).toHaveLength(2);
    expect((await rowsOf(settlement, tree.merchant)).row).toEqual([]);
    expect((await rowsOf(providerDays, tree.outsider, { provider_id: tree.sibling.merchantId })).row).toEqual(
      [],
    );
  });

  it('lists the lot owners whose slots show ads, each seeing its own row', async () => {
    const all = await rowsOf(providers, tree.platform);
    expect(all.row.find((r) => r.id === tree.sibling.merchantId)).toMatchObject({
      slot_count: 1,
      impressions: 6,
      clicks: 1,
    });
    expect((await rowsOf(providers, tree.sibling)).row.map((r) => r.id)).toEqual([tree.sibling.merchantId]);
    expect((await rowsOf(providers, tree.merchant)).row).toEqual([]);
  });
});

describe('计费规则', () => {
  it('the platform sets a provider’s share once; a tenant without slots or a second rule is refused', async () => {
    const made = await rules.create(tree.platform.token, {
      merchant_id: tree.sibling.merchantId,
      share_rate: 6000,
      settle_cycle: 3,
    });
    expect(made.json().code, made.body).toBe(1001);
    const again = await rules.create(tree.platform.token, {
      merchant_id: tree.sibling.merchantId,
      share_rate: 5000,
      settle_cycle: 1,
    });
    expect(again.json().code).toBe(1400);
    const noSlots = await rules.create(tree.platform.token, {
      merchant_id: tree.merchant.merchantId,
      share_rate: 5000,
      settle_cycle: 1,
    });
    expect(noSlots.json()).toMatchObject({ code: 1400, message: expect.stringContaining('不是流量主') });
    const tooMuch = await rules.update(tree.platform.token, {
      id: made.json().payload.id,
      share_rate: 10_001,
    });
    expect(String(tooMuch.json().code)).toMatch(/^14/);
    const byProvider = await rules.update(tree.sibling.token, {
      id: made.json().payload.id,
      share_rate: 9000,
    });
    expect(byProvider.statusCode).toBe(403);
    const listed = await rowsOf(rules, tree.platform);
    expect(listed.row.find((r) => r.id === made.json().payload.id)).toMatchObject({
      provider_name: expect.any(String),
      share_rate: 6000,
    });
    const provider = await rowsOf(providers, tree.sibling);
    expect(provider.row[0]).toMatchObject({ share_rate: 6000, settle_cycle: 3 });
  });
});
