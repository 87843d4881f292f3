import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { nowSeconds } from '../../lib/clock.js';
import { bearer, createFixtureAccount } from '../../test/account-fixture.js';
import { createCouponStock } from '../../test/coupon-ledger-fixture.js';
import { engineClient } from '../../test/engine-client.js';
import { createPark } from '../../test/parking-fixture.js';
import { tokenFor } from '../../test/session-token.js';
import { createTestApp } from '../../test/test-app.js';
import { grantCoupon, revokeGrant } from '../parking-coupon/index.js';

// The park fixture's rule: ¥5 per started hour after 15 free minutes, ¥30 a day at most.
// Granted coupons (coupon ledger) at the exit gate and the pay station, through the developer tool.
let app: FastifyInstance;
let token: string;
let merchantId: number;
let plateSerial = 0;

const nextPlate = () => `粤C${String(80000 + (plateSerial += 1))}`;
const post = (url: string, payload: object) =>
  app.inject({ method: 'POST', url: `/api${url}`, headers: bearer(token), payload });
const enter = (parkId: number, plate: string, minutesAgo: number) =>
  post('/devtool/parking/entry', { park_id: parkId, plate, minutes_ago: minutesAgo });
const exit = (parkId: number, plate: string, extra: object = {}) =>
  post('/devtool/parking/exit', { park_id: parkId, plate, ...extra });
const pay = (parkId: number, plate: string, extra: object = {}) =>
  post('/devtool/parking/pay', { park_id: parkId, plate, pay_type: 2, pay_mode: 3, ...extra });

const grantRow = (id: number) =>
  app.db.selectFrom('coupon_grant').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const stockRow = (id: number) =>
  app.db.selectFrom('coupon_stock').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const ordersOf = (recordId: number) =>
  app.db.selectFrom('payment_order').selectAll().where('record_id', '=', recordId).orderBy('id').execute();
const usesOf = (grantId: number) =>
  app.db.selectFrom('order_coupon').selectAll().where('grant_id', '=', grantId).orderBy('id').execute();
const openRecords = (parkId: number, plate: string) =>
  app.db
    .selectFrom('parking_record')
    .select('id')
    .where('park_id', '=', parkId)
    .where('plate', '=', plate)
    .where('status', '=', 1)
    .execute();

type CouponTerms = Parameters<typeof createCouponStock>[2];

beforeAll(async () => {
  app = await createTestApp();
  const owner = await createFixtureAccount(app, {
    permissions: ['system:devtool:parking', 'parking:order:payment:list', 'parking:order:payment:detail'],
  });
  merchantId = owner.merchantId;
  token = await tokenFor(app, owner.managerId);
});
afterAll(async () => app.close());

/** A coupon of the lot owner for these lots, one warehouse entry of it, and a grant to the plate. */
async function grantTo(plate: string, parkIds: number[], terms: CouponTerms = {}, startTime?: number) {
  const { couponId, stockId } = await createCouponStock(
    app.db,
    { sellerId: merchantId, holderId: merchantId, parkIds },
    terms,
  );
  if (startTime !== undefined) {
    await app.db.updateTable('coupon').set({ start_time: startTime }).where('id', '=', couponId).execute();
  }
  const granted = await app.db.transaction().execute((tx) =>
    grantCoupon(tx, {
      stockId,
      holderId: merchantId,
      plate,
      plateColor: 1,
      channel: 1,
      operatorName: '测试',
      now: nowSeconds(),
    }),
  );
  return { couponId, stockId, grantId: granted.id, grantNo: granted.grant_no };
}

/** A fresh lot (charge mode `mode`), a plate with one granted coupon, entered `minutes` ago. */
async function carWithGrant(minutes: number, terms: CouponTerms, mode = 1) {
  const parkId = await createPark(app.db, merchantId, { charge_mode: mode });
  const plate = nextPlate();
  const grant = await grantTo(plate, [parkId], terms);
  await enter(parkId, plate, minutes);
  return { parkId, plate, ...grant };
}

