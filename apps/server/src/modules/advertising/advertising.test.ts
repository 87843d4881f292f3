import { PERMISSION_CATALOGUE } from '@console/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngOf, uploadPng } from '../../test/advertising-fixture.js';
import { engineClient } from '../../test/engine-client.js';
import { createTestApp } from '../../test/test-app.js';
import { buildTenantTree, type TenantTree } from '../../test/tenant-tree.js';
import { unbalancedEntries } from '../settlement/index.js';

const app = await createTestApp();
const advertisers = engineClient(app, 'adverting/advertiser');
const recharges = engineClient(app, 'adverting/advertiser/recharge');
const bills = engineClient(app, 'adverting/advertiser/billing');
const bids = engineClient(app, 'adverting/advertiser/price');
const plans = engineClient(app, 'adverting/operation/advertising');
const audits = engineClient(app, 'adverting/operation/audit');
const demands = engineClient(app, 'adverting/operation/expand');
const packages = engineClient(app, 'adverting/config/package');
const slots = engineClient(app, 'adverting/config/advertisement');
const apps = engineClient(app, 'adverting/config/app');
let tree: TenantTree;
let banner: string;

const T0 = 1_800_000_000;
const DAY = 86_400;

async function createAdvertiser(token: string, name = '鲜果连锁'): Promise<number> {
  const res = await advertisers.create(token, {
    name,
    industry: '零售',
    contact_name: '王敏',
    contact_mobile: '13800138000',
    low_balance: 10_000,
  });
  expect(res.json().code).toBe(1001);
  return res.json().payload.id as number;
}

function planBody(advertiserId: number, creative: string, extra: object = {}) {
  return {
    advertiser_id: advertiserId,
    name: '周末促销',
    slot_type: 1,
    creative,
    budget_daily: 5_000,
    budget_total: 50_000,
    start_time: T0,
    end_time: T0 + 7 * DAY,
    freq_cap: 3,
    priority: 5,
    ...extra,
  };
}

beforeAll(async () => {
  tree = await buildTenantTree(
    app,
    PERMISSION_CATALOGUE.filter((p) => p.code.startsWith('advertising:')).map((p) => p.code),
  );
  banner = await uploadPng(app, tree.merchant.token, pngOf(750, 300));
});
afterAll(async () => app.close());

describe('广告主与预付充值', () => {
  it('posts a recharge to the journal and shows the balance as the sum of the bill lines', async () => {
    const id = await createAdvertiser(tree.merchant.token);
    const first = await recharges.create(tree.merchant.token, {
      advertiser_id: id,
      amount: 100_000,
      remark: '首充',
    });
    expect(first.json().code).toBe(1001);
    await recharges.create(tree.merchant.token, { advertiser_id: id, amount: 20_000 });
    const row = (await advertisers.detail(tree.merchant.token, id)).json().payload;
    expect(row.balance).toBe(120_000);
    const lines = (await bills.list(tree.merchant.token, { advertiser_id: id })).json().payload.row;
    expect(lines.map((l: { amount: number }) => l.amount).sort()).toEqual([100_000, 20_000].sort());
    expect(lines[0]).toMatchObject({ kind: 1 });
    expect(await unbalancedEntries(app.db)).toEqual([]);
    const deposit = await app.db
      .selectFrom('ledger_line')
      .select((eb) => eb.fn.sum<number>('credit').as('c'))
      .where('account', '=', 'advertiser_deposit')
      .where('merchant_id', '=', tree.merchant.merchantId)
      .executeTakeFirstOrThrow();
    expect(Number(deposit.c)).toBe(120_000);
  });

  it('refuses a recharge below 1 yuan or for a stopped advertiser, and changes nothing', async () => {
    const id = await createAdvertiser(tree.merchant.token, '停用的广告主');
    const small = await recharges.create(tree.merchant.token, { advertiser_id: id, amount: 99 });
    expect(small.statusCode).toBe(400);
    expect((await advertisers.action(tree.merchant.token, 'disable', { id })).json().code).toBeLessThan(2000);
    const stopped = await recharges.create(tree.merchant.token, { advertiser_id: id, amount: 10_000 });
    expect(stopped.json().message).toBe('广告主已停用，不能充值');
    expect((await advertisers.detail(tree.merchant.token, id)).json().payload.balance).toBe(0);
  });

  it('keeps an advertiser, its bills and its recharges to its own tenant; the platform sees all', async () => {
    const id = await createAdvertiser(tree.merchant.token, '仅本商户');
    await recharges.create(tree.merchant.token, { advertiser_id: id, amount: 5_000 });
    expect((await advertisers.detail(tree.sibling.token, id)).statusCode).toBe(404);
    expect((await advertisers.detail(tree.outsider.token, id)).statusCode).toBe(404);
    const other = await recharges.create(tree.sibling.token, { advertiser_id: id, amount: 5_000 });
    expect(other.statusCode).toBe(404);
    expect((await bills.list(tree.sibling.token, { advertiser_id: id })).json().payload.row).toEqual([]);
    const all = (await advertisers.list(tree.platform.token, { page_size: 100 })).json().payload.row;
    expect(all.map((r: { id: number }) => r.id)).toContain(id);
    // The platform recharges for it: the row is still the advertiser's tenant's.
    await recharges.create(tree.platform.token, { advertiser_id: id, amount: 1_000 });
    expect((await advertisers.detail(tree.merchant.token, id)).json().payload.balance).toBe(6_000);
  });

  it('keeps one bid per slot type', async () => {
    const id = await createAdvertiser(tree.merchant.token, '出价测试');
    const body = { advertiser_id: id, slot_type: 1, bid_mode: 1, bid: 1_500 };
    expect((await bids.create(tree.merchant.token, body)).json().code).toBe(1001);
    const again = await bids.create(tree.merchant.token, { ...body, bid_mode: 2 });
    expect(again.json().message).toBe('该广告位类型已设置出价，请直接修改');
    expect((await bids.create(tree.merchant.token, { ...body, slot_type: 2 })).json().code).toBe(1001);
  });
});

