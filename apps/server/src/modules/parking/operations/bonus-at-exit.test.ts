import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createFixtureAccount } from '../../../test/account-fixture.js';
import { createBonusAcl, createBonusEvent } from '../../../test/bonus-fixture.js';
import { BONUS_CODES, issue } from '../../../test/bonus-test-setup.js';
import { createToken } from '../../../test/mcoupon-fixture.js';
import { createPark } from '../../../test/parking-fixture.js';
import { tokenFor } from '../../../test/session-token.js';
import { createTestApp } from '../../../test/test-app.js';

// The park fixture's rule: ¥5 per started hour after 15 free minutes, ¥30 a day at most.
let app: FastifyInstance;
let token: string;
let merchantId: number;
let serial = 0;
const nextPlate = () => `粤B${String(60000 + (serial += 1))}`;

beforeAll(async () => {
  app = await createTestApp();
  const owner = await createFixtureAccount(app, {
    permissions: [
      ...BONUS_CODES,
      'system:devtool:parking',
      'coupon:record:list',
      'parking:mcoupon:token:list',
    ],
  });
  merchantId = owner.merchantId;
  token = await tokenFor(app, owner.managerId);
});
afterAll(async () => app.close());

const post = (url: string, payload: object) =>
  app.inject({ method: 'POST', url: `/api${url}`, headers: bearer(token), payload });
const get = (url: string) => app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(token) });

/** A running activity at a fresh lot with one authorised shop. */
async function activity(values: Parameters<typeof createBonusEvent>[2] = {}) {
  const parkId = await createPark(app.db, merchantId);
  const id = await createBonusEvent(app.db, parkId, { budget: 100_000, per_car_limit: 3, ...values });
  const aclId = await createBonusAcl(app.db, id);
  const acl = await app.db
    .selectFrom('bonus_acl')
    .select('issuer_no')
    .where('id', '=', aclId)
    .executeTakeFirstOrThrow();
  return { id, parkId, issuer_no: acl.issuer_no };
}

const packets = (eventId: number) =>
  get(`/bonus/grant/list?event_id=${eventId}`).then((r) => r.json().payload.row);

describe('a red packet is a coupon grant the exit gate takes off', () => {
  it('a ¥2 packet comes off the fee, once; its record shows 已使用 and what it took', async () => {
    const act = await activity();
    const plate = nextPlate();
    const handed = (await issue(app, token, { id: act.id, issuer_no: act.issuer_no, plate })).json().payload;
    const grant = await app.db
      .selectFrom('coupon_grant as g')
      .innerJoin('coupon as c', 'c.id', 'g.coupon_id')
      .select([
        'g.id',
        'g.grant_no',
        'g.face_value',
        'g.channel',
        'g.park_id',
        'g.stock_id',
        'c.coupon_type',
        'c.issuer_name',
      ])
      .where('g.grant_no', '=', handed.grant_no)
      .executeTakeFirstOrThrow();
    expect(grant).toMatchObject({
      face_value: 200,
      channel: 5,
      park_id: act.parkId,
      coupon_type: 1,
      issuer_name: null,
    });
    expect((await packets(act.id))[0]).toMatchObject({ use_status: 0, discount_amount: 0 });

    await post('/devtool/parking/entry', { park_id: act.parkId, plate, minutes_ago: 125 });
    const out = (await post('/devtool/parking/exit', { park_id: act.parkId, plate })).json();
    expect(out, JSON.stringify(out)).toMatchObject({ code: 1001 });
    const exit = out.payload;
    expect(exit).toMatchObject({ fee: 1500, discount: 200 });
    expect(exit.coupons).toEqual([expect.objectContaining({ coupon_no: handed.grant_no, discount: 200 })]);
    expect((await packets(act.id))[0]).toMatchObject({ use_status: 1, discount_amount: 200 });

    // Spent: the next stay pays in full; the budget stays as the activity counted it.
    await post('/devtool/parking/entry', { park_id: act.parkId, plate, minutes_ago: 125 });
    expect(
      (await post('/devtool/parking/exit', { park_id: act.parkId, plate })).json().payload,
    ).toMatchObject({ discount: 0 });
    const event = await app.db
      .selectFrom('bonus_event')
      .selectAll()
      .where('id', '=', act.id)
      .executeTakeFirstOrThrow();
    expect(event).toMatchObject({ granted_amount: 200, granted_count: 1 });
    const stock = await app.db
      .selectFrom('coupon_stock')
      .selectAll()
      .where('id', '=', grant.stock_id)
      .executeTakeFirstOrThrow();
    expect(stock).toMatchObject({
      source: 3,
      merchant_id: merchantId,
      quantity: 1,
      granted_count: 1,
      used_count: 1,
    });
  });

  it('random packets each carry their own amount; several add up at one exit; only at the activity’s lot', async () => {
    const act = await activity({ bonus_kind: 2, amount: 0, min_amount: 100, max_amount: 300 });
    const plate = nextPlate();
    const amounts: number[] = [];
    for (let i = 0; i < 2; i += 1) {
      const res = (await issue(app, token, { id: act.id, issuer_no: act.issuer_no, plate })).json();
      expect(res.code).toBe(1001);
      amounts.push(res.payload.amount);
    }
    // One activity, one coupon and one warehouse entry.
    const stocks = await app.db
      .selectFrom('coupon_grant')
      .select(['stock_id', 'face_value'])
      .where('plate', '=', plate)
      .execute();
    expect(new Set(stocks.map((s) => s.stock_id)).size).toBe(1);
    expect(stocks.map((s) => Number(s.face_value)).sort()).toEqual([...amounts].sort());

    const elsewhere = await createPark(app.db, merchantId);
    await post('/devtool/parking/entry', { park_id: elsewhere, plate, minutes_ago: 125 });
    expect((await post('/devtool/parking/exit', { park_id: elsewhere, plate })).json().payload.discount).toBe(
      0,
    );

    await post('/devtool/parking/entry', { park_id: act.parkId, plate, minutes_ago: 125 });
    const exit = (await post('/devtool/parking/exit', { park_id: act.parkId, plate })).json().payload;
    expect(exit).toMatchObject({ fee: 1500, discount: amounts[0]! + amounts[1]! });
  });

  it('a packet is not a 商户券: the lot’s 商户券 list leaves its coupon out, the coupon records list the packet', async () => {
    const act = await activity();
    await createToken(app.db, act.parkId);
    const plate = nextPlate();
    const handed = (await issue(app, token, { id: act.id, issuer_no: act.issuer_no, plate })).json().payload;
    const tokens = (await get(`/parking/mcoupon/list?park_id=${act.parkId}`)).json().payload.row;
    expect(tokens).toHaveLength(1);
    expect(tokens[0].name).not.toMatch(/^红包/);
    const records = (await get(`/parking/coupon-record/list?park_id=${act.parkId}`)).json().payload.row;
    expect(records).toEqual([expect.objectContaining({ grant_no: handed.grant_no, face_value: 200, plate })]);
  });
});
