import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowSeconds } from '../../../lib/clock.js';
import { createAccount, createRole } from '../../../seed/tenant-builder.js';
import { createFixtureAccount } from '../../../test/account-fixture.js';
import { engineClient } from '../../../test/engine-client.js';
import { createCoupon, createToken } from '../../../test/mcoupon-fixture.js';
import { createPark } from '../../../test/parking-fixture.js';
import { tokenFor } from '../../../test/session-token.js';
import { createTestApp } from '../../../test/test-app.js';
import { expireParkingCoupons } from '../../parking-coupon/index.js';

const CODES = [
  'parking:mcoupon:token:list',
  'parking:mcoupon:token:detail',
  'parking:mcoupon:token:create',
  'parking:mcoupon:token:update',
  'parking:mcoupon:token:issue',
  'coupon:record:list',
  'coupon:record:void',
];

let app: FastifyInstance;
let token: string;
let merchantId: number;
let parkId: number;

const tokens = () => engineClient(app, 'parking/mcoupon');
const coupons = () => engineClient(app, 'parking/coupon-record');
const issue = (id: number, plate = '粤B12345') =>
  tokens().action(token, 'issue', { id, plate, plate_color: 1 });
/** A 商户券 as stored: its coupon row and its gift warehouse entry's counters. */
const tokenRow = async (id: number) => {
  const coupon = await app.db.selectFrom('coupon').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const stock = await app.db
    .selectFrom('coupon_stock')
    .selectAll()
    .where('coupon_id', '=', id)
    .executeTakeFirstOrThrow();
  return {
    ...coupon,
    stock_id: stock.id,
    source: stock.source,
    stock_owner: stock.merchant_id,
    quantity: stock.quantity,
    issued_count: stock.granted_count,
    used_count: stock.used_count,
  };
};
const couponsOf = (tokenId: number) =>
  app.db.selectFrom('coupon_grant').selectAll().where('coupon_id', '=', tokenId).execute();

beforeAll(async () => {
  app = await createTestApp();
  const owner = await createFixtureAccount(app, { permissions: CODES });
  merchantId = owner.merchantId;
  token = await tokenFor(app, owner.managerId);
  parkId = await createPark(app.db, merchantId);
});
afterAll(async () => app.close());

describe('新建商户券', () => {
  const body = () => {
    const now = nowSeconds();
    return {
      park_id: parkId,
      name: '万象城购物满 100 减 5 元',
      issuer_name: '星巴克（万象城店）',
      coupon_type: 1,
      face_value: 500,
      quantity: 200,
      start_time: now - 60,
      end_time: now + 7 * 86_400,
    };
  };

  it('starts 启用 with empty counters, whatever the client sends for them', async () => {
    const res = await tokens().create(token, body());
    expect(res.json().code).toBe(1001);
    const detail = (await tokens().detail(token, res.json().payload.id)).json().payload;
    expect(detail).toMatchObject({
      status: 1,
      quantity: 200,
      issued_count: 0,
      used_count: 0,
      remaining: 200,
      face_value: 500,
    });
    // Stored on the ledger: a coupon of the lot owner bound to the lot, one per stay, and a gift
    // warehouse entry of 200 held by the lot owner.
    const stored = await tokenRow(res.json().payload.id);
    expect(stored).toMatchObject({
      merchant_id: merchantId,
      park_id: parkId,
      issuer_name: '星巴克（万象城店）',
      price: 0,
      stackable: 0,
      max_per_stay: 1,
      source: 3,
      stock_owner: merchantId,
    });
    const bound = await app.db
      .selectFrom('coupon_park')
      .select('park_id')
      .where('coupon_id', '=', res.json().payload.id)
      .execute();
    expect(bound.map((row) => Number(row.park_id))).toEqual([parkId]);
    const sneaky = await tokens().create(token, { ...body(), issued_count: 150, status: 0 });
    expect(await tokenRow(sneaky.json().payload.id)).toMatchObject({ issued_count: 0, status: 1 });
  });

  it('refuses a face value that does not fit its type, in Chinese, and writes nothing', async () => {
    const before = (await app.db.selectFrom('coupon').select('id').execute()).length;
    const cases: [object, string][] = [
      [{ face_value: 0 }, '减免金额须为 ￥0.01-￥1000.00'],
      [{ coupon_type: 2, face_value: 2000 }, '减免时长须为 1-1440 分钟'],
      [{ end_time: nowSeconds() - 10, start_time: nowSeconds() - 100 }, '到期时间须晚于当前时间'],
      [{ end_time: nowSeconds() - 100 }, '到期时间须晚于生效时间'],
    ];
    for (const [change, message] of cases) {
      const res = await tokens().create(token, { ...body(), ...change });
      expect(res.json(), message).toMatchObject({ code: 1400, message });
    }
    expect((await app.db.selectFrom('coupon').select('id').execute()).length).toBe(before);
  });

  it('stores 全免 without a face value', async () => {
    const res = await tokens().create(token, { ...body(), coupon_type: 3, face_value: 999 });
    expect((await tokenRow(res.json().payload.id)).face_value).toBe(0);
  });
});