/** Every order of the record balances: amount = discount + paid once settled. */
async function expectBalanced(recordId: number) {
  for (const order of await ordersOf(recordId)) {
    if (order.status === 1) expect(order.amount).toBe(order.discount_amount + order.paid_amount);
    const uses = await app.db
      .selectFrom('order_coupon')
      .select('discount_amount')
      .where('order_id', '=', order.id)
      .execute();
    expect(uses.reduce((sum, u) => sum + Number(u.discount_amount), 0)).toBe(order.discount_amount);
  }
}

describe('each coupon type at the exit gate (125 minutes: ¥15)', () => {
  it('1 金额: the grant is spent on the order, counted on its entry, and listed on the order', async () => {
    const car = await carWithGrant(125, { coupon_type: 1, face_value: 500 });
    const res = (await exit(car.parkId, car.plate)).json().payload;
    expect(res).toMatchObject({ fee: 1500, discount: 500, paid: 0, order_status: 0 });
    expect(res.coupons).toEqual([{ coupon_no: car.grantNo, coupon_name: expect.any(String), discount: 500 }]);
    const [order] = await ordersOf(res.record_id);
    expect(order).toMatchObject({ amount: 1500, discount_amount: 500, paid_amount: 0 });
    expect(await grantRow(car.grantId)).toMatchObject({
      use_status: 1,
      park_id: car.parkId,
      record_id: res.record_id,
      order_no: order!.order_no,
      discount_amount: 500,
    });
    expect((await stockRow(car.stockId)).used_count).toBe(1);
    const detail = (await engineClient(app, 'parking/order/payment').detail(token, order!.id)).json();
    expect(detail.payload.coupons).toContain(car.grantNo);
    expect(detail.payload.coupons).toContain('￥5.00');
    const list = (await engineClient(app, 'parking/order/payment').list(token, { plate: car.plate })).json();
    expect(list.payload.row[0].coupons).toContain(car.grantNo);
  });

  it('2 时长, 4 差异化定价 and 6 折扣 take what the design says', async () => {
    const cases: [CouponTerms, number][] = [
      [{ coupon_type: 2, face_value: 60 }, 500],
      [{ coupon_type: 4, face_value: 800 }, 700],
      [{ coupon_type: 6, face_value: 850 }, 225],
    ];
    for (const [terms, discount] of cases) {
      const car = await carWithGrant(125, terms);
      const res = (await exit(car.parkId, car.plate)).json().payload;
      expect(res).toMatchObject({ fee: 1500, discount });
      await expectBalanced(res.record_id);
    }
  });

  it('3 全免 settles the order with pay type 8 and lets a pay-before-exit car out', async () => {
    const car = await carWithGrant(125, { coupon_type: 3, face_value: 0 }, 2);
    const res = (await exit(car.parkId, car.plate)).json();
    expect(res).toMatchObject({ code: 1001, payload: { fee: 1500, discount: 1500, order_status: 1 } });
    const [order] = await ordersOf(res.payload.record_id);
    expect(order).toMatchObject({
      amount: 1500,
      discount_amount: 1500,
      paid_amount: 0,
      pay_type: 8,
      status: 1,
    });
  });

  it('5 多次进出时长 spends its minutes over several stays and is used up when none are left', async () => {
    // The minutes spent depend on the second a stay ends in (a 30:01 stay needs 16 to reach the free
    // 15, a 30:00 one 15): the clock stands still, so each exit is exactly its minutes after entry.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now());
    onTestFinished(() => void vi.useRealTimers());
    const car = await carWithGrant(125, { coupon_type: 5, face_value: 130 });
    // 110 minutes bring 125 inside the free 15: ¥15 off, 20 left.
    expect((await exit(car.parkId, car.plate)).json().payload).toMatchObject({ discount: 1500 });
    expect(await grantRow(car.grantId)).toMatchObject({
      use_status: 0,
      minutes_left: 20,
      discount_amount: 1500,
    });
    await enter(car.parkId, car.plate, 30);
    // 30 minutes owe ¥5; 15 of the 20 minutes make it free.
    expect((await exit(car.parkId, car.plate)).json().payload).toMatchObject({ fee: 500, discount: 500 });
    expect(await grantRow(car.grantId)).toMatchObject({ use_status: 0, minutes_left: 5 });
    await enter(car.parkId, car.plate, 20);
    expect((await exit(car.parkId, car.plate)).json().payload).toMatchObject({ fee: 500, discount: 500 });
    expect(await grantRow(car.grantId)).toMatchObject({
      use_status: 1,
      minutes_left: 0,
      discount_amount: 2500,
    });
    expect((await usesOf(car.grantId)).map((u) => [u.minutes_used, u.discount_amount])).toEqual([
      [110, 1500],
      [15, 500],
      [5, 500],
    ]);
    expect((await stockRow(car.stockId)).used_count).toBe(1);
    // Used up: a fourth stay pays in full.
    await enter(car.parkId, car.plate, 30);
    expect((await exit(car.parkId, car.plate)).json().payload).toMatchObject({ fee: 500, discount: 0 });
  });
});

