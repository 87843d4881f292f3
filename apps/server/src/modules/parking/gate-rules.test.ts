import { PERMISSION_CATALOGUE } from '@console/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowSeconds } from '../../lib/clock.js';
import { bearer, createFixtureAccount } from '../../test/account-fixture.js';
import { createPark, createParkCar } from '../../test/parking-fixture.js';
import { tokenFor } from '../../test/session-token.js';
import { createTestApp } from '../../test/test-app.js';

// Every parking code plus the developer tool: the rules below are about behaviour, not access.
const CODES = [
  ...PERMISSION_CATALOGUE.filter((p) => p.area === 'parking').map((p) => p.code),
  'system:devtool:parking',
];

let app: FastifyInstance;
let token: string;
let merchantId: number;
let plateSerial = 0;

function nextPlate(): string {
  plateSerial += 1;
  return `粤B${String(50000 + plateSerial)}`;
}

const post = (url: string, payload: object) =>
  app.inject({ method: 'POST', url: `/api${url}`, headers: bearer(token), payload });
const put = (url: string, payload: object) =>
  app.inject({ method: 'PUT', url: `/api${url}`, headers: bearer(token), payload });
const get = (url: string) => app.inject({ url: `/api${url}`, headers: bearer(token) });

async function enter(parkId: number, plate: string, minutesAgo = 0) {
  return post('/devtool/parking/entry', { park_id: parkId, plate, minutes_ago: minutesAgo });
}

async function orderOf(recordId: number) {
  return app.db.selectFrom('payment_order').selectAll().where('record_id', '=', recordId).execute();
}

beforeAll(async () => {
  app = await createTestApp();
  const owner = await createFixtureAccount(app, { permissions: CODES });
  merchantId = owner.merchantId;
  token = await tokenFor(app, owner.managerId);
});
afterAll(async () => app.close());

describe('the fee of a stay follows the park rule and charge mode', () => {
  it('pay after exit first: an unpaid exit leaves an order 处理中 in arrears for the rule’s amount', async () => {
    const parkId = await createPark(app.db, merchantId, { charge_mode: 1 });
    const plate = nextPlate();
    expect((await enter(parkId, plate, 125)).json().payload).toMatchObject({ admitted: true, car_type: 1 });
    const exit = await post('/devtool/parking/exit', { park_id: parkId, plate });
    expect(exit.json()).toMatchObject({ code: 1001, payload: { fee: 1500, paid: 0, order_status: 0 } });
    const [order] = await orderOf(exit.json().payload.record_id);
    expect(order).toMatchObject({
      amount: 1500,
      paid_amount: 0,
      status: 0,
      overdraft: 1,
      business: 'parking_cashier',
    });
  });

  it('pay before exit: an unpaid car is kept with a 1409 and nothing changes; paying at the booth lets it out', async () => {
    const parkId = await createPark(app.db, merchantId, { charge_mode: 2 });
    const plate = nextPlate();
    const { record_id } = (await enter(parkId, plate, 61)).json().payload;
    const refused = await post('/devtool/parking/exit', { park_id: parkId, plate });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 1409, message: '请先缴费后离场，应缴 ￥10.00' });
    expect(await orderOf(record_id)).toHaveLength(0);
    const paid = await post('/devtool/parking/exit', { park_id: parkId, plate, pay_type: 2, pay_mode: 3 });
    expect(paid.json().payload).toMatchObject({ fee: 1000, paid: 1000, order_status: 1 });
    const [order] = await orderOf(record_id);
    expect(order).toMatchObject({ pay_type: 2, pay_mode: 3, business: 'parking_cashier', status: 1 });
  });

  it('pay before exit: a prepayment settles the order and the exit owes nothing more', async () => {
    const parkId = await createPark(app.db, merchantId, { charge_mode: 2 });
    const plate = nextPlate();
    const { record_id } = (await enter(parkId, plate, 30)).json().payload;
    const pay = await post('/devtool/parking/pay', { park_id: parkId, plate, pay_type: 3, pay_mode: 4 });
    expect(pay.json().payload).toMatchObject({ fee: 500, order_status: 1 });
    const exit = await post('/devtool/parking/exit', { park_id: parkId, plate });
    expect(exit.json().payload).toMatchObject({ fee: 500, paid: 500, order_id: null });
    const orders = await orderOf(record_id);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ amount: 500, business: 'autopay', pay_type: 3, pay_mode: 4 });
  });

  it('charge mode off: the exit is free and still yields a 零元 order settled offline', async () => {
    const parkId = await createPark(app.db, merchantId, { charge_mode: 0 });
    const plate = nextPlate();
    const { record_id } = (await enter(parkId, plate, 600)).json().payload;
    expect((await post('/devtool/parking/exit', { park_id: parkId, plate })).json().payload.fee).toBe(0);
    expect((await orderOf(record_id))[0]).toMatchObject({ amount: 0, pay_type: 1, pay_mode: 0, status: 1 });
  });

  it('within the free minutes nothing is charged; the daily cap holds', async () => {
    const parkId = await createPark(app.db, merchantId);
    const short = nextPlate();
    await enter(parkId, short, 14);
    expect((await post('/devtool/parking/exit', { park_id: parkId, plate: short })).json().payload.fee).toBe(
      0,
    );
    const long = nextPlate();
    await enter(parkId, long, 20 * 60);
    expect((await post('/devtool/parking/exit', { park_id: parkId, plate: long })).json().payload.fee).toBe(
      3000,
    );
  });
});

