import { addMonths, renewedPeriod } from '@console/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowSeconds } from '../../../lib/clock.js';
import { bearer, createFixtureAccount } from '../../../test/account-fixture.js';
import { engineClient } from '../../../test/engine-client.js';
import { createPark, createParkCar } from '../../../test/parking-fixture.js';
import { createApplication } from '../../../test/parking-operations-fixture.js';
import { tokenFor } from '../../../test/session-token.js';
import { createTestApp } from '../../../test/test-app.js';

const CODES = ['parking:vip:apply:list', 'parking:vip:apply:detail', 'parking:vip:apply:audit'];
let devOwnerToken: string;
let devOwnerParkId: number;
let devOwnerMerchantId: number;
const APPROVE = { unit_price: 30000, pay_type: 2, pay_mode: 3 };

let app: FastifyInstance;
let token: string;
let merchantId: number;
let parkId: number;
const applies = () => engineClient(app, 'parking/car-apply');

const card = (plate: string) =>
  app.db
    .selectFrom('park_car')
    .selectAll()
    .where('park_id', '=', parkId)
    .where('plate', '=', plate)
    .where('category', '=', 'month')
    .executeTakeFirst();
const application = (id: number) =>
  app.db.selectFrom('fixed_car_apply').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const orders = (plate: string) =>
  app.db.selectFrom('recharge_order').selectAll().where('plate', '=', plate).execute();

beforeAll(async () => {
  app = await createTestApp();
  const user = await createFixtureAccount(app, { permissions: CODES, products: ['parking'] });
  merchantId = user.merchantId;
  token = await tokenFor(app, user.managerId);
  parkId = await createPark(app.db, merchantId);
  const owner = await createFixtureAccount(app, {
    permissions: [...CODES, 'system:devtool:parking'],
    parentId: merchantId,
  });
  devOwnerToken = await tokenFor(app, owner.managerId);
  devOwnerMerchantId = owner.merchantId;
  devOwnerParkId = await createPark(app.db, owner.merchantId);
});
afterAll(async () => app.close());

describe('固定车申请 › 通过', () => {
  it('opens a monthly card for the applied quantity, with its order, in one change', async () => {
    const id = await createApplication(app.db, parkId, { plate: '粤B1A001', quantity: 3 });
    const before = nowSeconds();
    const res = await applies().action(token, 'approve', { id, ...APPROVE });
    expect(res.json()).toMatchObject({ code: 1001, payload: { amount: 90000 } });

    const opened = await card('粤B1A001');
    expect(opened).toMatchObject({ card_type: 1, status: 1, unit_price: 30000, owner_name: '张伟' });
    // A new card starts now and runs three calendar months (CST), as 续费 would give it.
    expect(opened!.start_time).toBeGreaterThanOrEqual(before);
    expect(opened!.end_time).toBe(addMonths(opened!.start_time, 3));
    expect(await application(id)).toMatchObject({ status: 1, car_id: opened!.id, reject_reason: null });
    expect((await application(id)).audit_time).toBeGreaterThanOrEqual(before);
    const [order] = await orders('粤B1A001');
    expect(order).toMatchObject({ card_type: 1, quantity: 3, amount: 90000, period_end: opened!.end_time });

    const audit = await app.db
      .selectFrom('audit_log')
      .select(['resource', 'action', 'row_id'])
      .where('resource', 'in', ['parking/car-apply', 'parking/month-card'])
      .where('create_time', '>=', before)
      .execute();
    expect(audit).toEqual(
      expect.arrayContaining([
        { resource: 'parking/car-apply', action: 'approve', row_id: id },
        { resource: 'parking/month-card', action: 'create', row_id: opened!.id },
      ]),
    );
  });

  it('counts a quarter card in quarters', async () => {
    const id = await createApplication(app.db, parkId, { plate: '粤B1A002', card_type: 6, quantity: 2 });
    await applies().action(token, 'approve', { id, ...APPROVE });
    const opened = await card('粤B1A002');
    expect(opened!.end_time).toBe(addMonths(opened!.start_time, 6));
  });

  it('extends a valid card of the same type from its end', async () => {
    const now = nowSeconds();
    const end = now + 10 * 86_400;
    const carId = await createParkCar(app.db, parkId, 'month', {
      plate: '粤B1A003',
      card_type: 1,
      start_time: now - 20 * 86_400,
      end_time: end,
    });
    const id = await createApplication(app.db, parkId, { plate: '粤B1A003', quantity: 1 });
    await applies().action(token, 'approve', { id, ...APPROVE });
    const renewed = await card('粤B1A003');
    const expected = renewedPeriod({ card_type: 1, start_time: now - 20 * 86_400, end_time: end }, 1, now);
    expect(renewed).toMatchObject({ id: carId, end_time: expected.end_time, start_time: now - 20 * 86_400 });
    expect((await application(id)).car_id).toBe(carId);
  });

  it('refuses a car with another card type or on the blacklist, and changes nothing', async () => {
    await createParkCar(app.db, parkId, 'month', { plate: '粤B1A004', card_type: 5 });
    const other = await createApplication(app.db, parkId, { plate: '粤B1A004', card_type: 1 });
    const res = await applies().action(token, 'approve', { id: other, ...APPROVE });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 1409, message: expect.stringContaining('年卡') });
    expect((await application(other)).status).toBe(0);
    expect(await orders('粤B1A004')).toHaveLength(0);

    await createParkCar(app.db, parkId, 'black', { plate: '粤B1A005', reason: '多次逃费' });
    const black = await createApplication(app.db, parkId, { plate: '粤B1A005' });
    const refused = await applies().action(token, 'approve', { id: black, ...APPROVE });
    expect(refused.json()).toMatchObject({ code: 1409, message: expect.stringContaining('多次逃费') });
    expect(await card('粤B1A005')).toBeUndefined();
    expect((await application(black)).status).toBe(0);
  });

  it('refuses a card type without a period', async () => {
    const id = await createApplication(app.db, parkId, { plate: '粤B1A006', card_type: 2 });
    const res = await applies().action(token, 'approve', { id, ...APPROVE });
    expect(res.json().code).toBe(1409);
    expect(await card('粤B1A006')).toBeUndefined();
  });

  it('answers 400 without a price and reviews an application only once', async () => {
    const id = await createApplication(app.db, parkId, { plate: '粤B1A007' });
    const bad = await applies().action(token, 'approve', { id, pay_type: 1, pay_mode: 0 });
    expect(bad.statusCode).toBe(400);
    expect((await applies().action(token, 'approve', { id, ...APPROVE })).json().code).toBe(1001);
    const again = await applies().action(token, 'approve', { id, ...APPROVE });
    expect(again.json()).toMatchObject({ code: 1409, message: '当前审核状态不允许通过' });
    expect(await orders('粤B1A007')).toHaveLength(1);
  });
});

