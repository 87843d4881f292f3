import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowSeconds } from '../../lib/clock.js';
import { bearer, createFixtureAccount, type FixtureAccount } from '../../test/account-fixture.js';
import { engineClient } from '../../test/engine-client.js';
import { createPark } from '../../test/parking-fixture.js';
import { tokenFor } from '../../test/session-token.js';
import { createTestApp } from '../../test/test-app.js';

// The park fixture's rule: ¥5 per started hour after 15 free minutes, ¥30 a day at most.
// A shop's coupon, end to end through the routes: the lot owner sells it, the shop buys and grants
// it, the car spends it at the exit, and who may read where it was spent.
const READ_CODES = ['coupon:grant:list', 'coupon:record:list'];
const SELLER_CODES = [
  ...READ_CODES,
  'coupon:coupon:create',
  'coupon:merchant:create',
  'coupon:merchant:authorize',
  'system:devtool:parking',
];
const SHOP_CODES = [...READ_CODES, 'coupon:purchase:create', 'coupon:warehouse:send'];

const PLATE = '粤B66001';

let app: FastifyInstance;
let seller: FixtureAccount;
let sellerToken: string;
let shop: FixtureAccount;
let shopToken: string;
let strangerToken: string;
let lot: number;
let lotName: string;

/** The lot record's searches: by plate, and by plate at the lot. */
const byPlateAndLot = (): Record<string, string | number>[] => [
  { plate: PLATE },
  { plate: PLATE, park_id: lot },
];
const grants = () => engineClient(app, 'parking-coupon/grant');
const lotRecords = () => engineClient(app, 'parking/coupon-record');
const devtool = (url: string, payload: object) =>
  app.inject({ method: 'POST', url: `/api/devtool/parking/${url}`, headers: bearer(sellerToken), payload });

beforeAll(async () => {
  app = await createTestApp();
  seller = await createFixtureAccount(app, { permissions: SELLER_CODES });
  shop = await createFixtureAccount(app, { permissions: SHOP_CODES });
  // A merchant of another tenant tree with the same read codes (and a lot of its own).
  const stranger = await createFixtureAccount(app, {
    permissions: [...READ_CODES, 'system:devtool:parking'],
  });
  sellerToken = await tokenFor(app, seller.managerId);
  shopToken = await tokenFor(app, shop.managerId);
  strangerToken = await tokenFor(app, stranger.managerId);
  lotName = '万象城停车场';
  lot = await createPark(app.db, seller.merchantId, { name: lotName });
  await createPark(app.db, stranger.merchantId);
  const merchants = engineClient(app, 'parking-coupon/merchant');
  const listed = await merchants.create(sellerToken, { buyer_no: shop.merchantNo });
  expect(listed.json().code, listed.body).toBe(1001);
  const bound = await merchants.action(sellerToken, 'authorize', {
    id: listed.json().payload.id,
    park_ids: [lot],
  });
  expect(bound.json().code, bound.body).toBe(1002);
});
afterAll(async () => app.close());

describe('a shop’s coupon spent at the exit', () => {
  it('shows lot, discount and order number to the lot owner and the shop; never to another tenant', async () => {
    const now = nowSeconds();
    const coupon = await engineClient(app, 'parking-coupon/coupon').create(sellerToken, {
      name: '购物满百停车抵扣 5 元',
      coupon_type: 1,
      face_value: 500,
      park_ids: [lot],
      price: 300,
      start_time: now - 3600,
      end_time: now + 30 * 86_400,
      valid_days: 7,
      stackable: 0,
      max_per_stay: 1,
    });
    expect(coupon.json().code, coupon.body).toBe(1001);
    const bought = await engineClient(app, 'parking-coupon/purchase').create(shopToken, {
      coupon_id: coupon.json().payload.id,
      quantity: 2,
    });
    expect(bought.json().code, bought.body).toBe(1001);
    const plate = PLATE;
    const sent = await engineClient(app, 'parking-coupon/warehouse').action(shopToken, 'send', {
      id: bought.json().payload.id,
      plate,
      plate_color: 1,
      request_id: `use-reading-${process.pid}`,
    });
    expect(sent.json().code, sent.body).toBe(1001);
    const grantId = sent.json().payload.id as number;

    // Not spent yet: the grant names no lot, so it is in no lot's coupon record.
    expect((await lotRecords().detail(sellerToken, grantId)).json().code).not.toBe(1001);

    expect((await devtool('entry', { park_id: lot, plate, minutes_ago: 125 })).json().code).toBe(1001);
    const exit = (await devtool('exit', { park_id: lot, plate })).json();
    expect(exit.payload).toMatchObject({ fee: 1500, discount: 500 });
    const order = await app.db
      .selectFrom('payment_order')
      .select('order_no')
      .where('record_id', '=', exit.payload.record_id)
      .executeTakeFirstOrThrow();
    const spent = {
      id: grantId,
      use_status: 1,
      park_id: lot,
      park_name: lotName,
      discount_amount: 500,
      order_no: order.order_no,
    };

    // 发券记录: the shop (holder) and the lot owner (seller) read where it was spent.
    for (const token of [shopToken, sellerToken]) {
      const rows = (await grants().list(token, { plate })).json().payload.row;
      expect(rows).toEqual([expect.objectContaining(spent)]);
      expect((await grants().detail(token, grantId)).json().payload).toMatchObject({
        ...spent,
        record_id: exit.payload.record_id,
      });
    }

    // The lot's 优惠券记录: the owner reads the shop's coupon among its lot's, with where and how much,
    // and which shop issued it.
    const { name: shopName } = await app.db
      .selectFrom('merchant')
      .select('name')
      .where('id', '=', shop.merchantId)
      .executeTakeFirstOrThrow();
    const { park_name: _name, ...spentOnLot } = { ...spent, issuer_name: shopName };
    for (const query of byPlateAndLot()) {
      const rows = (await lotRecords().list(sellerToken, query)).json().payload.row;
      expect(rows).toEqual([
        expect.objectContaining({ ...spentOnLot, grant_no: sent.json().payload.grant_no }),
      ]);
    }
    expect((await lotRecords().detail(sellerToken, grantId)).json().payload).toMatchObject({
      ...spent,
      record_id: exit.payload.record_id,
    });

    // A merchant of another tenant reads none of it: not in its lists, no detail.
    expect((await grants().list(strangerToken, { plate })).json().payload.row).toEqual([]);
    expect((await grants().detail(strangerToken, grantId)).json().code).not.toBe(1001);
    for (const query of byPlateAndLot())
      expect((await lotRecords().list(strangerToken, query)).json().payload.row).toEqual([]);
    expect((await lotRecords().detail(strangerToken, grantId)).json().code).not.toBe(1001);
  });
});