describe('which coupons apply', () => {
  it('never one of another lot, not yet started, expired, revoked or of another plate', async () => {
    const parkId = await createPark(app.db, merchantId);
    const otherPark = await createPark(app.db, merchantId);
    const plate = nextPlate();
    const now = nowSeconds();
    const elsewhere = await grantTo(plate, [otherPark]);
    const later = await grantTo(plate, [parkId], {}, now + 3600);
    const expired = await grantTo(plate, [parkId]);
    await app.db
      .updateTable('coupon_grant')
      .set({ expire_time: now - 1 })
      .where('id', '=', expired.grantId)
      .execute();
    const revoked = await grantTo(plate, [parkId]);
    await app.db.transaction().execute((tx) => revokeGrant(tx, revoked.grantId, now));
    const otherPlate = await grantTo(nextPlate(), [parkId]);
    await enter(parkId, plate, 125);
    expect((await exit(parkId, plate)).json().payload).toMatchObject({ fee: 1500, discount: 0, coupons: [] });
    for (const g of [elsewhere, later, expired, revoked, otherPlate]) {
      expect((await grantRow(g.grantId)).use_status).toBe(0);
    }
  });

  it('stackable coupons combine (折扣 first), each definition up to its max_per_stay', async () => {
    const parkId = await createPark(app.db, merchantId);
    const plate = nextPlate();
    const pct = await grantTo(plate, [parkId], { coupon_type: 6, face_value: 800, stackable: 1 });
    const cut = await grantTo(plate, [parkId], {
      coupon_type: 1,
      face_value: 300,
      stackable: 1,
      max_per_stay: 1,
    });
    // A second grant of the same ¥3 coupon: max_per_stay 1 keeps it for another stay.
    const { stockId } = await app.db
      .selectFrom('coupon_grant')
      .select('stock_id as stockId')
      .where('id', '=', cut.grantId)
      .executeTakeFirstOrThrow();
    const second = await app.db.transaction().execute((tx) =>
      grantCoupon(tx, {
        stockId: Number(stockId),
        holderId: merchantId,
        plate,
        plateColor: 1,
        channel: 1,
        operatorName: '测试',
        now: nowSeconds(),
      }),
    );
    await enter(parkId, plate, 125);
    const res = (await exit(parkId, plate)).json().payload;
    // ¥15 × 20% = ¥3, then ¥3 off: ¥6.
    expect(res).toMatchObject({ fee: 1500, discount: 600 });
    expect(res.coupons.map((c: { coupon_no: string }) => c.coupon_no)).toEqual([pct.grantNo, cut.grantNo]);
    expect((await grantRow(second.id)).use_status).toBe(0);
    await expectBalanced(res.record_id);
  });

  it('a non-stackable coupon is used alone when it is worth more than the stack', async () => {
    const parkId = await createPark(app.db, merchantId);
    const plate = nextPlate();
    const a = await grantTo(plate, [parkId], { coupon_type: 1, face_value: 300, stackable: 1 });
    const alone = await grantTo(plate, [parkId], { coupon_type: 1, face_value: 1000 });
    await enter(parkId, plate, 125);
    expect((await exit(parkId, plate)).json().payload).toMatchObject({ discount: 1000 });
    expect((await grantRow(alone.grantId)).use_status).toBe(1);
    expect((await grantRow(a.grantId)).use_status).toBe(0);
  });
});

