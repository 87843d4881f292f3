import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowSeconds } from '../../lib/clock.js';
import { bearer, createFixtureAccount } from '../../test/account-fixture.js';
import { createCoupon, createToken } from '../../test/mcoupon-fixture.js';
import { createPark } from '../../test/parking-fixture.js';
import { tokenFor } from '../../test/session-token.js';
import { createTestApp } from '../../test/test-app.js';

// The park fixture's rule: ¥5 per started hour after 15 free minutes, ¥30 a day at most.
let app: FastifyInstance;
let token: string;
let merchantId: number;
let plateSerial = 0;

const nextPlate = () => `粤B${String(70000 + (plateSerial += 1))}`;
const post = (url: string, payload: object) =>
  app.inject({ method: 'POST', url: `/api${url}`, headers: bearer(token), payload });
const enter = (parkId: number, plate: string, minutesAgo: number) =>
  post('/devtool/parking/entry', { park_id: parkId, plate, minutes_ago: minutesAgo });
const exit = async (parkId: number, plate: string, extra: object = {}) =>
  post('/devtool/parking/exit', { park_id: parkId, plate, ...extra });
const coupon = (id: number) =>
  app.db.selectFrom('park_coupon').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const tokenRow = (id: number) =>
  app.db.selectFrom('park_coupon_token').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const orderOf = (recordId: number) =>
  app.db.selectFrom('payment_order').selectAll().where('record_id', '=', recordId).executeTakeFirstOrThrow();

beforeAll(async () => {
  app = await createTestApp();
  const owner = await createFixtureAccount(app, { permissions: ['system:devtool:parking'] });
  merchantId = owner.merchantId;
  token = await tokenFor(app, owner.managerId);
});
afterAll(async () => app.close());

/** A car in a fresh park `minutes` ago holding one coupon of a token with these terms. */
async function carWithCoupon(minutes: number, terms: Parameters<typeof createToken>[2], mode = 1) {
  const parkId = await createPark(app.db, merchantId, { charge_mode: mode });
  const plate = nextPlate();
  const tokenId = await createToken(app.db, parkId, terms);
  const couponId = await createCoupon(app.db, tokenId, plate);
  await enter(parkId, plate, minutes);
  return { parkId, plate, tokenId, couponId };
}