describe('发放', () => {
  it('writes an unused coupon for the plate, expiring with the token, and counts it', async () => {
    const id = await createToken(app.db, parkId);
    const res = await issue(id, ' 粤b12345 ');
    expect(res.json()).toMatchObject({
      code: 1001,
      payload: { coupon_no: expect.stringMatching(/^MQ\d+$/) },
    });
    const [coupon] = await couponsOf(id);
    const tokenNow = await tokenRow(id);
    expect(coupon).toMatchObject({
      plate: '粤B12345',
      status: 1,
      use_status: 0,
      channel: 1,
      park_id: parkId,
      stock_id: tokenNow.stock_id,
      grant_no: res.json().payload.coupon_no,
      expire_time: tokenNow.end_time,
    });
    expect(coupon?.operator_name).toContain('测试用户');
    expect(tokenNow.issued_count).toBe(1);
    const listed = (await coupons().list(token, { coupon_id: id })).json().payload.row;
    expect(listed[0]).toMatchObject({
      coupon_name: tokenNow.name,
      issuer_name: tokenNow.issuer_name,
      face_value: 500,
    });
  });

  it('is refused for a 停用, not yet valid, expired or exhausted token, and nothing is written', async () => {
    const now = nowSeconds();
    const cases: [Parameters<typeof createToken>[2], string][] = [
      [{ status: 0 }, '该商户券已停用，不能发放'],
      [{ start_time: now + 3600 }, '该商户券尚未生效，不能发放'],
      [{ start_time: now - 7200, end_time: now - 60 }, '该商户券已过有效期，不能发放'],
      [{ quantity: 2, issued_count: 2 }, '该商户券已发完（发行总量 2 张），不能发放'],
    ];
    for (const [values, message] of cases) {
      const id = await createToken(app.db, parkId, values);
      const before = await tokenRow(id);
      const res = await issue(id);
      expect(res.statusCode, message).toBe(409);
      expect(res.json()).toMatchObject({ code: 1409, message });
      expect(await couponsOf(id)).toHaveLength(0);
      expect(await tokenRow(id)).toEqual(before);
    }
  });

  it('refuses a bad plate with the plate message', async () => {
    const id = await createToken(app.db, parkId);
    expect((await issue(id, 'ABC')).json()).toMatchObject({ code: 1400, message: '请输入正确的车牌号码' });
    expect(await couponsOf(id)).toHaveLength(0);
  });

  it('never passes the total, however many issues arrive at once', async () => {
    const id = await createToken(app.db, parkId, { quantity: 3 });
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => issue(id, `粤B${String(30000 + i)}`)),
    );
    const codes = results.map((res) => res.json().code);
    expect(codes.filter((code) => code === 1001)).toHaveLength(3);
    expect(codes.filter((code) => code === 1409)).toHaveLength(5);
    expect(await couponsOf(id)).toHaveLength(3);
    expect((await tokenRow(id)).issued_count).toBe(3);
  });

  it('停用 stops issuing and 启用 resumes it, each only from the other state', async () => {
    const id = await createToken(app.db, parkId);
    expect((await tokens().action(token, 'disable', { id })).json().code).toBe(1002);
    expect((await issue(id)).json().code).toBe(1409);
    expect((await tokens().action(token, 'disable', { id })).json().code).toBe(1409);
    expect((await tokens().action(token, 'enable', { id })).json().code).toBe(1002);
    expect((await issue(id)).json().code).toBe(1001);
  });
});

