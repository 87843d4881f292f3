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
  'coupon:fixed-code:list',
  'coupon:fixed-code:detail',
  'coupon:fixed-code:create',
  'coupon:fixed-code:update',
  'coupon:fixed-code:dispatch',
];

let app: FastifyInstance;
let holderToken: string;
let otherToken: string;
let holderId: number;
let sellerId: number;
let parkId: number;
let serial = 0;

const codes = () => engineClient(app, 'parking-coupon/fixed-code');

beforeAll(async () => {
  app = await createTestApp();
  const seller = await createFixtureAccount(app, { permissions: [] });
  sellerId = seller.merchantId;
  parkId = await createPark(app.db, sellerId);
  const holder = await createFixtureAccount(app, { permissions: HOLDER_CODES });
  holderId = holder.merchantId;
  holderToken = await tokenFor(app, holder.managerId);
  const other = await createFixtureAccount(app, { permissions: HOLDER_CODES });
  otherToken = await tokenFor(app, other.managerId);
});
afterAll(async () => app.close());

async function newCode(extra: Record<string, unknown> = {}, quantity = 10) {
  const { stockId } = await createCouponStock(app.db, { sellerId, holderId, parkIds: [parkId], quantity });
  const now = nowSeconds();
  const res = await codes().create(holderToken, {
    name: '收银台券码',
    stock_id: stockId,
    plate_limit: 1,
    daily_limit: 0,
    start_time: now - 60,
    end_time: now + 86_400,
    ...extra,
  });
  expect(res.json().code, res.body).toBe(1001);
  const detail = (await codes().detail(holderToken, res.json().payload.id)).json().payload;
  return { id: Number(detail.id), code: String(detail.code), stockId };
}

function redeem(body: Record<string, unknown>) {
  serial += 1;
  return app.inject({
    method: 'POST',
    url: '/api/parking-coupon/redeem',
    // A distinct client address per call: these tests are about the code's limits, not the rate limit.
    remoteAddress: `10.9.${Math.floor(serial / 250)}.${serial % 250}`,
    payload: { request_id: `req-${process.pid}-${serial}`, plate_color: 1, ...body },
  });
}

const dispatch = (id: number, token = holderToken) =>
  app.inject({
    method: 'POST',
    url: '/api/parking-coupon/fixed-code/dispatch',
    headers: bearer(token),
    payload: { id },
  });
const dispatchState = (dynamicId: number) =>
  app.inject({
    url: `/api/parking-coupon/fixed-code/dispatch/status?dynamic_id=${dynamicId}`,
    headers: bearer(holderToken),
  });
const grantsOf = (fixedCodeId: number) =>
  app.db.selectFrom('coupon_grant').selectAll().where('fixed_code_id', '=', fixedCodeId).execute();

describe('固定券码', () => {
  it('gets an unguessable server-made code, whatever the client sends, and shows its coupon', async () => {
    const { id, code } = await newCode({ code: 'AAAA' });
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{16}$/);
    const row = (await codes().detail(holderToken, id)).json().payload;
    expect(row).toMatchObject({ status: 1, granted_count: 0, stock_left: 10 });
    expect(row.coupon_name).toMatch(/^测试停车券/);
    const listed = (await codes().list(holderToken, { code })).json().payload.row;
    expect(listed[0], JSON.stringify(listed)).toMatchObject({
      id,
      coupon_name: row.coupon_name,
      stock_left: 10,
    });
  });

  it("refuses another tenant's warehouse entry and a validity that ends before it starts", async () => {
    const { stockId } = await createCouponStock(app.db, { sellerId, holderId, parkIds: [parkId] });
    const now = nowSeconds();
    const body = {
      name: 'x',
      stock_id: stockId,
      plate_limit: 1,
      daily_limit: 0,
      start_time: now,
      end_time: now + 60,
    };
    const foreign = await engineClient(app, 'parking-coupon/fixed-code').create(otherToken, body);
    expect(foreign.json()).toMatchObject({ code: 1400, message: '入库记录不存在或不属于本商户' });
    const backwards = await codes().create(holderToken, { ...body, end_time: now - 60 });
    expect(backwards.json().code).toBe(1400);
  });

  it('grants on the public call without a session, once per plate, and once per retried request id', async () => {
    const { id, code } = await newCode({ plate_limit: 1 });
    const first = await redeem({ code, plate: '粤B12345', request_id: 'retry-0001' });
    expect(first.json(), first.body).toMatchObject({ code: 1001, payload: { plate: '粤B12345' } });
    const retried = await redeem({ code, plate: '粤B12345', request_id: 'retry-0001' });
    expect(retried.json().payload.grant_no).toBe(first.json().payload.grant_no);
    const again = await redeem({ code, plate: '粤B12345' });
    expect(again.json()).toMatchObject({ code: 1409, message: '每车限领 1 张，该车牌已领取' });
    const grants = await grantsOf(id);
    expect(grants).toHaveLength(1);
    expect(grants[0]).toMatchObject({ channel: 3, merchant_id: holderId, fixed_code_id: id });
    expect((await codes().detail(holderToken, id)).json().payload.granted_count).toBe(1);
  });

  it('stops at the daily limit, refuses a bad plate and a disabled code in plain words', async () => {
    const { id, code } = await newCode({ plate_limit: 5, daily_limit: 2 });
    expect((await redeem({ code, plate: '粤B10001' })).json().code).toBe(1001);
    expect((await redeem({ code, plate: '粤B10002' })).json().code).toBe(1001);
    expect((await redeem({ code, plate: '粤B10003' })).json()).toMatchObject({
      code: 1409,
      message: '今日已领完，请明天再来',
    });
    expect((await redeem({ code, plate: 'ABC' })).json()).toMatchObject({
      code: 1400,
      message: '请输入正确的车牌号码',
    });
    await codes().action(holderToken, 'disable', { id });
    const disabled = await redeem({ code, plate: '粤B10004' });
    expect(disabled.json()).toMatchObject({ code: 1409, message: '码已失效' });
    expect(await grantsOf(id)).toHaveLength(2);
  });

  it('gives no more than its warehouse entry holds', async () => {
    const { code } = await newCode({ plate_limit: 5 }, 1);
    expect((await redeem({ code, plate: '粤B20001' })).json().code).toBe(1001);
    expect((await redeem({ code, plate: '粤B20002' })).json()).toMatchObject({
      code: 1409,
      message: '优惠券已领完',
    });
  });

  it('answers an unknown code as 码已失效 and needs exactly one key', async () => {
    expect((await redeem({ code: 'ZZZZZZZZZZZZZZZZ', plate: '粤B12345' })).json()).toMatchObject({
      code: 1409,
      message: '码已失效',
    });
    expect((await redeem({ plate: '粤B12345' })).json().code).toBe(1400);
  });

  it('limits the public call per client address, like sign-in', async () => {
    const attempt = () =>
      app.inject({
        method: 'POST',
        url: '/api/parking-coupon/redeem',
        remoteAddress: '10.31.0.1',
        payload: { code: 'ZZZZZZZZZZZZZZZZ', plate: '粤B12345', request_id: 'limit-check' },
      });
    for (let i = 0; i < 20; i += 1) expect((await attempt()).json().message).toBe('码已失效');
    const over = await attempt();
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe(1429);
  });

  it('shows what a code gives before the plate is typed', async () => {
    const { code } = await newCode();
    const info = await app.inject({
      url: `/api/parking-coupon/redeem/info?code=${code}`,
      remoteAddress: '10.8.0.1',
    });
    expect(info.json().payload).toMatchObject({
      name: '收银台券码',
      reason: null,
      coupon_type: 1,
      face_value: 500,
    });
  });
});