describe('a merchant coupon at the exit gate', () => {
  it('减免金额 takes its face value off the order and is spent on that record and order', async () => {
    const car = await carWithCoupon(125, { coupon_type: 1, face_value: 500 });
    const res = (await exit(car.parkId, car.plate)).json();
    expect(res.payload).toMatchObject({ fee: 1500, discount: 500, paid: 0, order_status: 0 });
    const order = await orderOf(res.payload.record_id);
    expect(order).toMatchObject({ amount: 1500, discount_amount: 500, paid_amount: 0 });
    expect(await coupon(car.couponId)).toMatchObject({
      status: 1,
      record_id: res.payload.record_id,
      order_no: order.order_no,
      discount_amount: 500,
    });
    expect((await coupon(car.couponId)).use_time).toBeGreaterThan(0);
    expect((await tokenRow(car.tokenId)).used_count).toBe(1);
  });

  it('减免金额 larger than the fee takes only the fee; the order is settled by the coupon', async () => {
    const car = await carWithCoupon(30, { coupon_type: 1, face_value: 2000 });
    const res = (await exit(car.parkId, car.plate)).json().payload;
    expect(res).toMatchObject({ fee: 500, discount: 500, order_status: 1 });
    expect(await orderOf(res.record_id)).toMatchObject({ amount: 500, discount_amount: 500, pay_type: 8 });
  });

  it('减免时长 takes off what its minutes cost under the same rule', async () => {
    // 125 minutes less 60 is 65 minutes: two started hours, so one hour (¥5) is taken off.
    const hour = await carWithCoupon(125, { coupon_type: 2, face_value: 60 });
    expect((await exit(hour.parkId, hour.plate)).json().payload).toMatchObject({ fee: 1500, discount: 500 });
    // 125 less 115 is inside the 15 free minutes: the whole fee.
    const most = await carWithCoupon(125, { coupon_type: 2, face_value: 115 });
    expect((await exit(most.parkId, most.plate)).json().payload).toMatchObject({ fee: 1500, discount: 1500 });
  });

  it('减免时长 that saves nothing under the daily cap is kept for another stay', async () => {
    const car = await carWithCoupon(20 * 60, { coupon_type: 2, face_value: 60 });
    expect((await exit(car.parkId, car.plate)).json().payload).toMatchObject({ fee: 3000, discount: 0 });
    expect((await coupon(car.couponId)).status).toBe(0);
  });

  it('全免 takes everything, so a pay-before-exit lot lets the car out', async () => {
    const car = await carWithCoupon(125, { coupon_type: 3, face_value: 0 }, 2);
    const res = (await exit(car.parkId, car.plate)).json();
    expect(res).toMatchObject({
      code: 1001,
      payload: { fee: 1500, discount: 1500, paid: 0, order_status: 1 },
    });
    expect(await orderOf(res.payload.record_id)).toMatchObject({
      amount: 1500,
      discount_amount: 1500,
      status: 1,
    });
  });

  it('a pay-before-exit lot still keeps a car the coupon does not cover, and the coupon stays unused', async () => {
    const car = await carWithCoupon(125, { coupon_type: 1, face_value: 500 }, 2);
    const refused = await exit(car.parkId, car.plate);
    expect(refused.json()).toMatchObject({ code: 1409, message: '请先缴费后离场，应缴 ￥10.00' });
    expect((await coupon(car.couponId)).status).toBe(0);
    expect((await tokenRow(car.tokenId)).used_count).toBe(0);
  });

  it('a car that owes nothing does not spend its coupon', async () => {
    const car = await carWithCoupon(10, { coupon_type: 1, face_value: 500 });
    expect((await exit(car.parkId, car.plate)).json().payload).toMatchObject({ fee: 0, discount: 0 });
    expect((await coupon(car.couponId)).status).toBe(0);
  });

  it('spends the coupon expiring first, never an expired, used, voided or other lot’s one', async () => {
    const parkId = await createPark(app.db, merchantId);
    const otherPark = await createPark(app.db, merchantId);
    const plate = nextPlate();
    const now = nowSeconds();
    const tokenId = await createToken(app.db, parkId, { face_value: 300 });
    const later = await createCoupon(app.db, tokenId, plate, { expire_time: now + 20 * 86_400 });
    const sooner = await createCoupon(app.db, tokenId, plate, { expire_time: now + 2 * 86_400 });
    const expired = await createCoupon(app.db, tokenId, plate, { expire_time: now - 60 });
    const voided = await createCoupon(app.db, tokenId, plate, { expire_time: now + 86_400, status: 3 });
    const elsewhere = await createCoupon(app.db, await createToken(app.db, otherPark), plate, {
      expire_time: now + 3600,
    });
    await enter(parkId, plate, 125);
    expect((await exit(parkId, plate)).json().payload.discount).toBe(300);
    expect((await coupon(sooner)).status).toBe(1);
    for (const id of [later, expired, elsewhere]) expect((await coupon(id)).status).toBe(0);
    expect((await coupon(voided)).status).toBe(3);
  });

  it('a car without a coupon exits as before, with no discount', async () => {
    const parkId = await createPark(app.db, merchantId);
    const plate = nextPlate();
    await enter(parkId, plate, 125);
    const res = (await exit(parkId, plate)).json().payload;
    expect(res).toMatchObject({ fee: 1500, discount: 0 });
    expect(await orderOf(res.record_id)).toMatchObject({ amount: 1500, discount_amount: 0 });
  });
});

