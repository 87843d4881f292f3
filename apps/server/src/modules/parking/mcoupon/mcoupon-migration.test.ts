import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowSeconds } from '../../../lib/clock.js';
import { bearer, createFixtureAccount } from '../../../test/account-fixture.js';
import { createClosedStay, createPark } from '../../../test/parking-fixture.js';
import { tokenFor } from '../../../test/session-token.js';
import { createTestApp } from '../../../test/test-app.js';
import { merchantCouponsOnLedger } from '../../../db/migrations/2026-11-26-80-merchant-coupons-on-ledger.js';

/**
 * Migration 2026-11-26-80 on a database holding 商户券 in the old store: the test app's database is
 * stepped back over it (its down brings the old tables back), given tokens and coupons in every
 * state and an order that spent one, and moved again; what each coupon was must survive.
 */
let app: FastifyInstance;
let token: string;
let parkId: number;
let merchantId: number;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the old tables are not in the typed schema
let db: Kysely<any>;
const now = nowSeconds();
const DAY = 86_400;

beforeAll(async () => {
  app = await createTestApp();
  const owner = await createFixtureAccount(app, {
    permissions: [
      'parking:mcoupon:token:list',
      'parking:mcoupon:token:detail',
      'coupon:record:list',
      'system:devtool:parking',
    ],
  });
  merchantId = owner.merchantId;
  token = await tokenFor(app, owner.managerId);
  parkId = await createPark(app.db, merchantId);
  db = app.db;
});
afterAll(async () => app.close());

const migration = () => merchantCouponsOnLedger(app.dbKind);

