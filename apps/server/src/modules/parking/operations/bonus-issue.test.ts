import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowSeconds } from '../../../lib/clock.js';
import { bearer } from '../../../test/account-fixture.js';
import { createBonusAcl, createBonusEvent } from '../../../test/bonus-fixture.js';
import { bonusMerchant, issue } from '../../../test/bonus-test-setup.js';
import { createTestApp } from '../../../test/test-app.js';

let app: FastifyInstance;
let me: Awaited<ReturnType<typeof bonusMerchant>>;

beforeAll(async () => {
  app = await createTestApp();
  me = await bonusMerchant(app);
});
afterAll(async () => app.close());

const eventRow = (id: number) =>
  app.db.selectFrom('bonus_event').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const aclRow = (id: number) =>
  app.db.selectFrom('bonus_acl').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const grantsOf = (eventId: number) =>
  app.db.selectFrom('bonus_grant').selectAll().where('event_id', '=', eventId).orderBy('id').execute();

/** An activity (fixed ¥2, ¥10 budget unless changed) with one authorised issuer. */
async function withIssuer(
  event: Parameters<typeof createBonusEvent>[2] = {},
  acl: Parameters<typeof createBonusAcl>[2] = {},
) {
  const id = await createBonusEvent(app.db, me.parkId, event);
  const aclId = await createBonusAcl(app.db, id, acl);
  const { issuer_no } = await aclRow(aclId);
  return { id, aclId, issuer_no };
}

const plateNo = (n: number) => `粤B${String(20000 + n)}`;

