import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowSeconds } from '../../lib/clock.js';
import { createFixtureAccount } from '../../test/account-fixture.js';
import { createClosedStay, createPark } from '../../test/parking-fixture.js';
import { createTestApp } from '../../test/test-app.js';
import { seedMcoupons } from './seed-mcoupons.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

describe('seedMcoupons', () => {
  it('gives a lot tokens whose counters agree with their coupons, used ones spent on real orders', async () => {
    const owner = await createFixtureAccount(app, { permissions: [] });
    const parkId = await createPark(app.db, owner.merchantId);
    for (let i = 0; i < 4; i += 1) await createClosedStay(app.db, parkId);
    await app.db.transaction().execute((trx) => seedMcoupons(trx, nowSeconds()));

    const tokens = await app.db
      .selectFrom('park_coupon_token')
      .selectAll()
      .where('park_id', '=', parkId)
      .execute();
    expect(tokens.map((t) => t.coupon_type)).toEqual([1, 2, 3]);
    for (const token of tokens) {
      const coupons = await app.db
        .selectFrom('park_coupon')
        .selectAll()
        .where('token_id', '=', token.id)
        .execute();
      expect(token.issued_count).toBe(coupons.length);
      expect(token.used_count).toBe(coupons.filter((c) => c.status === 1).length);
      expect(new Set(coupons.map((c) => c.status))).toEqual(
        new Set(token.coupon_type === 2 ? [0, 2, 3] : [0, 1, 2, 3]),
      );
    }
    const used = await app.db
      .selectFrom('park_coupon as c')
      .innerJoin('payment_order as o', 'o.order_no', 'c.order_no')
      .select([
        'c.discount_amount',
        'c.plate',
        'o.plate as order_plate',
        'o.discount_amount as order_discount',
      ])
      .where('c.park_id', '=', parkId)
      .execute();
    expect(used).toHaveLength(4);
    for (const row of used) {
      expect(row.plate).toBe(row.order_plate);
      expect(row.discount_amount).toBe(row.order_discount);
      expect(row.discount_amount).toBeGreaterThan(0);
    }
    // Each spent coupon is on its order's coupon list, as an exit writes it.
    const listed = await app.db
      .selectFrom('order_coupon as oc')
      .innerJoin('payment_order as o', 'o.id', 'oc.order_id')
      .select(['oc.discount_amount', 'o.discount_amount as order_discount', 'oc.coupon_no'])
      .where('oc.park_id', '=', parkId)
      .execute();
    expect(listed).toHaveLength(4);
    for (const row of listed) {
      expect(row.discount_amount).toBe(row.order_discount);
      expect(row.coupon_no).toMatch(/^MQ/);
    }
  });
});