describe('a coupon shown at the gate (券码)', () => {
  it('is refused with its reason and nothing changes', async () => {
    const parkId = await createPark(app.db, merchantId);
    const otherPark = await createPark(app.db, merchantId);
    const plate = nextPlate();
    const now = nowSeconds();
    const expired = await grantTo(plate, [parkId]);
    await app.db
      .updateTable('coupon_grant')
      .set({ expire_time: now - 1 })
      .where('id', '=', expired.grantId)
      .execute();
    const notYet = await grantTo(plate, [parkId], {}, now + 86_400);
    const elsewhere = await grantTo(plate, [otherPark]);
    const revoked = await grantTo(plate, [parkId]);
    await app.db.transaction().execute((tx) => revokeGrant(tx, revoked.grantId, now));
    const used = await grantTo(plate, [parkId]);
    await app.db.updateTable('coupon_grant').set({ use_status: 1 }).where('id', '=', used.grantId).execute();
    const notMine = await grantTo(nextPlate(), [parkId]);
    await enter(parkId, plate, 125);
    const refusals: [string, string | RegExp][] = [
      [expired.grantNo, /^该券已过期（有效期至 .+），不能使用$/],
      [notYet.grantNo, /^该券尚未生效（.+ 起可用），不能使用$/],
      [elsewhere.grantNo, '该券不能在本车场使用'],
      [revoked.grantNo, '该券已撤销，不能使用'],
      [used.grantNo, '该券已使用，不能重复使用'],
      [notMine.grantNo, `该券不属于车辆 ${plate}，不能使用`],
      ['FQ0000', '券码不存在，请核对后重试'],
    ];
    for (const [code, message] of refusals) {
      for (const call of [exit, pay]) {
        const res = (await call(parkId, plate, { grant_no: code })).json();
        expect(res.code).toBe(1409);
        expect(res.message).toMatch(message);
      }
    }
    expect(await openRecords(parkId, plate)).toHaveLength(1);
    const [record] = await openRecords(parkId, plate);
    expect(await ordersOf(Number(record!.id))).toHaveLength(0);
    for (const g of [expired, notYet, elsewhere, revoked, notMine]) {
      expect((await grantRow(g.grantId)).use_status).toBe(0);
    }
    expect((await grantRow(revoked.grantId)).status).toBe(0);
  });

  it('is used as shown, alone when it does not stack, even when another coupon would take more', async () => {
    const parkId = await createPark(app.db, merchantId);
    const plate = nextPlate();
    const shown = await grantTo(plate, [parkId], { coupon_type: 1, face_value: 200 });
    const better = await grantTo(plate, [parkId], { coupon_type: 3, face_value: 0 });
    await enter(parkId, plate, 125);
    const res = (await exit(parkId, plate, { grant_no: shown.grantNo.toLowerCase() })).json().payload;
    expect(res).toMatchObject({ discount: 200, coupons: [{ coupon_no: shown.grantNo, discount: 200 }] });
    expect((await grantRow(better.grantId)).use_status).toBe(0);
  });
});

describe('a coupon shown at the gate (券码) and max_per_stay', () => {
  it('is refused once the stay used its coupon’s max_per_stay at the pay station; nothing changes', async () => {
    const parkId = await createPark(app.db, merchantId, { charge_mode: 2 });
    const plate = nextPlate();
    const first = await grantTo(plate, [parkId], {
      coupon_type: 1,
      face_value: 300,
      stackable: 1,
      max_per_stay: 2,
    });
    const more = [];
    for (let i = 0; i < 2; i += 1) {
      more.push(
        await app.db.transaction().execute((tx) =>
          grantCoupon(tx, {
            stockId: first.stockId,
            holderId: merchantId,
            plate,
            plateColor: 1,
            channel: 1,
            operatorName: '测试',
            now: nowSeconds(),
          }),
        ),
      );
    }
    await enter(parkId, plate, 125);
    // The pay station takes two of the three ¥3 coupons (¥15 less ¥6), its limit for one stay.
    const paid = (await pay(parkId, plate)).json().payload;
    expect(paid).toMatchObject({ fee: 1500, discount: 600, order_status: 1 });
    const left = [first.grantId, ...more.map((g) => g.id)];
    const unused = [];
    for (const id of left) if ((await grantRow(id)).use_status === 0) unused.push(await grantRow(id));
    expect(unused).toHaveLength(1);
    // Three hours later the stay owes more; the third coupon shown at the gate is refused.
    await app.db
      .updateTable('parking_record')
      .set((eb) => ({ entry_time: eb('entry_time', '-', 3 * 3600) }))
      .where('id', '=', paid.record_id)
      .execute();
    const refused = (await exit(parkId, plate, { grant_no: unused[0]!.grant_no })).json();
    expect(refused).toMatchObject({ code: 1409, message: '该券每次停车最多使用 2 张，已达上限' });
    expect(await openRecords(parkId, plate)).toHaveLength(1);
    expect(await ordersOf(paid.record_id)).toHaveLength(1);
    expect((await grantRow(unused[0]!.id)).use_status).toBe(0);
    expect((await stockRow(first.stockId)).used_count).toBe(2);
  });
});

