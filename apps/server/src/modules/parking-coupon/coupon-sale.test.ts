import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowSeconds } from '../../lib/clock.js';
import { usePaymentChannel } from '../../platform/payment/index.js';
import { createFixtureAccount, type FixtureAccount } from '../../test/account-fixture.js';
import { engineClient } from '../../test/engine-client.js';
import { createPark } from '../../test/parking-fixture.js';
import { tokenFor } from '../../test/session-token.js';
import { createTestApp } from '../../test/test-app.js';
import { grantCoupon } from './coupon-ledger.js';
import { monthStart } from './purchase.js';

const OWNER_CODES = [
  'coupon:coupon:list',
  'coupon:coupon:create',
  'coupon:coupon:update',
  'coupon:merchant:list',
  'coupon:merchant:create',
  'coupon:merchant:update',
  'coupon:merchant:authorize',
  'coupon:rule:list',
  'coupon:rule:create',
  'coupon:rule:update',
  'coupon:purchase:list',
  'coupon:purchase:detail',
  'coupon:purchase:create',
  'coupon:purchase:revoke',
];
const BUYER_CODES = [
  'coupon:coupon:list',
  'coupon:purchase:list',
  'coupon:purchase:detail',
  'coupon:purchase:create',
  'coupon:purchase:import',
  'coupon:purchase:revoke',
  'coupon:grant:list',
  'coupon:grant:revoke',
];

let app: FastifyInstance;
let owner: FixtureAccount;
let shop: FixtureAccount;
let stranger: FixtureAccount;
let ownerToken: string;
let shopToken: string;
let strangerToken: string;
let lotA: number;
let lotB: number;
let strangerLot: number;

const coupons = () => engineClient(app, 'parking-coupon/coupon');
const merchants = () => engineClient(app, 'parking-coupon/merchant');
const rules = () => engineClient(app, 'parking-coupon/rule');
const purchases = () => engineClient(app, 'parking-coupon/purchase');
const batchPurchases = () => engineClient(app, 'parking-coupon/purchase-batch');
const grantRecords = () => engineClient(app, 'parking-coupon/grant');
const stockRow = (id: number) =>
  app.db.selectFrom('coupon_stock').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const stockCount = async () => (await app.db.selectFrom('coupon_stock').select('id').execute()).length;

function couponBody(change: object = {}) {
  const now = nowSeconds();
  return {
    name: '停车抵扣 5 元',
    coupon_type: 1,
    face_value: 500,
    park_ids: [lotA],
    price: 300,
    start_time: now - 3600,
    end_time: now + 30 * 86_400,
    valid_days: 7,
    stackable: 0,
    max_per_stay: 1,
    ...change,
  };
}

async function newCoupon(change: object = {}): Promise<number> {
  const res = await coupons().create(ownerToken, couponBody(change));
  expect(res.json().code).toBe(1001);
  return res.json().payload.id as number;
}

const buy = (couponId: number, quantity: number, token = shopToken) =>
  purchases().create(token, { coupon_id: couponId, quantity });
/** One coupon of the shop's entry to a plate, through the ledger's one grant path. */
const grantFrom = (stockId: number, plate: string) =>
  app.db.transaction().execute((trx) =>
    grantCoupon(trx, {
      stockId,
      holderId: shop.merchantId,
      plate,
      plateColor: 1,
      channel: 1,
      operatorName: '测试',
      now: nowSeconds(),
    }),
  );
/** What the buyer keeps paying for is what it granted, at the unit price. */
const expectMoneyAddsUp = (stock: {
  amount: number;
  refund_amount: number;
  unit_price: number;
  granted_count: number;
}) =>
  expect(Number(stock.amount) - Number(stock.refund_amount)).toBe(
    Number(stock.unit_price) * Number(stock.granted_count),
  );