describe('发放红包', () => {
  it('hands out ¥2 packets until the ¥10 budget is spent, then refuses the sixth with the budget message', async () => {
    const { id, aclId, issuer_no } = await withIssuer();
    for (let n = 1; n <= 5; n += 1) {
      const res = await issue(app, me.token, { id, issuer_no, plate: plateNo(n) });
      expect(res.json()).toMatchObject({ code: 1001, payload: { amount: 200, plate: plateNo(n) } });
      expect(res.json().payload.grant_no).toMatch(/^HB\d+$/);
    }
    const sixth = await issue(app, me.token, { id, issuer_no, plate: plateNo(6) });
    expect(sixth.json()).toMatchObject({ code: 1409, message: '活动预算不足，剩余 ￥0.00，无法发放' });
    expect(await eventRow(id)).toMatchObject({ granted_amount: 1000, granted_count: 5 });
    expect((await aclRow(aclId)).granted_count).toBe(5);
    expect(await grantsOf(id)).toHaveLength(5);
    const listed = await app.inject({
      url: `/api/bonus/grant/list?event_id=${id}`,
      headers: bearer(me.token),
    });
    expect(listed.json().payload.paging_header.total_count).toBe(5);
  });

  it('refuses an activity that has not started, has ended or is switched off', async () => {
    const now = nowSeconds();
    const cases: [Parameters<typeof createBonusEvent>[2], string][] = [
      [{ start_time: now + 3600 }, '活动未开始，不能发放红包'],
      [{ start_time: now - 7200, end_time: now - 60 }, '活动已结束，不能发放红包'],
      [{ enabled: 0 }, '活动停用，不能发放红包'],
    ];
    for (const [event, message] of cases) {
      const { id, issuer_no } = await withIssuer(event);
      expect((await issue(app, me.token, { id, issuer_no, plate: plateNo(1) })).json()).toMatchObject({
        code: 1409,
        message,
      });
      expect(await grantsOf(id)).toHaveLength(0);
    }
  });

  it('refuses an issuer that is not authorised, switched off, expired or out of quota', async () => {
    const { id } = await withIssuer();
    const unknown = await issue(app, me.token, { id, issuer_no: 'NOBODY', plate: plateNo(1) });
    expect(unknown.json()).toMatchObject({ code: 1409, message: '商户 NOBODY 未获得本活动的发放授权' });
    const off = await createBonusAcl(app.db, id, { status: 0, issuer_name: '甲店' });
    const expired = await createBonusAcl(app.db, id, { expire_time: nowSeconds() - 1, issuer_name: '乙店' });
    const full = await createBonusAcl(app.db, id, { quota: 1, granted_count: 1, issuer_name: '丙店' });
    const expected: [number, string][] = [
      [off, '甲店的发放授权已停用'],
      [expired, '乙店的发放授权已过期'],
      [full, '丙店的发放额度已用完（共 1 个）'],
    ];
    for (const [aclId, message] of expected) {
      const { issuer_no } = await aclRow(aclId);
      const res = await issue(app, me.token, { id, issuer_no, plate: plateNo(1) });
      expect(res.json()).toMatchObject({ code: 1409, message });
    }
    expect(await eventRow(id)).toMatchObject({ granted_amount: 0, granted_count: 0 });
  });

  it('stops a plate at 每车限领次数 and refuses a malformed plate', async () => {
    const { id, issuer_no } = await withIssuer({ per_car_limit: 2 });
    for (let i = 0; i < 2; i += 1) {
      expect((await issue(app, me.token, { id, issuer_no, plate: ' 粤b30001 ' })).json().code).toBe(1001);
    }
    const third = await issue(app, me.token, { id, issuer_no, plate: '粤B30001' });
    expect(third.json()).toMatchObject({ code: 1409, message: '粤B30001 已领取 2 次，已达每车限领次数' });
    const bad = await issue(app, me.token, { id, issuer_no, plate: 'ABC' });
    expect(bad.json()).toMatchObject({ code: 1400, message: '请输入正确的车牌号码' });
    expect(await eventRow(id)).toMatchObject({ granted_amount: 400, granted_count: 2 });
  });

  it('draws random amounts inside the range and the counters add up to the packets', async () => {
    const { id, aclId, issuer_no } = await withIssuer({
      bonus_kind: 2,
      amount: 0,
      min_amount: 100,
      max_amount: 500,
      budget: 100_000,
      per_car_limit: 100,
    });
    for (let n = 0; n < 30; n += 1) {
      expect((await issue(app, me.token, { id, issuer_no, plate: plateNo(n) })).json().code).toBe(1001);
    }
    const grants = await grantsOf(id);
    for (const grant of grants) {
      expect(grant.amount).toBeGreaterThanOrEqual(100);
      expect(grant.amount).toBeLessThanOrEqual(500);
    }
    // Thirty uniform draws over 401 values are never all the same.
    expect(new Set(grants.map((g) => g.amount)).size).toBeGreaterThan(1);
    const sum = grants.reduce((total, grant) => total + Number(grant.amount), 0);
    expect(await eventRow(id)).toMatchObject({ granted_amount: sum, granted_count: 30 });
    expect((await aclRow(aclId)).granted_count).toBe(30);
  });

  it('caps a random draw at what the budget has left, then refuses below the minimum', async () => {
    const { id, issuer_no } = await withIssuer({
      bonus_kind: 2,
      amount: 0,
      min_amount: 100,
      max_amount: 500,
      budget: 650,
      per_car_limit: 100,
    });
    let refused = '';
    for (let n = 0; n < 10 && !refused; n += 1) {
      const body = (await issue(app, me.token, { id, issuer_no, plate: plateNo(n) })).json();
      if (body.code !== 1001) refused = body.message;
    }
    const event = await eventRow(id);
    expect(event.granted_amount).toBeLessThanOrEqual(650);
    expect(650 - event.granted_amount).toBeLessThan(100);
    expect(refused).toMatch(/^活动预算不足/);
  });

  it('never overspends when grants race for the last of the budget', async () => {
    const { id, aclId, issuer_no } = await withIssuer({ per_car_limit: 10 });
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, n) => issue(app, me.token, { id, issuer_no, plate: plateNo(n) })),
    );
    const codes = results.map((res) => res.json().code);
    expect(codes.filter((code) => code === 1001)).toHaveLength(5);
    expect(codes.filter((code) => code === 1409)).toHaveLength(7);
    expect(await eventRow(id)).toMatchObject({ granted_amount: 1000, granted_count: 5 });
    expect((await aclRow(aclId)).granted_count).toBe(5);
    expect(await grantsOf(id)).toHaveLength(5);
  });

  it('never exceeds an issuer’s quota when grants race', async () => {
    const { id, aclId, issuer_no } = await withIssuer({ budget: 100_000, per_car_limit: 10 }, { quota: 3 });
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, n) => issue(app, me.token, { id, issuer_no, plate: plateNo(n) })),
    );
    expect(results.filter((res) => res.json().code === 1001)).toHaveLength(3);
    expect((await aclRow(aclId)).granted_count).toBe(3);
    expect(await eventRow(id)).toMatchObject({ granted_amount: 600, granted_count: 3 });
  });
});

describe('核验活动 (prepare)', () => {
  const prepare = (id: number, issuer_no: string) =>
    app.inject({
      method: 'PUT',
      url: '/api/bonus/event/prepare',
      headers: bearer(me.token),
      payload: { id, issuer_no },
    });

  it('answers the activity, what the issuer has left and where the hand-out continues', async () => {
    const { id, issuer_no } = await withIssuer({}, { quota: 20 });
    const res = await prepare(id, issuer_no);
    expect(res.json()).toMatchObject({
      code: 1001,
      payload: { event_id: id, issuer_no, remaining_quota: 20, remaining_budget: 1000 },
    });
    expect(res.json().payload.redirect_url).toBe(
      `/parking/manage/config/event/detail?id=${id}&voucher=${encodeURIComponent(issuer_no)}`,
    );
    expect(await eventRow(id)).toMatchObject({ granted_amount: 0, granted_count: 0 });
  });

  it('refuses an issuer without access and an activity not running', async () => {
    const { id } = await withIssuer();
    expect((await prepare(id, 'NOBODY')).json().code).toBe(1409);
    const ended = await withIssuer({ end_time: nowSeconds() - 1, start_time: nowSeconds() - 100 });
    expect((await prepare(ended.id, ended.issuer_no)).json().message).toBe('活动已结束，不能发放红包');
  });
});