describe('广告计划与审核', () => {
  it('checks the creative against its slot type from the stored file', async () => {
    const id = await createAdvertiser(tree.merchant.token, '素材测试');
    const square = await uploadPng(app, tree.merchant.token, pngOf(400, 400));
    const wrong = await plans.create(tree.merchant.token, planBody(id, square));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('素材尺寸 400×400 与「支付页横幅」要求的比例 750:300 不符');
    const tiny = await uploadPng(app, tree.merchant.token, pngOf(375, 150));
    expect((await plans.create(tree.merchant.token, planBody(id, tiny))).json().message).toBe(
      '素材宽度 375px 小于「支付页横幅」要求的 750px',
    );
    const plain = await uploadPng(app, tree.merchant.token, pngOf(750, 300, 7), 'default');
    expect((await plans.create(tree.merchant.token, planBody(id, plain))).json().message).toBe(
      '请通过广告素材上传图片',
    );
    const late = await plans.create(tree.merchant.token, planBody(id, banner, { end_time: T0 }));
    expect(late.json().message).toBe('投放结束须晚于投放开始');
    const ok = await plans.create(tree.merchant.token, planBody(id, banner));
    expect(ok.json().code).toBe(1001);
    const row = (await plans.detail(tree.merchant.token, ok.json().payload.id)).json().payload;
    expect(row).toMatchObject({
      creative_width: 750,
      creative_height: 300,
      audit_status: 0,
      advertiser_name: '素材测试',
    });
  });

  it('lets only the platform review; an edit of the creative goes back to review', async () => {
    const advertiser = await createAdvertiser(tree.merchant.token, '审核测试');
    const id = (await plans.create(tree.merchant.token, planBody(advertiser, banner))).json().payload
      .id as number;
    const own = await audits.action(tree.merchant.token, 'approve', { id });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('仅平台运营方可以审核广告');
    expect((await audits.action(tree.platform.token, 'approve', { id })).json().code).toBeLessThan(2000);
    const approved = (await plans.detail(tree.merchant.token, id)).json().payload;
    expect(approved).toMatchObject({ audit_status: 1 });
    expect(approved.auditor_name).toBeTruthy();
    // A budget change keeps the review; a new creative does not.
    await plans.update(tree.merchant.token, { id, budget_daily: 6_000 });
    expect((await plans.detail(tree.merchant.token, id)).json().payload.audit_status).toBe(1);
    const other = await uploadPng(app, tree.merchant.token, pngOf(1500, 600, 30));
    expect((await plans.update(tree.merchant.token, { id, creative: other })).json().code).toBeLessThan(2000);
    expect((await plans.detail(tree.merchant.token, id)).json().payload).toMatchObject({
      audit_status: 0,
      creative_width: 1500,
      auditor_name: null,
    });
    const noReason = await audits.action(tree.platform.token, 'reject', { id });
    expect(noReason.statusCode).toBe(400);
    await audits.action(tree.platform.token, 'reject', { id, reject_reason: '素材含未经授权的商标' });
    expect((await plans.detail(tree.merchant.token, id)).json().payload).toMatchObject({
      audit_status: 2,
      reject_reason: '素材含未经授权的商标',
    });
    // A decided plan is not decided again.
    expect((await audits.action(tree.platform.token, 'approve', { id })).statusCode).toBeGreaterThanOrEqual(
      400,
    );
  });

  it('shows a tenant only its own plans in both lists', async () => {
    const advertiser = await createAdvertiser(tree.merchant.token, '范围测试');
    const id = (await plans.create(tree.merchant.token, planBody(advertiser, banner))).json().payload
      .id as number;
    for (const client of [plans, audits]) {
      expect((await client.detail(tree.sibling.token, id)).statusCode).toBe(404);
      const mine = (await client.list(tree.merchant.token, { page_size: 100 })).json().payload.row;
      expect(mine.find((r: { id: number }) => r.id === id)).toMatchObject({ advertiser_name: '范围测试' });
      expect(mine.map((r: { id: number }) => r.id)).toContain(id);
      const theirs = (await client.list(tree.outsider.token, { page_size: 100 })).json().payload.row;
      expect(theirs.map((r: { id: number }) => r.id)).not.toContain(id);
    }
    const wrongPackage = (
      await packages.create(tree.sibling.token, { name: '别家的包', hour_start: 0, hour_end: 24 })
    ).json().payload.id as number;
    const stolen = await plans.create(
      tree.merchant.token,
      planBody(advertiser, banner, { package_id: wrongPackage }),
    );
    expect(stolen.json().message).toBe('定向包不存在或不属于该广告主');
  });
});