beforeAll(async () => {
  app = await createTestApp();
  owner = await createFixtureAccount(app, { permissions: OWNER_CODES });
  shop = await createFixtureAccount(app, { permissions: BUYER_CODES });
  stranger = await createFixtureAccount(app, { permissions: [...OWNER_CODES, ...BUYER_CODES] });
  ownerToken = await tokenFor(app, owner.managerId);
  shopToken = await tokenFor(app, shop.managerId);
  strangerToken = await tokenFor(app, stranger.managerId);
  lotA = await createPark(app.db, owner.merchantId);
  lotB = await createPark(app.db, owner.merchantId);
  strangerLot = await createPark(app.db, stranger.merchantId);
  // The shop may buy for lot A only.
  const added = await merchants().create(ownerToken, { buyer_no: shop.merchantNo, remark: '一楼咖啡店' });
  expect(added.json().code).toBe(1001);
  const authorised = await merchants().action(ownerToken, 'authorize', {
    id: added.json().payload.id,
    park_ids: [lotA],
  });
  expect(authorised.json().code).toBe(1002);
});
afterAll(async () => app.close());

describe('优惠券', () => {
  it('stores its lots and shows them with what was sold', async () => {
    const id = await newCoupon({ park_ids: [lotA, lotB] });
    const detail = (await coupons().detail(ownerToken, id)).json().payload;
    expect(detail).toMatchObject({ park_ids: [lotA, lotB], sold_count: 0, status: 1 });
    const row = (await coupons().list(ownerToken))
      .json()
      .payload.row.find((r: { id: number }) => r.id === id);
    expect(row.park_names).toContain('、');
  });

  it('refuses a face value that does not fit its type, a stranger’s lot, and a bad window; nothing is written', async () => {
    const before = (await app.db.selectFrom('coupon').select('id').execute()).length;
    const cases: [object, number, string][] = [
      [{ face_value: 0 }, 1400, '减免金额须为 ￥0.01-￥1000.00'],
      [{ coupon_type: 6, face_value: 855 }, 1400, '折扣最多一位小数'],
      [{ coupon_type: 6, face_value: 1000 }, 1400, '折扣须为 0.1折-9.9折'],
      [{ coupon_type: 3, face_value: 100 }, 1400, '全免券不设面额'],
      [{ park_ids: [lotA, strangerLot] }, 1409, '只能选择本商户的车场'],
      [{ end_time: nowSeconds() - 7200 }, 1400, '截止时间须晚于生效时间'],
      [{ max_per_stay: 2 }, 1400, '不可叠加的券单次停车只能使用 1 张'],
    ];
    for (const [change, code, message] of cases) {
      const res = await coupons().create(ownerToken, couponBody(change));
      expect(res.json(), message).toMatchObject({ code, message });
    }
    expect((await app.db.selectFrom('coupon').select('id').execute()).length).toBe(before);
  });

  it('keeps the sold terms: only name, price, remark and a later end may change', async () => {
    const id = await newCoupon();
    expect((await buy(id, 2)).json().code).toBe(1001);
    const before = (await coupons().detail(ownerToken, id)).json().payload;
    expect(before.sold_count).toBe(2);
    for (const change of [
      { face_value: 800 },
      { park_ids: [lotA, lotB] },
      { end_time: before.end_time - 60 },
    ]) {
      const res = await coupons().update(ownerToken, { id, ...change });
      expect(res.json().code, JSON.stringify(change)).toBe(1409);
    }
    const ok = await coupons().update(ownerToken, {
      id,
      name: '改名',
      price: 350,
      end_time: before.end_time + 60,
    });
    expect(ok.json().code).toBe(1002);
    expect((await coupons().detail(ownerToken, id)).json().payload).toMatchObject({
      name: '改名',
      price: 350,
    });
  });

  it('is not seen by the buyer, nor by another tenant', async () => {
    const id = await newCoupon();
    expect((await coupons().detail(shopToken, id)).json().code).toBe(2404);
    expect((await coupons().detail(strangerToken, id)).json().code).toBe(2404);
  });
});