describe('cards and lists', () => {
  it('a valid monthly card parks free; once lapsed it pays from the card’s end', async () => {
    const parkId = await createPark(app.db, merchantId);
    const now = nowSeconds();
    const plate = nextPlate();
    await createParkCar(app.db, parkId, 'month', { plate, start_time: now - 86_400, end_time: now + 86_400 });
    expect((await enter(parkId, plate, 300)).json().payload.car_type).toBe(2);
    expect((await post('/devtool/parking/exit', { park_id: parkId, plate })).json().payload.fee).toBe(0);

    const lapsing = nextPlate();
    await createParkCar(app.db, parkId, 'month', {
      plate: lapsing,
      start_time: now - 86_400,
      end_time: now + 600,
    });
    await enter(parkId, lapsing, 240);
    await app.db
      .updateTable('park_car')
      .set({ end_time: now - 90 * 60 })
      .where('plate', '=', lapsing)
      .execute();
    // Lapsed 90 minutes ago: two started hours, not the four of the whole stay.
    expect(
      (await post('/devtool/parking/exit', { park_id: parkId, plate: lapsing })).json().payload.fee,
    ).toBe(1000);
  });

  it('renewing a monthly card extends it by the card type’s unit and writes its 月卡订单', async () => {
    const parkId = await createPark(app.db, merchantId);
    const now = nowSeconds();
    const end = now + 10 * 86_400;
    const id = await createParkCar(app.db, parkId, 'month', {
      card_type: 6, // 季卡: one unit is three months
      start_time: now - 80 * 86_400,
      end_time: end,
      unit_price: 80_000,
    });
    const res = await put('/parking/month-card/renew', { id, quantity: 2, pay_type: 2, pay_mode: 3 });
    expect(res.json().code).toBe(1001);
    const card = await app.db
      .selectFrom('park_car')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const endDate = new Date((end + 8 * 3600) * 1000);
    endDate.setUTCMonth(endDate.getUTCMonth() + 6);
    expect(card.end_time).toBe(endDate.getTime() / 1000 - 8 * 3600);
    const order = await app.db
      .selectFrom('recharge_order')
      .selectAll()
      .where('car_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      quantity: 2,
      amount: 160_000,
      business: 'recharge',
      period_start: end,
      period_end: card.end_time,
      status: 1,
    });
    const bad = await put('/parking/month-card/renew', { id, quantity: 0, pay_type: 2, pay_mode: 3 });
    expect(bad.statusCode).toBe(400);
  });

  it('a stored-value card is debited at exit; an empty one pays like a visitor', async () => {
    const parkId = await createPark(app.db, merchantId);
    const plate = nextPlate();
    const cardId = await createParkCar(app.db, parkId, 'value', { plate, balance: 1200 });
    expect((await enter(parkId, plate, 90)).json().payload.car_type).toBe(4);
    const exit = await post('/devtool/parking/exit', { park_id: parkId, plate });
    expect(exit.json().payload).toMatchObject({ fee: 1000, paid: 1000, order_status: 1 });
    expect((await orderOf(exit.json().payload.record_id))[0]).toMatchObject({ pay_type: 4 });
    const card = await app.db
      .selectFrom('park_car')
      .select('balance')
      .where('id', '=', cardId)
      .executeTakeFirstOrThrow();
    expect(card.balance).toBe(200);

    await enter(parkId, plate, 90);
    const owed = await post('/devtool/parking/exit', { park_id: parkId, plate });
    expect(owed.json().payload).toMatchObject({ fee: 1000, paid: 0, order_status: 0 });
    const recharge = await put('/parking/value-card/recharge', {
      id: cardId,
      amount: 5000,
      pay_type: 2,
      pay_mode: 4,
    });
    expect(recharge.json().payload.balance).toBe(5200);
  });

  it('a whitelist car parks free', async () => {
    const parkId = await createPark(app.db, merchantId);
    const plate = nextPlate();
    const now = nowSeconds();
    await createParkCar(app.db, parkId, 'white', { plate, start_time: now - 86_400, end_time: now + 86_400 });
    expect((await enter(parkId, plate, 500)).json().payload.car_type).toBe(3);
    expect((await post('/devtool/parking/exit', { park_id: parkId, plate })).json().payload.fee).toBe(0);
  });

  it('a blacklist car is refused entry with its reason recorded in the gate feed', async () => {
    const parkId = await createPark(app.db, merchantId);
    const plate = nextPlate();
    await createParkCar(app.db, parkId, 'black', { plate, reason: '多次逃费' });
    const res = await enter(parkId, plate);
    expect(res.json().payload).toEqual({ admitted: false, reason: '多次逃费' });
    const open = await app.db.selectFrom('parking_record').select('id').where('plate', '=', plate).execute();
    expect(open).toHaveLength(0);
    const overview = (await get(`/parking/console/overview?park_id=${parkId}`)).json().payload;
    expect(overview.events[0]).toMatchObject({
      kind: 'refused',
      plate,
      content: '黑名单车辆，拒绝入场：多次逃费',
    });
  });

  it('a car already in the lot cannot enter twice; a bad plate is refused in Chinese', async () => {
    const parkId = await createPark(app.db, merchantId);
    const plate = nextPlate();
    await enter(parkId, plate);
    const again = await enter(parkId, plate);
    expect(again.json()).toMatchObject({ code: 1409, message: '该车辆已在场内，不能重复入场' });
    const bad = await enter(parkId, 'ABC123');
    expect(bad.json()).toMatchObject({ code: 1400, message: '请输入正确的车牌号码' });
  });
});

