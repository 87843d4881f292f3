import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createFixtureAccount, type FixtureAccount } from '../../test/account-fixture.js';
import { nowSeconds } from '../../lib/clock.js';
import { createCouponStock } from '../../test/coupon-ledger-fixture.js';
import { createPark } from '../../test/parking-fixture.js';
import { tokenFor } from '../../test/session-token.js';
import { storeUpload } from '../../test/upload-fixture.js';
import { createTestApp } from '../../test/test-app.js';

let app: FastifyInstance;
let shop: FixtureAccount;
let token: string;
let onSale: number;
let elsewhere: number;

/** A CSV stored as the shop's own upload. */
const stored = (text: string) => storeUpload(app, Buffer.from(text, 'utf8'), shop);

beforeAll(async () => {
  app = await createTestApp();
  const owner = await createFixtureAccount(app, { permissions: ['coupon:coupon:list'] });
  shop = await createFixtureAccount(app, {
    permissions: [
      'coupon:purchase:list',
      'coupon:purchase:detail',
      'coupon:purchase:import',
      'account:batch:create',
      'account:batch:list',
      'account:batch:detail',
    ],
  });
  token = await tokenFor(app, shop.managerId);
  const [lotA, lotB] = [
    await createPark(app.db, owner.merchantId),
    await createPark(app.db, owner.merchantId),
  ];
  // Two coupons of the owner (each with a stock row of its own, unused here): the shop is bound to lot A only.
  onSale = (
    await createCouponStock(app.db, {
      sellerId: owner.merchantId,
      holderId: owner.merchantId,
      parkIds: [lotA],
    })
  ).couponId;
  elsewhere = (
    await createCouponStock(app.db, {
      sellerId: owner.merchantId,
      holderId: owner.merchantId,
      parkIds: [lotB],
    })
  ).couponId;
  const now = nowSeconds();
  const entry = await app.db
    .insertInto('coupon_merchant')
    .values({ merchant_id: owner.merchantId, buyer_id: shop.merchantId, create_time: now, update_time: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await app.db
    .insertInto('coupon_merchant_park')
    .values({ coupon_merchant_id: Number(entry.id), park_id: lotA })
    .execute();
});
afterAll(async () => app.close());

describe('批量购券 through the batch import', () => {
  it('offers a template of 优惠券编号 and 购买数量', async () => {
    const res = await app.inject({
      url: '/api/batch/rt/summary?uuid=parking-coupon/purchase-batch',
      headers: bearer(token),
    });
    expect(res.json().payload).toMatchObject({ param: [], columns: ['优惠券编号', '购买数量'] });
  });

  it('buys each good row as one purchase and refuses the others with the purchase’s own message', async () => {
    const fileUrl = await stored(
      `优惠券编号,购买数量\n${onSale},3\n${elsewhere},1\n${onSale},0\n${onSale},2\n`,
    );
    const queued = await app.inject({
      method: 'POST',
      url: '/api/batch/batch',
      headers: bearer(token),
      payload: { rt_uuid: 'parking-coupon/purchase-batch', file_url: fileUrl, charset: 'UTF-8', params: [] },
    });
    expect(queued.json().code).toBe(1001);
    const batchNo = queued.json().payload.batch_no as string;
    while (await app.jobs.runOnce()) {
      /* run every due job */
    }
    const batch = (
      await app.inject({ url: `/api/batch/batch?batch_no=${batchNo}`, headers: bearer(token) })
    ).json().payload;
    expect(batch).toMatchObject({ ok_count: 2, error_count: 2 });
    const refused = (
      await app.inject({
        url: `/api/batch/task/list?batch_no=${batchNo}&page_index=1&page_size=100`,
        headers: bearer(token),
      })
    ).json().payload.row;
    expect(refused.map((r: { row_no: number; message: string }) => [r.row_no, r.message])).toEqual([
      [3, '优惠券不存在或未获授权购买'],
      [4, expect.stringContaining('购买数量')],
    ]);
    const bought = await app.db
      .selectFrom('coupon_stock')
      .select(['quantity', 'source', 'amount', 'unit_price'])
      .where('merchant_id', '=', shop.merchantId)
      .orderBy('id')
      .execute();
    expect(bought).toEqual([
      { quantity: 3, source: 2, amount: 900, unit_price: 300 },
      { quantity: 2, source: 2, amount: 600, unit_price: 300 },
    ]);
  });
});