describe('商户管理与绑定车场授权', () => {
  it('names a shop by its 商户号 and refuses what cannot buy', async () => {
    const cases: [string, string][] = [
      ['NOPE0000', '商户号不存在'],
      [shop.merchantNo, '该商户已添加'],
      [owner.merchantNo, '本商户可直接为自己的车场购券，无需添加'],
    ];
    for (const [buyerNo, message] of cases) {
      const res = await merchants().create(ownerToken, { buyer_no: buyerNo });
      expect(res.json().message).toBe(message);
    }
    const row = (await merchants().list(ownerToken)).json().payload.row[0];
    expect(row).toMatchObject({ buyer_no: shop.merchantNo, buyer_name: expect.any(String), status: 1 });
  });

  it('binds only the owner’s own lots', async () => {
    const id = (await merchants().list(ownerToken)).json().payload.row[0].id;
    const res = await merchants().action(ownerToken, 'authorize', { id, park_ids: [strangerLot] });
    expect(res.json()).toMatchObject({ code: 1409, message: '只能选择本商户的车场' });
    expect((await merchants().detail(ownerToken, id)).json().payload.park_ids).toEqual([lotA]);
  });
});

describe('购买优惠券', () => {
  it('offers the coupons on sale at lots the buyer is authorised for', async () => {
    const atA = await newCoupon();
    const atB = await newCoupon({ park_ids: [lotB] });
    const off = await newCoupon();
    await coupons().action(ownerToken, 'disable', { id: off });
    const offers = (
      await app.inject({
        url: '/api/parking-coupon/offer/list',
        headers: { authorization: `Bearer ${shopToken}` },
      })
    ).json();
    const ids = offers.payload.row.map((r: { id: number }) => r.id);
    expect(ids).toContain(atA);
    expect(ids).not.toContain(atB);
    expect(ids).not.toContain(off);
    const strangerOffers = (
      await app.inject({
        url: '/api/parking-coupon/offer/list',
        headers: { authorization: `Bearer ${strangerToken}` },
      })
    ).json();
    expect(strangerOffers.payload.row.map((r: { id: number }) => r.id)).not.toContain(atA);
  });

  it('prices from the coupon, pays and writes the warehouse entry', async () => {
    const id = await newCoupon({ price: 250 });
    const res = await buy(id, 4);
    expect(res.json().code).toBe(1001);
    const stock = await stockRow(res.json().payload.id);
    const coupon = await app.db
      .selectFrom('coupon')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stock).toMatchObject({
      merchant_id: shop.merchantId,
      seller_id: owner.merchantId,
      source: 1,
      quantity: 4,
      unit_price: 250,
      amount: 1000,
      refund_amount: 0,
      status: 1,
      expire_time: coupon.end_time,
      pay_no: expect.stringMatching(/^ZF\d+$/),
    });
    expect(stock.stock_no).toMatch(/^GQ\d+$/);
    expect(Number(stock.paid_time)).toBeGreaterThan(0);
    // The client cannot set the price or the seller.
    const sneaky = await purchases().create(shopToken, {
      coupon_id: id,
      quantity: 1,
      unit_price: 1,
      seller_id: shop.merchantId,
    });
    expect(await stockRow(sneaky.json().payload.id)).toMatchObject({
      unit_price: 250,
      seller_id: owner.merchantId,
    });
  });

  it('lets the lot owner buy its own coupons without an entry in 商户管理', async () => {
    const id = await newCoupon({ park_ids: [lotB] });
    expect((await buy(id, 1, ownerToken)).json().code).toBe(1001);
  });

  it('refuses an unauthorised, disabled or unsold coupon in Chinese, and writes nothing', async () => {
    const now = nowSeconds();
    const atB = await newCoupon({ park_ids: [lotB] });
    const off = await newCoupon();
    await coupons().action(ownerToken, 'disable', { id: off });
    const later = await newCoupon({ start_time: now + 3600, end_time: now + 7200 });
    const over = await newCoupon({ start_time: now - 7200, end_time: now - 60 });
    const before = await stockCount();
    const cases: [number, number, string][] = [
      [atB, 2404, '优惠券不存在或未获授权购买'],
      [999_999, 2404, '优惠券不存在或未获授权购买'],
      [off, 1409, '该优惠券已停用，不能购买'],
      [later, 1409, '该优惠券尚未开售'],
      [over, 1409, '该优惠券已过销售期'],
    ];
    for (const [id, code, message] of cases) {
      const res = await buy(id, 1);
      expect(res.json(), message).toMatchObject({ code, message });
    }
    expect((await buy(off, 1, strangerToken)).json().message).toBe('优惠券不存在或未获授权购买');
    expect(await stockCount()).toBe(before);
  });

  it('stops buying once the shop is 停用 in 商户管理', async () => {
    const id = await newCoupon();
    const entry = (await merchants().list(ownerToken)).json().payload.row[0].id;
    await merchants().action(ownerToken, 'disable', { id: entry });
    expect((await buy(id, 1)).json().code).toBe(2404);
    await merchants().action(ownerToken, 'enable', { id: entry });
    expect((await buy(id, 1)).json().code).toBe(1001);
  });

  it('keeps to the coupon’s rule: min and max per purchase and the monthly cap per buyer', async () => {
    const id = await newCoupon();
    const rule = await rules().create(ownerToken, {
      coupon_id: id,
      min_quantity: 2,
      max_quantity: 5,
      monthly_limit: 8,
    });
    expect(rule.json().code).toBe(1001);
    expect((await rules().list(ownerToken)).json().payload.row[0]).toMatchObject({
      coupon_name: '停车抵扣 5 元',
    });
    expect((await buy(id, 1)).json().message).toBe('该优惠券每次至少购买 2 张');
    expect((await buy(id, 6)).json().message).toBe('该优惠券每次最多购买 5 张');
    expect((await buy(id, 5)).json().code).toBe(1001);
    expect((await buy(id, 4)).json().message).toBe('该优惠券本月每商户限购 8 张，本月还可购买 3 张');
    expect((await buy(id, 3)).json().code).toBe(1001);
    expect((await buy(id, 2)).json().message).toBe('该优惠券本月每商户限购 8 张，本月已购满');
    // Another buyer (the owner itself) has its own month.
    expect((await buy(id, 5, ownerToken)).json().code).toBe(1001);
    // A 停用 rule limits nothing.
    await rules().action(ownerToken, 'disable', { id: rule.json().payload.id });
    expect((await buy(id, 1)).json().code).toBe(1001);
  });

  it('refuses a rule whose figures contradict, or for another owner’s coupon', async () => {
    const id = await newCoupon();
    const bad = await rules().create(ownerToken, {
      coupon_id: id,
      min_quantity: 5,
      max_quantity: 2,
      monthly_limit: 0,
    });
    expect(bad.json().message).toBe('单次最少购买不能大于单次最多购买');
    const foreign = await rules().create(strangerToken, {
      coupon_id: id,
      min_quantity: 1,
      max_quantity: 2,
      monthly_limit: 0,
    });
    expect(foreign.json().code).toBe(2404);
  });

  it('writes nothing when the payment channel refuses', async () => {
    const id = await newCoupon();
    const before = await stockCount();
    const { AppError } = await import('../../http/app-error.js');
    const previous = usePaymentChannel({
      pay: async () => {
        throw new AppError(1409, '余额不足，支付失败');
      },
    });
    try {
      expect((await buy(id, 1)).json()).toMatchObject({ code: 1409, message: '余额不足，支付失败' });
    } finally {
      usePaymentChannel(previous);
    }
    expect(await stockCount()).toBe(before);
  });

  it('takes a batch row through the same checks, as 批量购券', async () => {
    const id = await newCoupon({ price: 100 });
    const res = await batchPurchases().create(shopToken, { coupon_id: id, quantity: 3 });
    expect(res.json().code).toBe(1001);
    expect(await stockRow(res.json().payload.id)).toMatchObject({ source: 2, amount: 300 });
    const atB = await newCoupon({ park_ids: [lotB] });
    expect((await batchPurchases().create(shopToken, { coupon_id: atB, quantity: 1 })).json().code).toBe(
      2404,
    );
    const summary = await app.inject({
      url: '/api/batch/rt/summary?uuid=parking-coupon/purchase-batch',
      headers: { authorization: `Bearer ${shopToken}` },
    });
    expect(summary.statusCode).toBe(403); // the shop lacks account:batch:create here
  });
});