describe('a merchant coupon at the pay station', () => {
  const pay = (parkId: number, plate: string) =>
    post('/devtool/parking/pay', { park_id: parkId, plate, pay_type: 2, pay_mode: 3 });
  const ordersOf = (recordId: number) =>
    app.db.selectFrom('payment_order').selectAll().where('record_id', '=', recordId).execute();

  it('comes off before paying, and the exit does not charge it again', async () => {
    const car = await carWithCoupon(125, { coupon_type: 1, face_value: 500 }, 2);
    const paid = (await pay(car.parkId, car.plate)).json().payload;
    expect(paid).toMatchObject({ fee: 1500, discount: 500, paid: 1000, order_status: 1 });
    expect(await coupon(car.couponId)).toMatchObject({ status: 1, discount_amount: 500 });
    expect((await pay(car.parkId, car.plate)).json()).toMatchObject({ code: 1409, message: '当前无需缴费' });

    // Within the same started hour the pay-before-exit lot lets the car out: no second order.
    const out = (await exit(car.parkId, car.plate)).json();
    expect(out).toMatchObject({ code: 1001, payload: { fee: 1500, discount: 0, order_id: null } });
    const orders = await ordersOf(paid.record_id);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ amount: 1500, discount_amount: 500, paid_amount: 1000, pay_type: 2 });
  });

  it('an order the coupon covers in full is paid by the coupon', async () => {
    const car = await carWithCoupon(125, { coupon_type: 3, face_value: 0 }, 2);
    const paid = (await pay(car.parkId, car.plate)).json().payload;
    expect(paid).toMatchObject({ fee: 1500, discount: 1500, paid: 0, order_status: 1 });
    expect(await orderOf(paid.record_id)).toMatchObject({ amount: 1500, discount_amount: 1500, pay_type: 8 });
    expect((await exit(car.parkId, car.plate)).json()).toMatchObject({
      code: 1001,
      payload: { order_id: null },
    });
  });
});

describe('a merchant coupon shown at the gate by its 券码', () => {
  const codeOf = async (id: number) => (await coupon(id)).coupon_no;

  it('is refused with its reason and nothing changes, else used', async () => {
    const parkId = await createPark(app.db, merchantId);
    const otherPark = await createPark(app.db, merchantId);
    const plate = nextPlate();
    const tokenId = await createToken(app.db, parkId, { face_value: 300 });
    const voided = await createCoupon(app.db, tokenId, plate, { status: 3 });
    const elsewhere = await createCoupon(app.db, await createToken(app.db, otherPark), plate);
    const notMine = await createCoupon(app.db, tokenId, nextPlate());
    const good = await createCoupon(app.db, tokenId, plate);
    const better = await createCoupon(app.db, await createToken(app.db, parkId, { face_value: 900 }), plate);
    await enter(parkId, plate, 125);
    const refusals: [number, string][] = [
      [voided, '该券已作废，不能使用'],
      [elsewhere, '该券不能在本车场使用'],
      [notMine, `该券不属于车辆 ${plate}，不能使用`],
    ];
    for (const [id, message] of refusals) {
      expect((await exit(parkId, plate, { grant_no: await codeOf(id) })).json()).toMatchObject({
        code: 1409,
        message,
      });
    }
    expect((await exit(parkId, plate, { grant_no: 'MQ1' })).json().message).toBe('券码不存在，请核对后重试');
    for (const id of [elsewhere, notMine, good, better]) expect((await coupon(id)).status).toBe(0);
    // The code shown wins over the plate's better coupon.
    const out = (await exit(parkId, plate, { grant_no: await codeOf(good) })).json().payload;
    expect(out).toMatchObject({ fee: 1500, discount: 300 });
    expect((await coupon(good)).status).toBe(1);
    expect((await coupon(better)).status).toBe(0);
  });

  it('a stay that used a coupon at the pay station cannot add a 商户券 at the exit', async () => {
    const car = await carWithCoupon(125, { coupon_type: 1, face_value: 500 });
    const other = await createCoupon(app.db, car.tokenId, car.plate);
    await post('/devtool/parking/pay', { park_id: car.parkId, plate: car.plate, pay_type: 2, pay_mode: 3 });
    await app.db
      .updateTable('parking_record')
      .set((eb) => ({ entry_time: eb('entry_time', '-', 3 * 3600) }))
      .where('plate', '=', car.plate)
      .where('status', '=', 1)
      .execute();
    const refused = (await exit(car.parkId, car.plate, { grant_no: await codeOf(other) })).json();
    expect(refused).toMatchObject({ code: 1409, message: '本次停车已使用不可叠加的优惠券，不能再使用该券' });
    // Without a code the exit charges the new hours and keeps the second coupon for another stay.
    expect((await exit(car.parkId, car.plate)).json().payload).toMatchObject({ discount: 0 });
    expect((await coupon(other)).status).toBe(0);
  });
});