describe('one coupon, one payment', () => {
  it('two exits at two lots at once: the coupon pays one of them', async () => {
    const a = await createPark(app.db, merchantId);
    const b = await createPark(app.db, merchantId);
    const plate = nextPlate();
    const grant = await grantTo(plate, [a, b], { coupon_type: 1, face_value: 500 });
    await enter(a, plate, 125);
    await enter(b, plate, 125);
    const answers = (await Promise.all([exit(a, plate), exit(b, plate)])).map((r) => r.json());
    // The loser either saw the coupon spent (exit without it) or lost the guarded UPDATE (1409, rolled back).
    const discounts = answers.filter((r) => r.code === 1001).map((r) => r.payload.discount);
    expect(discounts.filter((d) => d === 500)).toHaveLength(1);
    for (const r of answers.filter((x) => x.code !== 1001)) {
      expect(r).toMatchObject({ code: 1409, message: '优惠券已被使用或已失效，请重新出场' });
    }
    expect(await usesOf(grant.grantId)).toHaveLength(1);
    expect((await stockRow(grant.stockId)).used_count).toBe(1);
  });

  it('the pay station spends it once; the exit does not count it again', async () => {
    const car = await carWithGrant(125, { coupon_type: 1, face_value: 500 }, 2);
    const paid = (await pay(car.parkId, car.plate)).json().payload;
    expect(paid).toMatchObject({ fee: 1500, discount: 500, paid: 1000, order_status: 1 });
    const out = (await exit(car.parkId, car.plate)).json();
    expect(out).toMatchObject({ code: 1001, payload: { discount: 0, order_id: null } });
    expect(await usesOf(car.grantId)).toHaveLength(1);
    await expectBalanced(paid.record_id);
  });

  it('a 多次进出时长 coupon used at the pay station and again at the exit counts as one coupon of the stay', async () => {
    const parkId = await createPark(app.db, merchantId);
    const plate = nextPlate();
    const budget = await grantTo(plate, [parkId], {
      coupon_type: 5,
      face_value: 300,
      stackable: 1,
      max_per_stay: 1,
    });
    await enter(parkId, plate, 125);
    const paid = (await pay(parkId, plate)).json().payload;
    expect(paid).toMatchObject({ discount: 1500, order_status: 1 });
    // Three hours later the stay owes ¥15 more (6 started hours: ¥30 in all).
    await app.db
      .updateTable('parking_record')
      .set((eb) => ({ entry_time: eb('entry_time', '-', 3 * 3600) }))
      .where('id', '=', paid.record_id)
      .execute();
    const out = (await exit(parkId, plate)).json().payload;
    expect(out).toMatchObject({ fee: 3000, discount: 1500 });
    const uses = await usesOf(budget.grantId);
    expect(uses).toHaveLength(2);
    expect(
      uses.reduce((s, u) => s + u.minutes_used, 0) + Number((await grantRow(budget.grantId)).minutes_left),
    ).toBe(300);
    await expectBalanced(paid.record_id);
  });

  it('a pay-before-exit lot keeps a car the coupons do not cover, and the coupon stays unused', async () => {
    const car = await carWithGrant(125, { coupon_type: 1, face_value: 500 }, 2);
    const refused = (await exit(car.parkId, car.plate, { grant_no: car.grantNo })).json();
    expect(refused).toMatchObject({ code: 1409, message: '请先缴费后离场，应缴 ￥10.00' });
    expect((await grantRow(car.grantId)).use_status).toBe(0);
    expect((await stockRow(car.stockId)).used_count).toBe(0);
    expect(await usesOf(car.grantId)).toHaveLength(0);
  });
});
