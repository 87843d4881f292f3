import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/account-fixture.js';
import { createParkCar, createPark } from '../../test/parking-fixture.js';
import { createTestApp } from '../../test/test-app.js';
import { buildTenantTree, type TenantTree } from '../../test/tenant-tree.js';

const CODES = ['system:devtool:parking', 'parking:console:view', 'parking:blacklist:create'];

describe('devtool parking (模拟进出场)', () => {
  let app: FastifyInstance;
  let tree: TenantTree;
  let parkId: number;
  let prepaidPark: number;

  beforeAll(async () => {
    app = await createTestApp();
    tree = await buildTenantTree(app, CODES);
    parkId = await createPark(app.db, tree.merchant.merchantId);
    prepaidPark = await createPark(app.db, tree.merchant.merchantId, { charge_mode: 2 });
    await createParkCar(app.db, parkId, 'black', { plate: '粤B66666', reason: '多次逃费' });
  });
  afterAll(async () => app.close());

  const call = (op: 'entry' | 'exit' | 'pay', payload: object, token = tree.merchant.token) =>
    app.inject({ method: 'POST', url: `/api/devtool/parking/${op}`, headers: bearer(token), payload });

  it('admits a backdated car and charges ¥15 for 125 minutes at ¥5/h after 15 free minutes', async () => {
    const entry = await call('entry', { park_id: parkId, plate: '粤B12345', minutes_ago: 125 });
    expect(entry.json(), entry.body).toMatchObject({ code: 1001, payload: { admitted: true, car_type: 1 } });
    const exit = await call('exit', { park_id: parkId, plate: '粤B12345', pay_type: 2, pay_mode: 3 });
    const outcome = exit.json().payload;
    expect(outcome).toMatchObject({ fee: 1500, paid: 1500, order_status: 1 });
    expect(outcome.order_no).toMatch(/^P/);
  });

  it('refuses a blacklisted car with the list reason, and keeps it out of the lot', async () => {
    const res = await call('entry', { park_id: parkId, plate: '粤B66666' });
    expect(res.json().payload).toEqual({ admitted: false, reason: '多次逃费' });
    const overview = await app.inject({
      url: `/api/parking/console/overview?park_id=${parkId}`,
      headers: bearer(tree.merchant.token),
    });
    const { cars, events } = overview.json().payload;
    expect(cars.some((car: { plate: string }) => car.plate === '粤B66666')).toBe(false);
    expect(events[0]).toMatchObject({ kind: 'refused', plate: '粤B66666' });
  });

  it('refuses a car blacklisted through the API, with the reason given there', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/parking/blacklist/create',
      headers: bearer(tree.merchant.token),
      payload: { park_id: parkId, plate: '粤B6E666', plate_color: 1, reason: '多次逃费未缴' },
    });
    expect(created.json(), created.body).toMatchObject({ code: 1001 });
    const res = await call('entry', { park_id: parkId, plate: '粤B6E666' });
    expect(res.json().payload).toEqual({ admitted: false, reason: '多次逃费未缴' });
  });

  it('keeps an unpaid car in a pay-before-exit park with 1409, then lets it out once paid', async () => {
    await call('entry', { park_id: prepaidPark, plate: '粤B23456', minutes_ago: 90 });
    const refused = await call('exit', { park_id: prepaidPark, plate: '粤B23456' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('请先缴费后离场');
    const paid = await call('pay', { park_id: prepaidPark, plate: '粤B23456', pay_type: 2, pay_mode: 4 });
    expect(paid.json().payload).toMatchObject({ fee: 1000, order_status: 1 });
    const exit = await call('exit', { park_id: prepaidPark, plate: '粤B23456' });
    expect(exit.json(), exit.body).toMatchObject({ code: 1001 });
  });

  it('refuses a malformed plate with 400 and a Chinese message', async () => {
    const res = await call('entry', { park_id: parkId, plate: 'ABC' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('请输入正确的车牌号码');
  });

  it("answers 404 for another merchant's park and 403 without the code", async () => {
    const res = await call('entry', { park_id: parkId, plate: '粤B34567' }, tree.outsider.token);
    expect(res.statusCode).toBe(404);
    const viewer = await buildTenantTree(app, ['parking:console:view']);
    const denied = await call('entry', { park_id: parkId, plate: '粤B34567' }, viewer.platform.token);
    expect(denied.statusCode).toBe(403);
  });
});
