import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowSeconds } from '../../../lib/clock.js';
import { createAccount, createRole } from '../../../seed/tenant-builder.js';
import { createBonusAcl, createBonusEvent } from '../../../test/bonus-fixture.js';
import { BONUS_CODES, bonusMerchant, issue } from '../../../test/bonus-test-setup.js';
import { engineClient } from '../../../test/engine-client.js';
import { tokenFor } from '../../../test/session-token.js';
import { createTestApp } from '../../../test/test-app.js';

let app: FastifyInstance;
let me: Awaited<ReturnType<typeof bonusMerchant>>;
let stranger: Awaited<ReturnType<typeof bonusMerchant>>;

beforeAll(async () => {
  app = await createTestApp();
  me = await bonusMerchant(app);
  stranger = await bonusMerchant(app);
});
afterAll(async () => app.close());

const events = () => engineClient(app, 'bonus/event');
const acls = () => engineClient(app, 'bonus/acl');
const eventRow = (id: number) =>
  app.db.selectFrom('bonus_event').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

const fixed = () => ({
  park_id: me.parkId,
  name: '商场购物满 100 元送停车红包',
  bonus_kind: 1,
  amount: 200,
  budget: 1000,
  per_car_limit: 1,
  start_time: nowSeconds() - 60,
  end_time: nowSeconds() + 7 * 86_400,
  enabled: 1,
});

describe('红包活动 create and edit', () => {
  it('creates a fixed activity, keeps only the fixed amount and reads 进行中', async () => {
    const res = await events().create(me.token, { ...fixed(), min_amount: 100, max_amount: 500 });
    expect(res.json().code).toBe(1001);
    const detail = (await events().detail(me.token, res.json().payload.id)).json().payload;
    expect(detail).toMatchObject({ amount: 200, min_amount: 0, max_amount: 0, status: 1, granted_amount: 0 });
    expect(detail.park_name).toBeTruthy();
  });

  it('creates a random activity and refuses a minimum above the maximum', async () => {
    const random = { ...fixed(), bonus_kind: 2, amount: 300, min_amount: 100, max_amount: 500 };
    const res = await events().create(me.token, random);
    expect(res.json().code).toBe(1001);
    expect(await eventRow(res.json().payload.id)).toMatchObject({
      amount: 0,
      min_amount: 100,
      max_amount: 500,
    });
    const upside = await events().create(me.token, { ...random, min_amount: 600 });
    expect(upside.json()).toMatchObject({ code: 1400, message: '最小金额不能大于最大金额' });
    const none = await events().create(me.token, { ...random, max_amount: undefined });
    expect(none.json()).toMatchObject({ code: 1400, message: '请输入最大金额' });
  });

  it('refuses a fixed activity without an amount, an end before the start and an amount over budget', async () => {
    expect((await events().create(me.token, { ...fixed(), amount: undefined })).json()).toMatchObject({
      code: 1400,
      message: '请输入红包金额',
    });
    const backwards = await events().create(me.token, { ...fixed(), end_time: fixed().start_time - 1 });
    expect(backwards.json()).toMatchObject({ code: 1400, message: '结束时间须晚于开始时间' });
    const over = await events().create(me.token, { ...fixed(), amount: 2000 });
    expect(over.json()).toMatchObject({ code: 1400, message: '红包金额不能超过总预算' });
    expect((await events().create(me.token, { ...fixed(), budget: 0 })).statusCode).toBe(400);
  });

  it('derives 未开始, 已结束 and 停用', async () => {
    const now = nowSeconds();
    const future = await createBonusEvent(app.db, me.parkId, { start_time: now + 3600 });
    const past = await createBonusEvent(app.db, me.parkId, { start_time: now - 7200, end_time: now - 3600 });
    const off = await createBonusEvent(app.db, me.parkId, { enabled: 0 });
    const statuses = await Promise.all(
      [future, past, off].map(async (id) => (await events().detail(me.token, id)).json().payload.status),
    );
    expect(statuses).toEqual([0, 2, 3]);
    const listed = (await events().list(me.token, { park_id: me.parkId, page_size: 200 })).json().payload.row;
    const byId = new Map(listed.map((row: { id: number; status: number }) => [row.id, row.status]));
    expect([future, past, off].map((id) => byId.get(id))).toEqual([0, 2, 3]);
  });

  it('keeps the budget at or above what was granted and the type fixed once packets are out', async () => {
    const id = await createBonusEvent(app.db, me.parkId);
    const aclId = await createBonusAcl(app.db, id);
    const acl = await app.db
      .selectFrom('bonus_acl')
      .select('issuer_no')
      .where('id', '=', aclId)
      .executeTakeFirstOrThrow();
    for (const plate of ['粤B10001', '粤B10002']) {
      expect((await issue(app, me.token, { id, issuer_no: acl.issuer_no, plate })).json().code).toBe(1001);
    }
    const lower = await events().update(me.token, { id, budget: 300 });
    expect(lower.json()).toMatchObject({ code: 1409, message: '总预算不能低于已发放金额 ￥4.00' });
    const retype = await events().update(me.token, { id, bonus_kind: 2, min_amount: 100, max_amount: 300 });
    expect(retype.json()).toMatchObject({ code: 1409, message: '活动已发放红包，不能修改红包类型' });
    expect(await eventRow(id)).toMatchObject({ budget: 1000, bonus_kind: 1, granted_amount: 400 });
    expect((await events().update(me.token, { id, budget: 400 })).json().code).toBe(1002);
  });

  it('lets the type change while nothing was granted', async () => {
    const id = await createBonusEvent(app.db, me.parkId);
    const res = await events().update(me.token, { id, bonus_kind: 2, min_amount: 100, max_amount: 300 });
    expect(res.json().code).toBe(1002);
    expect(await eventRow(id)).toMatchObject({ bonus_kind: 2, amount: 0, min_amount: 100, max_amount: 300 });
  });
});