describe('manual release', () => {
  it('records who released which car and why, closes the stay, and waives its fee', async () => {
    const parkId = await createPark(app.db, merchantId);
    const plate = nextPlate();
    const { record_id } = (await enter(parkId, plate, 130)).json().payload;
    const missing = await put('/parking/in-parking/release', { id: record_id });
    expect(missing.statusCode).toBe(400);
    const res = await put('/parking/in-parking/release', {
      id: record_id,
      reason: '道闸故障',
      gate: '2号出口',
    });
    expect(res.json().payload).toMatchObject({ waived_amount: 1500 });
    const release = await app.db
      .selectFrom('release_record')
      .selectAll()
      .where('record_id', '=', record_id)
      .executeTakeFirstOrThrow();
    expect(release).toMatchObject({ plate, reason: '道闸故障', gate: '2号出口', waived_amount: 1500 });
    expect(release.operator_name).toContain('测试用户');
    const record = await app.db
      .selectFrom('parking_record')
      .selectAll()
      .where('id', '=', record_id)
      .executeTakeFirstOrThrow();
    expect(record).toMatchObject({ status: 0, remark: '人工放行：道闸故障' });
    const twice = await put('/parking/in-parking/release', { id: record_id, reason: '再次' });
    expect(twice.statusCode).toBe(404); // no longer in the lot
  });
});