/** The old store's rows: a ¥3 token with a coupon in each state (one spent on an order), a 停用 全免 one. */
async function oldRows() {
  const stay = await createClosedStay(app.db, parkId);
  const order = await db
    .selectFrom('payment_order')
    .select('order_no')
    .where('id', '=', stay.orderId)
    .executeTakeFirstOrThrow();
  const token = (values: object) =>
    db
      .insertInto('park_coupon_token')
      .values({
        merchant_id: merchantId,
        park_id: parkId,
        name: '购物满 100 减 3 元',
        issuer_name: '星巴克（万象城店）',
        coupon_type: 1,
        face_value: 300,
        quantity: 50,
        issued_count: 4,
        used_count: 1,
        start_time: now - 10 * DAY,
        end_time: now + 20 * DAY,
        status: 1,
        remark: '凭小票领取',
        create_time: now - 11 * DAY,
        update_time: now - 11 * DAY,
        ...values,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  const amount = Number((await token({})).id);
  const free = Number(
    (
      await token({
        name: '会员日全免',
        coupon_type: 3,
        face_value: 0,
        quantity: 5,
        issued_count: 0,
        used_count: 0,
        status: 0,
        remark: null,
      })
    ).id,
  );
  const coupon = (no: string, status: number, values: object = {}) =>
    db
      .insertInto('park_coupon')
      .values({
        merchant_id: merchantId,
        park_id: parkId,
        token_id: amount,
        coupon_no: no,
        plate: '粤B80001',
        plate_color: 1,
        status,
        issue_time: now - DAY,
        expire_time: now + 20 * DAY,
        operator_name: '王芳',
        ...values,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  await coupon('MQ100000000001', 0);
  const used = await coupon('MQ100000000002', 1, {
    use_time: now - 3600,
    discount_amount: 300,
    order_no: order.order_no,
    record_id: stay.recordId,
  });
  await coupon('MQ100000000003', 2, { expire_time: now - DAY });
  await coupon('MQ100000000004', 3);
  await db
    .insertInto('order_coupon')
    .values({
      merchant_id: merchantId,
      park_id: parkId,
      order_id: stay.orderId,
      order_no: order.order_no,
      record_id: stay.recordId,
      grant_id: null,
      park_coupon_id: Number(used.id),
      coupon_id: amount,
      coupon_no: 'MQ100000000002',
      coupon_name: '购物满 100 减 3 元',
      coupon_type: 1,
      stackable: 0,
      discount_amount: 300,
      minutes_used: 0,
      create_time: now - 3600,
    })
    .execute();
  return { amount, free, order_no: order.order_no, recordId: stay.recordId };
}

describe('migration 2026-11-26-80 moves 商户券 onto the coupon ledger', () => {
  it('keeps every coupon, its 券码, state, counters and the order that spent it; the old tables go', async () => {
    await migration().down!(db);
    const old = await oldRows();
    await migration().up(db);

    const coupons = await db
      .selectFrom('coupon as c')
      .innerJoin('coupon_stock as s', 's.coupon_id', 'c.id')
      .selectAll('c')
      .select([
        's.id as stock_id',
        's.source',
        's.merchant_id as holder',
        's.seller_id',
        's.quantity',
        's.granted_count',
        's.used_count',
        's.expire_time as stock_expire',
      ])
      .where('c.park_id', '=', parkId)
      .orderBy('c.id')
      .execute();
    expect(coupons).toHaveLength(2);
    const [amount, free] = coupons;
    expect(amount).toMatchObject({
      merchant_id: merchantId,
      name: '购物满 100 减 3 元',
      issuer_name: '星巴克（万象城店）',
      coupon_type: 1,
      face_value: 300,
      price: 0,
      stackable: 0,
      max_per_stay: 1,
      status: 1,
      remark: '凭小票领取',
      start_time: now - 10 * DAY,
      end_time: now + 20 * DAY,
      source: 3,
      holder: merchantId,
      seller_id: merchantId,
      quantity: 50,
      // 4 issued, 1 作废 (revoked, back in the warehouse): 3 out, 1 used.
      granted_count: 3,
      used_count: 1,
      stock_expire: now + 20 * DAY,
    });
    expect(free).toMatchObject({ coupon_type: 3, status: 0, quantity: 5, granted_count: 0, remark: null });
    const bound = await db
      .selectFrom('coupon_park')
      .select(['coupon_id', 'park_id'])
      .where('park_id', '=', parkId)
      .execute();
    expect(bound.map((row) => Number(row.coupon_id)).sort()).toEqual(coupons.map((c) => Number(c.id)).sort());

    const grants = await db
      .selectFrom('coupon_grant')
      .selectAll()
      .where('coupon_id', '=', Number(amount!.id))
      .orderBy('grant_no')
      .execute();
    expect(grants.map((g) => [g.grant_no, g.status, g.use_status])).toEqual([
      ['MQ100000000001', 1, 0],
      ['MQ100000000002', 1, 1],
      ['MQ100000000003', 1, 2],
      ['MQ100000000004', 0, 0],
    ]);
    for (const grant of grants) {
      expect(grant).toMatchObject({
        merchant_id: merchantId,
        seller_id: merchantId,
        stock_id: amount!.stock_id,
        plate: '粤B80001',
        channel: 1,
        park_id: parkId,
        operator_name: '王芳',
        grant_time: now - DAY,
      });
    }
    expect(grants[1]).toMatchObject({
      use_time: now - 3600,
      discount_amount: 300,
      order_no: old.order_no,
      record_id: old.recordId,
    });
    expect(grants[2]!.expire_time).toBe(now - DAY);

    const listed = await db
      .selectFrom('order_coupon')
      .selectAll()
      .where('record_id', '=', old.recordId)
      .execute();
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      grant_id: grants[1]!.id,
      coupon_id: amount!.id,
      coupon_no: 'MQ100000000002',
    });
    expect(listed[0]).not.toHaveProperty('park_coupon_id');

    for (const table of ['park_coupon', 'park_coupon_token']) {
      await expect(db.selectFrom(table).select('id').execute()).rejects.toThrow();
    }

    // The lot's screens read them back, and the unused one is taken at the exit like any coupon.
    const list = await app.inject({
      method: 'GET',
      url: `/api/parking/mcoupon/list?park_id=${parkId}`,
      headers: bearer(token),
    });
    expect(list.json().payload.row.find((r: { id: number }) => r.id === Number(amount!.id))).toMatchObject({
      quantity: 50,
      issued_count: 3,
      used_count: 1,
      remaining: 47,
    });
    const records = await app.inject({
      method: 'GET',
      url: `/api/parking/coupon-record/list?park_id=${parkId}&use_status=2`,
      headers: bearer(token),
    });
    expect(records.json().payload.row.map((r: { grant_no: string }) => r.grant_no)).toEqual([
      'MQ100000000003',
    ]);
    const post = (url: string, payload: object) =>
      app.inject({ method: 'POST', url: `/api${url}`, headers: bearer(token), payload });
    await post('/devtool/parking/entry', { park_id: parkId, plate: '粤B80001', minutes_ago: 125 });
    const exit = (
      await post('/devtool/parking/exit', { park_id: parkId, plate: '粤B80001', grant_no: 'MQ100000000001' })
    ).json();
    expect(exit.payload).toMatchObject({ fee: 1500, discount: 300 });
  });
});