describe('动态码', () => {
  it('is single use: the second plate is told 已被领取, and the cashier sees 已领取', async () => {
    const { id } = await newCode({ plate_limit: 5 });
    const dispatched = (await dispatch(id)).json().payload;
    expect(dispatched.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect((await dispatchState(dispatched.dynamic_id)).json().payload).toMatchObject({
      status: 0,
      plate: null,
    });
    const stored = await app.db
      .selectFrom('coupon_dynamic_code')
      .selectAll()
      .where('id', '=', dispatched.dynamic_id)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(dispatched.token);

    const first = await redeem({ token: dispatched.token, plate: '粤B30001', request_id: 'dyn-retry-1' });
    expect(first.json().code, first.body).toBe(1001);
    const retried = await redeem({ token: dispatched.token, plate: '粤B30001', request_id: 'dyn-retry-1' });
    expect(retried.json().payload.grant_no).toBe(first.json().payload.grant_no);
    const second = await redeem({ token: dispatched.token, plate: '粤B30002' });
    expect(second.json()).toMatchObject({ code: 1409, message: '该码已被领取' });
    expect((await dispatchState(dispatched.dynamic_id)).json().payload).toMatchObject({
      status: 1,
      plate: '粤B30001',
    });
    const grants = await grantsOf(id);
    expect(grants.map((g) => g.channel)).toEqual([4]);
  });

  it('grants once when two redeems of one token arrive together', async () => {
    const { id } = await newCode({ plate_limit: 5 });
    const { token } = (await dispatch(id)).json().payload;
    const answers = await Promise.all([
      redeem({ token, plate: '粤B40001' }),
      redeem({ token, plate: '粤B40002' }),
    ]);
    expect(answers.map((a) => a.json().code).sort()).toEqual([1001, 1409]);
    expect(await grantsOf(id)).toHaveLength(1);
  });

  it('expires: a token past its time is refused and shows 已失效', async () => {
    const { id } = await newCode({ plate_limit: 5 });
    const { token, dynamic_id } = (await dispatch(id)).json().payload;
    await app.db
      .updateTable('coupon_dynamic_code')
      .set({ expire_time: nowSeconds() - 1 })
      .where('id', '=', dynamic_id)
      .execute();
    expect((await redeem({ token, plate: '粤B50001' })).json()).toMatchObject({
      code: 1409,
      message: '码已失效，请让收银员刷新',
    });
    expect((await dispatchState(dynamic_id)).json().payload.status).toBe(2);
    expect(await grantsOf(id)).toHaveLength(0);
  });

  it('a refused plate leaves the token usable; another tenant cannot dispatch the code', async () => {
    const { id } = await newCode({ plate_limit: 1 });
    const { token: t1 } = (await dispatch(id)).json().payload;
    expect((await redeem({ token: t1, plate: '粤B60001' })).json().code).toBe(1001);
    const { token: t2 } = (await dispatch(id)).json().payload;
    expect((await redeem({ token: t2, plate: '粤B60001' })).json().message).toBe(
      '每车限领 1 张，该车牌已领取',
    );
    expect((await redeem({ token: t2, plate: '粤B60002' })).json().code).toBe(1001);
    expect((await dispatch(id, otherToken)).json().code).toBe(2404);
  });
});