describe('购券记录: shared with the seller', () => {
  it('shows the buyer its own, the seller what it sold, a stranger nothing', async () => {
    const id = await newCoupon();
    const stockId = (await buy(id, 2)).json().payload.id as number;
    const ids = async (token: string) =>
      (await purchases().list(token, { page_size: 100 })).json().payload.row.map((r: { id: number }) => r.id);
    expect(await ids(shopToken)).toContain(stockId);
    expect(await ids(ownerToken)).toContain(stockId);
    expect(await ids(strangerToken)).not.toContain(stockId);
    expect((await purchases().detail(strangerToken, stockId)).json().code).toBe(2404);
    const seen = (await purchases().detail(ownerToken, stockId)).json().payload;
    expect(seen).toMatchObject({
      quantity: 2,
      granted_count: 0,
      used_count: 0,
      remaining: 2,
      buyer_name: expect.any(String),
    });
    expect(
      (await purchases().action(strangerToken, 'revoke', { id: stockId, revoke_reason: '误操作' })).json()
        .code,
    ).toBe(2404);
  });

  it('is revoked by the seller only: the ungranted coupons are refunded, granted ones stay valid', async () => {
    const id = await newCoupon({ price: 300 });
    const stockId = (await buy(id, 5)).json().payload.id as number;
    const now = nowSeconds();
    const grants = [];
    for (const plate of ['粤B10001', '粤B10002']) {
      grants.push(
        await app.db.transaction().execute((trx) =>
          grantCoupon(trx, {
            stockId,
            holderId: shop.merchantId,
            plate,
            plateColor: 1,
            channel: 1,
            operatorName: '测试',
            now,
          }),
        ),
      );
    }
    const byBuyer = await purchases().action(shopToken, 'revoke', { id: stockId, revoke_reason: '不要了' });
    expect(byBuyer.json()).toMatchObject({ code: 2403, message: '只有售券的车场方可以撤销购券' });
    expect((await stockRow(stockId)).status).toBe(1);
    const noReason = await purchases().action(ownerToken, 'revoke', { id: stockId });
    expect(noReason.json().code).toBe(1400);
    const res = await purchases().action(ownerToken, 'revoke', { id: stockId, revoke_reason: '车场停业' });
    expect(res.json().code).toBe(1002);
    const stock = await stockRow(stockId);
    expect(stock).toMatchObject({
      status: -1,
      refund_amount: 900,
      amount: 1500,
      granted_count: 2,
      revoke_reason: '车场停业',
    });
    // Money adds up: what was kept is what was granted, at the unit price.
    expect(Number(stock.amount) - Number(stock.refund_amount)).toBe(
      Number(stock.unit_price) * Number(stock.granted_count),
    );
    const kept = await app.db
      .selectFrom('coupon_grant')
      .select(['status', 'use_status'])
      .where('stock_id', '=', stockId)
      .execute();
    expect(kept).toEqual([
      { status: 1, use_status: 0 },
      { status: 1, use_status: 0 },
    ]);
    expect((await purchases().detail(shopToken, stockId)).json().payload.remaining).toBe(0);
    const again = await purchases().action(ownerToken, 'revoke', { id: stockId, revoke_reason: '再撤' });
    expect(again.json().code).toBe(1409);
    expect(grants).toHaveLength(2);
  });

  it('refunds a grant revoked after its purchase was: the money still adds up and it is not granted again', async () => {
    const id = await newCoupon({ price: 300 });
    const stockId = (await buy(id, 4)).json().payload.id as number;
    const first = await grantFrom(stockId, '粤B20001');
    await grantFrom(stockId, '粤B20002');
    const revoked = await purchases().action(ownerToken, 'revoke', {
      id: stockId,
      revoke_reason: '车场停业',
    });
    expect(revoked.json().code).toBe(1002);
    expect(await stockRow(stockId)).toMatchObject({ refund_amount: 600, granted_count: 2 });

    // The shop takes a coupon back from a plate: nothing can grant it again, so it is refunded.
    const back = await grantRecords().action(shopToken, 'revoke', { id: first.id });
    expect(back.json().code).toBe(1002);
    const stock = await stockRow(stockId);
    expect(stock).toMatchObject({ status: -1, amount: 1200, refund_amount: 900, granted_count: 1 });
    expectMoneyAddsUp(stock);
    expect((await purchases().detail(shopToken, stockId)).json().payload.remaining).toBe(0);
    await expect(grantFrom(stockId, '粤B20003')).rejects.toThrow('该批优惠券已撤销，不能发放');
    expect(await stockRow(stockId)).toMatchObject({ refund_amount: 900, granted_count: 1 });
    // Revoking it twice refunds nothing more.
    const twice = await grantRecords().action(shopToken, 'revoke', { id: first.id });
    expect(twice.json().code).not.toBe(1002);
    expect(await stockRow(stockId)).toMatchObject({ refund_amount: 900, granted_count: 1 });
  });

  it('keeps the money right when the purchase and its grants are revoked at the same time', async () => {
    const id = await newCoupon({ price: 300 });
    const stockId = (await buy(id, 6)).json().payload.id as number;
    const given = [];
    for (const plate of ['粤B20021', '粤B20022', '粤B20023', '粤B20024'])
      given.push(await grantFrom(stockId, plate));
    const answers = await Promise.all([
      purchases().action(ownerToken, 'revoke', { id: stockId, revoke_reason: '车场停业' }),
      ...given.slice(0, 3).map((g) => grantRecords().action(shopToken, 'revoke', { id: g.id })),
    ]);
    expect(answers.map((res) => res.json().code)).toEqual([1002, 1002, 1002, 1002]);
    // Whatever order they ran in: five coupons not with a plate, five refunded.
    const stock = await stockRow(stockId);
    expect(stock).toMatchObject({ status: -1, granted_count: 1, refund_amount: 1500 });
    expectMoneyAddsUp(stock);
  });

  it('refunds nothing when a grant of a purchase still in use is revoked: the coupon is back in stock', async () => {
    const id = await newCoupon({ price: 300 });
    const stockId = (await buy(id, 2)).json().payload.id as number;
    const granted = await grantFrom(stockId, '粤B20011');
    expect((await grantRecords().action(shopToken, 'revoke', { id: granted.id })).json().code).toBe(1002);
    expect(await stockRow(stockId)).toMatchObject({ status: 1, refund_amount: 0, granted_count: 0 });
    expect((await purchases().detail(shopToken, stockId)).json().payload.remaining).toBe(2);
  });

  it('offers the seller no edit: purchases have no update call', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: '/api/parking-coupon/purchase/update',
      headers: { authorization: `Bearer ${ownerToken}` },
      payload: { id: 1, quantity: 1 },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('monthStart', () => {
  it('is midnight of the 1st in China time', () => {
    // 2026-03-01 00:30 China time = 2026-02-28 16:30 UTC
    const t = Date.UTC(2026, 1, 28, 16, 30) / 1000;
    expect(monthStart(t)).toBe(Date.UTC(2026, 1, 28, 16, 0) / 1000);
  });
});