describe('优惠券记录', () => {
  it('作废 withdraws an unused coupon only, and it goes back to the 商户券', async () => {
    const tokenId = await createToken(app.db, parkId);
    const unused = await createCoupon(app.db, tokenId, '粤B22222');
    const used = await createCoupon(app.db, tokenId, '粤B22223', { status: 1 });
    expect((await tokenRow(tokenId)).issued_count).toBe(2);
    expect((await coupons().action(token, 'void', { id: unused })).json().code).toBe(1002);
    expect((await coupons().detail(token, unused)).json().payload).toMatchObject({
      status: 0,
      use_status: 0,
    });
    expect((await tokenRow(tokenId)).issued_count).toBe(1);
    expect((await coupons().action(token, 'void', { id: used })).json().code).toBe(1409);
    expect((await coupons().action(token, 'void', { id: unused })).json().code).toBe(1409);
    expect((await tokenRow(tokenId)).issued_count).toBe(1);
  });

  it('the expiry sweep marks unused coupons past their end 已过期, so the filter finds them', async () => {
    const tokenId = await createToken(app.db, parkId);
    const lapsed = await createCoupon(app.db, tokenId, '粤B33333', { expire_time: nowSeconds() - 1 });
    const live = await createCoupon(app.db, tokenId, '粤B33334');
    // The ledger's recurring expiry job (every grant, 商户券 included) marks it.
    expect((await expireParkingCoupons(app.db, nowSeconds())).grants).toBeGreaterThanOrEqual(1);
    const expired = (await coupons().list(token, { coupon_id: tokenId, use_status: 2 })).json().payload.row;
    expect(expired.map((row: { id: number }) => row.id)).toEqual([lapsed]);
    expect((await coupons().detail(token, live)).json().payload.use_status).toBe(0);
  });

  it('filters by plate and issue time on the server', async () => {
    const tokenId = await createToken(app.db, parkId);
    await createCoupon(app.db, tokenId, '粤B44444');
    await createCoupon(app.db, tokenId, '湘A44444');
    const byPlate = (await coupons().list(token, { coupon_id: tokenId, plate: '粤B' })).json().payload;
    expect(byPlate.paging_header.total_count).toBe(1);
    const future = nowSeconds() + 3600;
    const none = await coupons().list(token, { coupon_id: tokenId, grant_time_start: future });
    expect(none.json().payload.paging_header.total_count).toBe(0);
  });
});

describe('scope', () => {
  it('a sub-account granted one park sees and issues only that park’s tokens', async () => {
    const other = await createPark(app.db, merchantId);
    const inGranted = await createToken(app.db, parkId);
    const inOther = await createToken(app.db, other);
    const now = nowSeconds();
    const roleId = await createRole(app.db, merchantId, '商户券专员', CODES, now);
    await app.db.insertInto('role_park').values({ role_id: roleId, park_id: parkId }).execute();
    const managerId = await createAccount(
      app.db,
      {
        merchantId,
        account: `mcoupon-clerk-${process.pid}`,
        name: '商户券专员',
        password: '',
        passwordHash: 'not-a-hash',
        isMain: false,
        roleIds: [roleId],
      },
      now,
    );
    const clerk = await tokenFor(app, managerId);
    const seen = (await tokens().list(clerk, { page_size: 200 }))
      .json()
      .payload.row.map((r: { id: number }) => r.id);
    expect(seen).toContain(inGranted);
    expect(seen).not.toContain(inOther);
    const refused = await tokens().action(clerk, 'issue', { id: inOther, plate: '粤B55555', plate_color: 1 });
    expect(refused.statusCode).toBe(404);
    expect(await couponsOf(inOther)).toHaveLength(0);
    const created = await tokens().create(clerk, {
      park_id: other,
      name: '越权券',
      issuer_name: '某商户',
      coupon_type: 3,
      face_value: 0,
      quantity: 1,
      start_time: now,
      end_time: now + 86_400,
    });
    expect(created.statusCode).toBe(404);
  });
});
