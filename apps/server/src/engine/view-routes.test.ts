import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowSeconds } from '../lib/clock.js';
import { bearer, createFixtureAccount } from '../test/account-fixture.js';
import { createClosedStay, createPark } from '../test/parking-fixture.js';
import { tokenFor } from '../test/session-token.js';
import { createTestApp } from '../test/test-app.js';

const DAY = 86_400;

let app: FastifyInstance;
let token: string;
let parkId: number;
let today: number;

/** A paid order of `paid` fen, paid at `at`. */
async function paidOrder(at: number, amount: number, discount = 0) {
  const { orderId } = await createClosedStay(app.db, parkId);
  await app.db
    .updateTable('payment_order')
    .set({ pay_time: at, amount, discount_amount: discount, paid_amount: amount - discount })
    .where('id', '=', orderId)
    .execute();
  return orderId;
}

beforeAll(async () => {
  app = await createTestApp();
  const user = await createFixtureAccount(app, {
    permissions: ['payment:trade:revenue:list'],
    products: ['parking', 'payment'],
  });
  token = await tokenFor(app, user.managerId);
  parkId = await createPark(app.db, user.merchantId);
  // Midnight in China time, today.
  today = Math.floor((nowSeconds() + 8 * 3600) / DAY) * DAY - 8 * 3600;
  await paidOrder(today + 3600, 1000);
  await paidOrder(today + 7200, 2500, 500);
  await paidOrder(today - DAY + 60, 800);
  // Neither an unpaid nor a refunded order counts.
  const refunded = await paidOrder(today + 60, 9900);
  await app.db.updateTable('payment_order').set({ status: -2 }).where('id', '=', refunded).execute();
  const unpaid = await createClosedStay(app.db, parkId);
  await app.db.updateTable('payment_order').set({ pay_time: 0 }).where('id', '=', unpaid.orderId).execute();
});
afterAll(async () => app.close());

const revenue = (query: string) =>
  app.inject({ url: `/api/service/trade/revenue/list?park_id=${parkId}&${query}`, headers: bearer(token) });

describe('a view with a totals row (营收统计)', () => {
  it('sums paid orders per lot and China day, newest day first, with totals over every match', async () => {
    const res = await revenue('page_size=20');
    expect(res.json().code).toBe(1001);
    const { row, paging_header, totals } = res.json().payload;
    expect(row).toEqual([
      expect.objectContaining({
        stat_day: today,
        park_id: parkId,
        order_count: 2,
        amount: 3500,
        paid_amount: 3000,
      }),
      expect.objectContaining({ stat_day: today - DAY, order_count: 1, amount: 800, discount_amount: 0 }),
    ]);
    expect(paging_header.total_count).toBe(2);
    expect(totals).toEqual({ order_count: 3, amount: 4300, discount_amount: 500, paid_amount: 3800 });
  });

  it('keeps the totals of every match on a page past the rows, and narrows them by the search', async () => {
    const past = (await revenue('page_index=2')).json().payload;
    expect(past.row).toEqual([]);
    expect(past.totals.paid_amount).toBe(3800);
    const oneDay = (await revenue(`stat_day_start=${today}&stat_day_end=${today + DAY - 1}`)).json().payload;
    expect(oneDay.paging_header.total_count).toBe(1);
    expect(oneDay.totals).toEqual({ order_count: 2, amount: 3500, discount_amount: 500, paid_amount: 3000 });
  });

  it('sorts on the declared sortable fields only, and refuses others with 1400', async () => {
    const byPaid = (await revenue('sort_by=paid_amount&sort_order=asc')).json().payload.row;
    expect(byPaid.map((r: { paid_amount: number }) => r.paid_amount)).toEqual([800, 3000]);
    const refused = await revenue('sort_by=amount');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe(1400);
  });
});
