import { settlementSettings } from '@console/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowSeconds } from '../../lib/clock.js';
import { bearer } from '../../test/account-fixture.js';
import { engineClient } from '../../test/engine-client.js';
import { createTestApp } from '../../test/test-app.js';
import { buildTenantTree, type TenantTree, type TreeMember } from '../../test/tenant-tree.js';
import { chinaDay, DAY, recordTrade, settleMerchantDay } from '../settlement/index.js';

// 支付商户 and its detail group: the partner's merchants with a channel application, and the tabs
// that narrow the shared ledger and settings definitions to one of them by merchant_id.
const CODES = [
  'payment:merchant:list',
  'payment:trade:payment:list',
  'payment:trade:settlement:list',
  'payment:trade:transfer:list',
  'payment:acl:list',
  'payment:acl:create',
  'payment:withdraw:view',
  'payment:withdraw:update',
];

let app: FastifyInstance;
let tree: TenantTree;
let serial = (process.pid % 1000) * 1000 + 300;

async function applyFor(member: TreeMember, channel: number, status: number) {
  await app.db
    .insertInto('channel_application')
    .values({ merchant_id: member.merchantId, channel, status, create_time: nowSeconds() })
    .execute();
}

/** A trade of `amount` fen over 微信 (0.38 % fee) for `member` at `at`. */
async function trade(member: TreeMember, amount: number, at: number) {
  serial += 1;
  await recordTrade(app.db, 'recharge_order', {
    id: 900_000_000 + serial,
    merchant_id: member.merchantId,
    park_id: null,
    order_no: `R${String(serial).padStart(12, '0')}`,
    plate: '粤B12345',
    business: 'recharge',
    pay_type: 2,
    pay_mode: 3,
    paid_amount: amount,
    pay_time: at,
  });
}

const listOf = (token: string, query: Record<string, string | number> = {}) =>
  app.inject({
    url: `/api/service/payment/merchant/list?${new URLSearchParams(
      Object.entries({ page_size: 50, ...query }).map(([k, v]): [string, string] => [k, String(v)]),
    )}`,
    headers: bearer(token),
  });
const idsOf = async (res: Promise<{ json(): { payload: { row: { id: number }[] } } }>) =>
  (await res).json().payload.row.map((r) => r.id);

beforeAll(async () => {
  app = await createTestApp();
  tree = await buildTenantTree(app, CODES);
  await applyFor(tree.merchant, 1, 2);
  await applyFor(tree.merchant, 2, 1);
  await applyFor(tree.outsider, 1, 0);
  // Yesterday's 100.00 settled (99.62 after the fee), today's 50.00 not yet (49.81).
  const yesterday = chinaDay(nowSeconds()) - DAY;
  await trade(tree.merchant, 10_000, yesterday + 3600);
  await settleMerchantDay(app.db, tree.merchant.merchantId, yesterday, nowSeconds());
  await trade(tree.merchant, 5_000, nowSeconds());
  await trade(tree.sibling, 7_000, nowSeconds());
});
afterAll(async () => app.close());

describe('支付商户', () => {
  it('lists the partner’s merchants that applied to a channel, with channel states and ledger balances', async () => {
    const res = await listOf(tree.partner.token);
    expect(res.json().code).toBe(1001);
    const rows = res.json().payload.row;
    // The sibling has trades but no channel application; the outsider is another partner's.
    expect(rows.map((r: { id: number }) => r.id)).toEqual([tree.merchant.merchantId]);
    expect(rows[0]).toMatchObject({
      merchant_id: tree.merchant.merchantId,
      alipay_status: 2,
      wechat_status: 1,
      unsettled_amount: 4_981,
      settled_amount: 9_962,
    });
    expect(rows[0].merchant_no).toBeTruthy();
  });

  it('is scoped: the platform sees every one, a merchant none but those below it', async () => {
    const all = await idsOf(listOf(tree.platform.token));
    expect(all).toEqual(expect.arrayContaining([tree.merchant.merchantId, tree.outsider.merchantId]));
    expect(await idsOf(listOf(tree.merchant.token))).toEqual([]);
    expect(await idsOf(listOf(tree.otherPartner.token))).toEqual([tree.outsider.merchantId]);
    const merchantNo = (await listOf(tree.partner.token)).json().payload.row[0].merchant_no;
    expect(await idsOf(listOf(tree.partner.token, { merchant_no: merchantNo }))).toEqual([
      tree.merchant.merchantId,
    ]);
    expect(await idsOf(listOf(tree.otherPartner.token, { merchant_no: merchantNo }))).toEqual([]);
  });
});

describe('支付商户详情: the shared definitions narrowed to one merchant', () => {
  it('shows one merchant’s trades and settlements, and nothing of a merchant outside the scope', async () => {
    const trades = engineClient(app, 'settlement/trade/payment');
    const mine = (await trades.list(tree.partner.token, { merchant_id: tree.merchant.merchantId })).json();
    expect(mine.payload.row).toHaveLength(2);
    expect(new Set(mine.payload.row.map((r: { merchant_id: number }) => r.merchant_id))).toEqual(
      new Set([tree.merchant.merchantId]),
    );
    const settlements = engineClient(app, 'settlement/trade/settlement');
    const settled = (
      await settlements.list(tree.partner.token, { merchant_id: tree.merchant.merchantId })
    ).json();
    expect(settled.payload.row).toHaveLength(1);
    expect(settled.payload.row[0]).toMatchObject({ settled_amount: 9_962 });
    const outside = (await trades.list(tree.partner.token, { merchant_id: tree.outsider.merchantId })).json();
    expect(outside.payload.row).toEqual([]);
  });

  it('adds an access grant for the named merchant, and refuses one outside the scope', async () => {
    const acl = engineClient(app, 'payment/acl');
    const grant = { name: '收银台', app_id: 'app-pay-001', ip_whitelist: '10.0.0.1' };
    const made = await acl.create(tree.partner.token, { merchant_id: tree.merchant.merchantId, ...grant });
    expect(made.json().code).toBe(1001);
    const listed = (await acl.list(tree.partner.token, { merchant_id: tree.merchant.merchantId })).json();
    expect(listed.payload.row.map((r: { app_id: string }) => r.app_id)).toEqual(['app-pay-001']);
    const refused = await acl.create(tree.partner.token, { merchant_id: tree.outsider.merchantId, ...grant });
    expect(refused.statusCode).toBe(403);
  });

  it('keeps the merchant’s 提现设置 under the withdrawal codes, which the merchant reads as its own', async () => {
    const url = `/api/${settlementSettings.key}`;
    const value = {
      auto_withdraw: 1,
      min_amount: 20_000,
      account_name: '测试商户',
      bank_name: '工商银行',
      bank_account: '6222020200001234',
    };
    const saved = await app.inject({
      method: 'PUT',
      url: `${url}/update`,
      headers: bearer(tree.partner.token),
      payload: { merchant_id: tree.merchant.merchantId, ...value },
    });
    expect(saved.json().code).toBe(1002);
    const own = await app.inject({ url: `${url}/detail`, headers: bearer(tree.merchant.token) });
    expect(own.json().payload).toMatchObject({ saved: true, value });
    const outside = await app.inject({
      url: `${url}/detail?merchant_id=${tree.outsider.merchantId}`,
      headers: bearer(tree.partner.token),
    });
    expect(outside.statusCode).toBe(404);
  });
});
