import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowSeconds } from '../../lib/clock.js';
import { bearer } from '../../test/account-fixture.js';
import { createPark } from '../../test/parking-fixture.js';
import { createTestApp } from '../../test/test-app.js';
import { buildTenantTree, type TenantTree, type TreeMember } from '../../test/tenant-tree.js';
import { chinaDay, DAY, recordTrade, refundTrade } from '../settlement/index.js';

/** 营收统计's charts: sums of the ledger's trades by day, channel and business, in the list's scope. */
let app: FastifyInstance;
let tree: TenantTree;
const D1 = chinaDay(nowSeconds()) - 5 * DAY;
let orderId = 0;

async function pay(member: TreeMember, at: number, amount: number, payMode: number, business: string) {
  orderId += 1;
  await recordTrade(app.db, 'recharge_order', {
    id: orderId,
    merchant_id: member.merchantId,
    park_id: await createPark(app.db, member.merchantId),
    order_no: `R5${String(orderId).padStart(11, '0')}`,
    plate: null,
    business,
    pay_type: 2,
    pay_mode: payMode,
    paid_amount: amount,
    pay_time: at,
  });
  return orderId;
}

beforeAll(async () => {
  app = await createTestApp();
  tree = await buildTenantTree(app, ['payment:trade:revenue:list']);
  await pay(tree.merchant, D1 + 600, 2000, 3, 'parking_cashier');
  const refunded = await pay(tree.merchant, D1 + DAY + 600, 5000, 4, 'recharge');
  await refundTrade(app.db, 'recharge_order', refunded, { amount: 1000, reason: null, at: D1 + DAY + 900 });
  await pay(tree.sibling, D1 + 600, 3000, 3, 'parking_cashier');
  await pay(tree.outsider, D1 + 600, 7000, 3, 'parking_cashier');
}, 60_000);
afterAll(async () => app.close());

async function chart(member: TreeMember, query: string) {
  const res = await app.inject({
    url: `/api/service/trade/revenue/chart?${query}`,
    headers: bearer(member.token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().payload as {
    points: { key: string; amount: number; refunded_amount: number; trade_count: number }[];
  };
}

describe('revenue charts', () => {
  it('by day: the merchant its own trades, with what was refunded', async () => {
    const { points } = await chart(tree.merchant, 'dimension=day');
    expect(points).toEqual([
      { key: String(D1), trade_count: 1, amount: 2000, refunded_amount: 0, fee: 8 },
      { key: String(D1 + DAY), trade_count: 1, amount: 5000, refunded_amount: 1000, fee: 19 },
    ]);
  });

  it('by channel and business: a partner its merchants’, the platform everyone’s', async () => {
    expect((await chart(tree.partner, 'dimension=channel')).points.map((p) => [p.key, p.amount])).toEqual([
      ['3', 5000],
      ['4', 5000],
    ]);
    expect(
      (await chart(tree.otherPartner, 'dimension=business')).points.map((p) => [p.key, p.amount]),
    ).toEqual([['parking_cashier', 7000]]);
    const all = (await chart(tree.platform, 'dimension=business')).points;
    expect(all.reduce((n, p) => n + p.amount, 0)).toBe(17_000);
  });

  it('narrows by the list’s date range', async () => {
    const { points } = await chart(
      tree.partner,
      `dimension=day&stat_day_start=${D1 + DAY}&stat_day_end=${D1 + DAY}`,
    );
    expect(points.map((p) => p.amount)).toEqual([5000]);
  });

  it('refuses an unknown dimension with a message, not a 500', async () => {
    const res = await app.inject({
      url: '/api/service/trade/revenue/chart?dimension=city',
      headers: bearer(tree.merchant.token),
    });
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().code).not.toBe(1001);
  });
});