describe('固定车申请 › 驳回', () => {
  it('needs a reason, keeps it, and closes the application', async () => {
    const id = await createApplication(app.db, parkId, { plate: '粤B1A008' });
    const blank = await applies().action(token, 'reject', { id, reject_reason: '   ' });
    expect(blank.json()).toMatchObject({ code: 1400, message: '请输入驳回原因' });
    expect((await application(id)).status).toBe(0);

    expect((await applies().action(token, 'reject', { id, reject_reason: '车位已满' })).json().code).toBe(
      1002,
    );
    expect(await application(id)).toMatchObject({ status: 2, reject_reason: '车位已满', car_id: null });
    const approve = await applies().action(token, 'approve', { id, ...APPROVE });
    expect(approve.json().code).toBe(1409);
    expect(await card('粤B1A008')).toBeUndefined();
  });
});

describe('固定车申请 › scope', () => {
  it('hides another merchant’s application and cannot review it', async () => {
    const stranger = await createFixtureAccount(app, { permissions: CODES, products: ['parking'] });
    const strangerToken = await tokenFor(app, stranger.managerId);
    const id = await createApplication(app.db, parkId, { plate: '粤B1A009' });
    expect((await applies().detail(strangerToken, id)).statusCode).toBe(404);
    expect((await applies().action(strangerToken, 'approve', { id, ...APPROVE })).statusCode).toBe(404);
    expect((await application(id)).status).toBe(0);
  });
});

describe('模拟车主提交固定车申请 (developer tool)', () => {
  const file = (t: string, payload: object) =>
    app.inject({ method: 'POST', url: '/api/devtool/parking/car-apply', headers: bearer(t), payload });
  const body = (plate: string) => ({
    park_id: devOwnerParkId,
    plate,
    card_type: 1,
    quantity: 2,
    applicant_name: '陈静',
    applicant_mobile: '13500135000',
  });

  it('files a pending application that the review then opens as a card', async () => {
    const dev = await createFixtureAccount(app, { permissions: ['system:devtool:parking'] });
    const devToken = await tokenFor(app, dev.managerId);
    // The developer tool works inside the caller's own scope: another tenant's park is 404.
    expect((await file(devToken, body('粤B1A010'))).statusCode).toBe(404);

    // A merchant below the reviewing one files into its own park; the parent reviews it.
    const adminToken = devOwnerToken;
    const res = await file(adminToken, body('粤b1a010'));
    expect(res.json()).toMatchObject({ code: 1001, payload: { apply_no: expect.stringMatching(/^A\d+$/) } });
    const id = res.json().payload.id as number;
    expect(await application(id)).toMatchObject({
      plate: '粤B1A010',
      status: 0,
      merchant_id: devOwnerMerchantId,
    });
    expect((await file(adminToken, body('粤B1A010'))).json()).toMatchObject({
      code: 1409,
      message: '该车辆已有待审核的申请',
    });
    expect((await file(adminToken, body('ABC'))).json().code).toBe(1400);

    expect((await applies().action(token, 'approve', { id, ...APPROVE })).json().code).toBe(1001);
    const opened = await app.db
      .selectFrom('park_car')
      .select(['status', 'merchant_id'])
      .where('park_id', '=', devOwnerParkId)
      .where('plate', '=', '粤B1A010')
      .executeTakeFirst();
    expect(opened).toEqual({ status: 1, merchant_id: devOwnerMerchantId });
  });
});
