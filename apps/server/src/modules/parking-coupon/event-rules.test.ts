import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowSeconds } from '../../lib/clock.js';
import { bearer, createFixtureAccount } from '../../test/account-fixture.js';
import { createCouponStock } from '../../test/coupon-ledger-fixture.js';
import { engineClient } from '../../test/engine-client.js';
import { createPark } from '../../test/parking-fixture.js';
import { tokenFor } from '../../test/session-token.js';
import { createTestApp } from '../../test/test-app.js';

const HOLDER_CODES = [
  'coupon:event-rule:list',
  'coupon:event-rule:detail',
  'coupon:event-rule:create',
  'coupon:event-rule:update',
  'coupon:event-rule:report',
  'coupon:event-record:list',
  'coupon:event-record:detail',
];

let app: FastifyInstance;
let holderToken: string;
let gateToken: string;
let holderId: number;
let sellerId: number;
let parkId: number;
let otherParkId: number;

const rules = () => engineClient(app, 'parking-coupon/event/rule');
const records = () => engineClient(app, 'parking-coupon/event/record');

beforeAll(async () => {
  app = await createTestApp();
  const seller = await createFixtureAccount(app, { permissions: ['system:devtool:parking'] });
  sellerId = seller.merchantId;
  gateToken = await tokenFor(app, seller.managerId);
  parkId = await createPark(app.db, sellerId);
  otherParkId = await createPark(app.db, sellerId);
  const holder = await createFixtureAccount(app, { permissions: HOLDER_CODES });
  holderId = holder.merchantId;
  holderToken = await tokenFor(app, holder.managerId);
});
afterAll(async () => app.close());

async function newRule(extra: Record<string, unknown>, quantity = 20) {
  const { stockId } = await createCouponStock(app.db, { sellerId, holderId, parkIds: [parkId], quantity });
  const now = nowSeconds();
  const res = await rules().create(holderToken, {
    name: '满 100 送券',
    event_type: 1,
    stock_id: stockId,
    threshold: 10_000,
    per_event: 1,
    plate_limit: 0,
    start_time: now - 60,
    end_time: now + 86_400,
    ...extra,
  });
  expect(res.json().code, res.body).toBe(1001);
  return { id: Number(res.json().payload.id), stockId };
}

const report = (body: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: '/api/parking-coupon/event/rule/report',
    headers: bearer(holderToken),
    payload: { plate: '粤B12345', ...body },
  });
const grantsOf = (ruleId: number) =>
  app.db.selectFrom('coupon_grant').selectAll().where('event_rule_id', '=', ruleId).execute();
const enter = (park: number, plate: string) =>
  app.inject({
    method: 'POST',
    url: '/api/devtool/parking/entry',
    headers: bearer(gateToken),
    payload: { park_id: park, plate },
  });

describe('消费满额', () => {
  it('gives its coupons once per order, only when the spend reaches the threshold', async () => {
    const { id } = await newRule({ per_event: 2 });
    const below = await report({ amount: 9_999, order_no: 'ORD-LOW' });
    expect(below.json().payload.outcomes.filter((o: { rule_id: number }) => o.rule_id === id)).toEqual([]);
    const first = await report({ amount: 10_000, order_no: 'ORD-1' });
    expect(first.json().payload.outcomes).toContainEqual(
      expect.objectContaining({ rule_id: id, granted: 2, reason: null, created: true }),
    );
    const again = await report({ amount: 10_000, order_no: 'ORD-1' });
    expect(again.json().payload.outcomes).toContainEqual(
      expect.objectContaining({ rule_id: id, granted: 2, created: false }),
    );
    const grants = await grantsOf(id);
    expect(grants).toHaveLength(2);
    expect(grants.every((g) => g.channel === 5 && g.merchant_id === holderId)).toBe(true);
    expect((await rules().detail(holderToken, id)).json().payload).toMatchObject({
      granted_count: 2,
      stock_left: 18,
    });
    const listed = (await rules().list(holderToken, {})).json().payload.row as { id: number }[];
    expect(listed.find((row) => row.id === id)).toMatchObject({
      stock_left: 18,
      coupon_name: expect.stringMatching(/^测试停车券/),
    });
  });

  it('gives once when the same report arrives twice together', async () => {
    const { id } = await newRule({ plate_limit: 0 });
    await Promise.all([
      report({ amount: 20_000, order_no: 'ORD-TWIN' }),
      report({ amount: 20_000, order_no: 'ORD-TWIN' }),
    ]);
    expect(await grantsOf(id)).toHaveLength(1);
  });

  it('keeps to its per-plate limit and says why it gave nothing', async () => {
    const { id } = await newRule({ plate_limit: 1 });
    await report({ plate: '粤B77777', amount: 10_000, order_no: 'ORD-A' });
    const second = await report({ plate: '粤B77777', amount: 10_000, order_no: 'ORD-B' });
    expect(second.json().payload.outcomes).toContainEqual(
      expect.objectContaining({ rule_id: id, granted: 0, reason: '每车限领 1 张' }),
    );
    expect(await grantsOf(id)).toHaveLength(1);
  });

  it('a disabled rule gives nothing; a bad plate is refused in plain words', async () => {
    const { id } = await newRule({});
    await rules().action(holderToken, 'disable', { id });
    await report({ amount: 50_000, order_no: 'ORD-OFF' });
    expect(await grantsOf(id)).toHaveLength(0);
    expect((await report({ plate: 'X1', amount: 100, order_no: 'ORD-BAD' })).json()).toMatchObject({
      code: 1400,
      message: '请输入正确的车牌号码',
    });
  });
});

describe('入场赠券', () => {
  it('gives once per entry at a lot where the coupon is valid, and the record shows the event', async () => {
    const { id } = await newRule({ event_type: 2, threshold: 0, name: '入场送券' });
    const entered = await enter(parkId, '粤B88001');
    expect(entered.json().payload.admitted, entered.body).toBe(true);
    expect(await grantsOf(id)).toHaveLength(1);
    // Another lot: the coupon is not valid there, so nothing is given.
    await enter(otherParkId, '粤B88002');
    expect(await grantsOf(id)).toHaveLength(1);

    const list = (await records().list(holderToken, { plate: '粤B88001' })).json().payload.row;
    expect(list).toHaveLength(1);
    const detail = (await records().detail(holderToken, Number(list[0].id))).json().payload;
    expect(detail).toMatchObject({ rule_name: '入场送券', event_type: 2, plate: '粤B88001', use_status: 0 });
    expect(detail.event_time).toBeGreaterThan(0);
    expect(detail.event_key).toMatch(/^in\d+$/);
  });

  it('an entry still succeeds when the rule has nothing left to give', async () => {
    const { id } = await newRule({ event_type: 2, threshold: 0 }, 1);
    expect((await enter(parkId, '粤B88101')).json().payload.admitted).toBe(true);
    const second = await enter(parkId, '粤B88102');
    expect(second.json().payload.admitted, second.body).toBe(true);
    expect(await grantsOf(id)).toHaveLength(1);
    const events = await app.db
      .selectFrom('coupon_event')
      .selectAll()
      .where('rule_id', '=', id)
      .orderBy('id')
      .execute();
    expect(events.map((e) => [e.granted, e.fail_reason])).toEqual([
      [1, null],
      [0, '该批优惠券已发完（共 1 张），不能发放'],
    ]);
  });

  it('the records list shows only event grants', async () => {
    const rows = (await records().list(holderToken, {})).json().payload.row as { rule_name: string }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.rule_name !== '')).toBe(true);
  });
});