describe('活动授权', () => {
  const grant = (eventId: number, parkId = me.parkId) => ({
    park_id: parkId,
    event_id: eventId,
    issuer_no: `M${eventId}01`,
    issuer_name: '优衣库（万象城店）',
    quota: 50,
    expire_time: nowSeconds() + 86_400,
    status: 1,
  });

  it('authorises an issuer once per activity', async () => {
    const eventId = await createBonusEvent(app.db, me.parkId);
    expect((await acls().create(me.token, grant(eventId))).json().code).toBe(1001);
    expect((await acls().create(me.token, grant(eventId))).json().code).toBe(1409);
    const list = (await acls().list(me.token, { event_id: eventId })).json().payload.row;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ issuer_name: '优衣库（万象城店）', quota: 50, granted_count: 0 });
  });

  it('refuses an activity of another lot or another merchant, and a past expiry', async () => {
    const eventId = await createBonusEvent(app.db, me.parkId);
    expect((await acls().create(me.token, grant(eventId, me.otherParkId))).statusCode).toBe(404);
    const theirs = await createBonusEvent(app.db, stranger.parkId);
    expect((await acls().create(me.token, grant(theirs, stranger.parkId))).statusCode).toBe(404);
    expect((await acls().create(me.token, grant(theirs))).statusCode).toBe(404);
    const past = await acls().create(me.token, { ...grant(eventId), expire_time: nowSeconds() - 1 });
    expect(past.json()).toMatchObject({ code: 1400, message: '到期时间须晚于当前时间' });
  });

  it('never lowers a quota below the packets handed out', async () => {
    const eventId = await createBonusEvent(app.db, me.parkId);
    const id = await createBonusAcl(app.db, eventId, { granted_count: 3 });
    const res = await acls().update(me.token, { id, quota: 2 });
    expect(res.json()).toMatchObject({ code: 1409, message: '发放额度不能低于已发放个数（3 个）' });
    expect((await acls().update(me.token, { id, quota: 3 })).json().code).toBe(1002);
  });
});

describe('scope', () => {
  it('a merchant sees only its lots’ activities', async () => {
    const mine = await createBonusEvent(app.db, me.parkId);
    const theirs = await createBonusEvent(app.db, stranger.parkId);
    const ids = (await events().list(me.token, { page_size: 200 }))
      .json()
      .payload.row.map((r: { id: number }) => r.id);
    expect(ids).toContain(mine);
    expect(ids).not.toContain(theirs);
    expect((await events().detail(me.token, theirs)).statusCode).toBe(404);
    const update = await events().update(me.token, { id: theirs, budget: 1 });
    expect(update.statusCode).toBe(404);
  });

  it('a sub-account sees only the activities of its granted parks', async () => {
    const now = nowSeconds();
    const roleId = await createRole(app.db, me.merchantId, '红包专员', BONUS_CODES, now);
    await app.db.insertInto('role_park').values({ role_id: roleId, park_id: me.parkId }).execute();
    const managerId = await createAccount(
      app.db,
      {
        merchantId: me.merchantId,
        account: `bonus-clerk-${process.pid}`,
        name: '红包专员',
        password: '',
        passwordHash: 'not-a-hash',
        isMain: false,
        roleIds: [roleId],
      },
      now,
    );
    const clerk = await tokenFor(app, managerId);
    const granted = await createBonusEvent(app.db, me.parkId);
    const other = await createBonusEvent(app.db, me.otherParkId);
    const ids = (await events().list(clerk, { page_size: 200 }))
      .json()
      .payload.row.map((r: { id: number }) => r.id);
    expect(ids).toContain(granted);
    expect(ids).not.toContain(other);
    expect((await events().detail(clerk, other)).statusCode).toBe(404);
    expect((await events().create(clerk, { ...fixed(), park_id: me.otherParkId })).statusCode).toBe(404);
  });
});