describe('推广需求', () => {
  it('is reviewed by the platform, made into one plan, and closed to edits after', async () => {
    const advertiser = await createAdvertiser(tree.merchant.token, '需求测试');
    const body = {
      advertiser_id: advertiser,
      title: '国庆出行推广',
      slot_type: 1,
      budget_total: 80_000,
      start_time: T0,
      end_time: T0 + 10 * DAY,
      description: '在出口缴费页展示国庆优惠',
    };
    const id = (await demands.create(tree.merchant.token, body)).json().payload.id as number;
    const early = await plans.create(tree.merchant.token, planBody(advertiser, banner, { demand_id: id }));
    expect(early.json().message).toBe('推广需求尚未审核通过');
    expect((await demands.action(tree.merchant.token, 'approve', { id })).statusCode).toBe(403);
    await demands.action(tree.platform.token, 'approve', { id });
    const plan = await plans.create(tree.merchant.token, planBody(advertiser, banner, { demand_id: id }));
    expect(plan.json().code).toBe(1001);
    expect((await demands.detail(tree.merchant.token, id)).json().payload.plan_id).toBe(
      plan.json().payload.id,
    );
    const twice = await plans.create(tree.merchant.token, planBody(advertiser, banner, { demand_id: id }));
    expect(twice.json().message).toBe('该推广需求已建计划');
    const edit = await demands.update(tree.merchant.token, { id, title: '改名' });
    expect(edit.json().message).toBe('该推广需求已建计划，不能再修改');
  });

  it('goes back to review when edited', async () => {
    const advertiser = await createAdvertiser(tree.merchant.token, '需求编辑');
    const id = (
      await demands.create(tree.merchant.token, {
        advertiser_id: advertiser,
        title: '春节',
        slot_type: 2,
        budget_total: 10_000,
        start_time: T0,
        end_time: T0 + DAY,
        description: '春节推广',
      })
    ).json().payload.id as number;
    await demands.action(tree.platform.token, 'reject', { id, reject_reason: '预算不足' });
    await demands.update(tree.merchant.token, { id, budget_total: 30_000 });
    expect((await demands.detail(tree.merchant.token, id)).json().payload).toMatchObject({
      audit_status: 0,
      reject_reason: null,
    });
  });
});

describe('媒体配置', () => {
  it('makes slot codes, takes the provider from the lot and keeps the slot to its type’s ratio', async () => {
    const appId = (await apps.create(tree.platform.token, { name: '缴费机', media_type: 1 })).json().payload
      .id as number;
    expect((await apps.detail(tree.platform.token, appId)).json().payload.app_key).toMatch(
      /^MA[0-9A-F]{12}$/,
    );
    const wrong = await slots.create(tree.platform.token, {
      name: '横幅',
      media_app_id: appId,
      slot_type: 1,
      width: 300,
      height: 300,
      floor_price: 500,
    });
    expect(wrong.json().message).toBe('广告位尺寸 300×300 与「支付页横幅」要求的比例 750:300 不符');
    const ok = await slots.create(tree.platform.token, {
      name: '横幅',
      media_app_id: appId,
      slot_type: 1,
      width: 750,
      height: 300,
      floor_price: 500,
    });
    expect(ok.json().code).toBe(1001);
    const row = (await slots.detail(tree.platform.token, ok.json().payload.id)).json().payload;
    expect(row.slot_code).toMatch(/^AS[0-9A-F]{12}$/);
    // Media config is the platform's.
    expect((await slots.list(tree.merchant.token)).statusCode).toBe(403);
  });

  it('checks a package’s hours, provinces and car types', async () => {
    const bad = await packages.create(tree.merchant.token, { name: '夜间', hour_start: 20, hour_end: 8 });
    expect(bad.json().message).toBe('每日结束须晚于每日开始');
    const province = await packages.create(tree.merchant.token, {
      name: '省份',
      hour_start: 0,
      hour_end: 24,
      plate_provinces: ['X'],
    });
    expect(province.json().message).toBe('「X」不是车牌省份简称');
    const ok = await packages.create(tree.merchant.token, {
      name: '深圳白天',
      area_code: '440300',
      hour_start: 8,
      hour_end: 20,
      plate_provinces: ['粤', '湘'],
      car_types: ['1', '2'],
    });
    expect(ok.json().code).toBe(1001);
    const row = (await packages.detail(tree.merchant.token, ok.json().payload.id)).json().payload;
    expect(row).toMatchObject({ plate_provinces: ['粤', '湘'], car_types: ['1', '2'] });
    expect(row.area_name).toContain('深圳');
  });
});
