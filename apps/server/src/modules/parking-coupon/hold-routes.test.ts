import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixtureAccount } from '../../test/account-fixture.js';
import { createCouponStock } from '../../test/coupon-ledger-fixture.js';
import { engineClient } from '../../test/engine-client.js';
import { createOpenStay, createPark } from '../../test/parking-fixture.js';
import { tokenFor } from '../../test/session-token.js';
import { createTestApp } from '../../test/test-app.js';
import { sql } from 'kysely';
import { expireCoupons, grantCoupon } from './coupon-ledger.js';
import { bulkSendJob, type BulkSendPayload } from './hold-jobs.js';

const CODES = [
  'coupon:warehouse:list',
  'coupon:warehouse:detail',
  'coupon:warehouse:send',
  'coupon:grant:list',
  'coupon:grant:revoke',
  'coupon:merchant-rule:list',
  'coupon:merchant-rule:detail',
  'coupon:merchant-rule:create',
  'coupon:merchant-rule:update',
];

let app: FastifyInstance;
let sellerId: number;
let holderId: number;
let sellerToken: string;
let holderToken: string;
let otherToken: string;
let parkId: number;
let requestSerial = 0;

const warehouse = () => engineClient(app, 'parking-coupon/warehouse');
const grants = () => engineClient(app, 'parking-coupon/grant');
const rules = () => engineClient(app, 'parking-coupon/merchant-rule');
const requestId = () => `req-${process.pid}-${(requestSerial += 1)}`;
const send = (token: string, id: number, plate = '粤B12345', request_id = requestId()) =>
  warehouse().action(token, 'send', { id, plate, plate_color: 1, request_id });
const stockRow = (id: number) =>
  app.db.selectFrom('coupon_stock').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const grantsOf = (stockId: number) =>
  app.db.selectFrom('coupon_grant').selectAll().where('stock_id', '=', stockId).orderBy('id').execute();
const newStock = (quantity = 10) =>
  createCouponStock(app.db, { sellerId, holderId, parkIds: [parkId], quantity });

/** Runs the jobs 批量发券 queued, as the worker would (the test app runs no worker). */
async function runQueuedBulkJobs(): Promise<void> {
  const jobs = await app.db.selectFrom('job').selectAll().where('queue', '=', 'coupon-bulk-send').execute();
  for (const job of jobs) {
    if (job.status !== 'queued') continue;
    await app.db.updateTable('job').set({ status: 'done' }).where('id', '=', job.id).execute();
    await bulkSendJob(app).run({
      id: Number(job.id),
      payload: JSON.parse(job.payload) as BulkSendPayload,
      attempt: 1,
      signal: new AbortController().signal,
      progress: async () => undefined,
    });
  }
}

beforeAll(async () => {
  app = await createTestApp();
  const seller = await createFixtureAccount(app, { permissions: CODES });
  const holder = await createFixtureAccount(app, { permissions: CODES });
  const other = await createFixtureAccount(app, { permissions: CODES });
  sellerId = seller.merchantId;
  holderId = holder.merchantId;
  sellerToken = await tokenFor(app, seller.managerId);
  holderToken = await tokenFor(app, holder.managerId);
  otherToken = await tokenFor(app, other.managerId);
  parkId = await createPark(app.db, sellerId);
});
afterAll(async () => app.close());

describe('入库记录', () => {
  it('shows 剩余 0 for an entry whose purchase was revoked or that has expired, as 购券记录 does', async () => {
    const { stockId } = await newStock(10);
    await send(holderToken, stockId);
    for (const status of [-1, -2]) {
      await app.db.updateTable('coupon_stock').set({ status }).where('id', '=', stockId).execute();
      const row = (await warehouse().detail(holderToken, stockId)).json().payload;
      expect(row).toMatchObject({ quantity: 10, granted_count: 1, remaining: 0, status });
    }
  });

  it('shows the holder its entries with counts; the seller reads them; another tenant sees none', async () => {
    const { stockId } = await newStock(10);
    await send(holderToken, stockId);
    const row = (await warehouse().detail(holderToken, stockId)).json().payload;
    expect(row).toMatchObject({ quantity: 10, granted_count: 1, used_count: 0, remaining: 9, status: 1 });
    expect(row.coupon_value).toBe('￥5.00');
    expect((await warehouse().detail(sellerToken, stockId)).json().code).toBe(1001);
    const others = (await warehouse().list(otherToken, { page_size: 200 })).json().payload.row;
    expect(others.map((r: { id: number }) => r.id)).not.toContain(stockId);
    expect((await warehouse().detail(otherToken, stockId)).json().code).not.toBeOneOf([1001, 1002]);
  });

  it('发券 grants once per request id: a double submit or retry answers the first grant', async () => {
    const { stockId } = await newStock(10);
    const id = requestId();
    const first = (await send(holderToken, stockId, '粤B11111', id)).json();
    const again = (await send(holderToken, stockId, '粤B11111', id)).json();
    expect(first.code).toBe(1001);
    expect(again.payload.grant_no).toBe(first.payload.grant_no);
    expect((await stockRow(stockId)).granted_count).toBe(1);
    expect(await grantsOf(stockId)).toHaveLength(1);
  });

  it('20 concurrent 发券 through HTTP never pass the quantity', async () => {
    const { stockId } = await newStock(5);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => send(holderToken, stockId, `粤B2${String(i).padStart(4, '0')}`)),
    );
    const codes = answers.map((res) => res.json().code);
    expect(codes.filter((code) => code === 1001)).toHaveLength(5);
    expect(answers.some((res) => res.json().message === '该批优惠券已发完（共 5 张），不能发放')).toBe(true);
    expect((await stockRow(stockId)).granted_count).toBe(5);
    expect((await grantsOf(stockId)).filter((g) => Number(g.status) === 1)).toHaveLength(5);
  });

  it('the seller reads but cannot grant; nothing changes', async () => {
    const { stockId } = await newStock(5);
    const res = await send(sellerToken, stockId);
    expect(res.json().code).not.toBeOneOf([1001, 1002]);
    expect((await stockRow(stockId)).granted_count).toBe(0);
  });

  it('refuses a request without its request id, and a bad plate, in Chinese and changing nothing', async () => {
    const { stockId } = await newStock(5);
    const missing = await warehouse().action(holderToken, 'send', {
      id: stockId,
      plate: '粤B12345',
      plate_color: 1,
    });
    expect(missing.statusCode).toBe(400);
    const bad = await send(holderToken, stockId, 'ABC');
    expect(bad.json().message).toContain('车牌');
    expect((await stockRow(stockId)).granted_count).toBe(0);
  });

  it('批量发券 queues every plate 发放中, then the job ends each 发放成功 or 发放失败 with its reason', async () => {
    const { stockId } = await newStock(10);
    // One coupon per plate per day on this entry: the repeated plate fails in the job.
    const rule = await rules().create(holderToken, {
      name: '每车每日一张',
      applies_to: 1,
      stock_id: stockId,
      plate_daily_limit: 1,
      daily_limit: 0,
      parked_only: 0,
    });
    expect(rule.json().code, rule.body).toBe(1001);
    const id = requestId();
    const body = { id: stockId, plates: '粤B30001\n粤B30002，粤B30001', plate_color: 1, request_id: id };
    const res = await warehouse().action(holderToken, 'bulk-send', body);
    expect(res.json()).toMatchObject({ code: 1001, payload: { count: 3 } });
    expect((await grantsOf(stockId)).map((g) => Number(g.status))).toEqual([2, 2, 2]);
    expect((await warehouse().detail(holderToken, stockId)).json().payload.pending_count).toBe(3);
    // A retried request queues nothing more.
    await warehouse().action(holderToken, 'bulk-send', body);
    expect(await grantsOf(stockId)).toHaveLength(3);

    await runQueuedBulkJobs();
    const settled = await grantsOf(stockId);
    expect(settled.map((g) => Number(g.status))).toEqual([1, 1, -1]);
    expect(settled[2]?.fail_reason).toBe(
      '不符合商户券规则“每车每日一张”：车牌 粤B30001 今日已领 1 张，每车每日限发 1 张',
    );
    expect((await stockRow(stockId)).granted_count).toBe(2);
    // Rerunning settles nothing twice.
    await runQueuedBulkJobs();
    expect((await stockRow(stockId)).granted_count).toBe(2);
  });

  it('批量发券 refuses a list with a bad plate, or more plates than left, and queues nothing', async () => {
    const { stockId } = await newStock(2);
    const bad = await warehouse().action(holderToken, 'bulk-send', {
      id: stockId,
      plates: '粤B30001\nXYZ',
      plate_color: 1,
      request_id: requestId(),
    });
    expect(bad.json().message).toBe('请输入正确的车牌号码：XYZ');
    const many = await warehouse().action(holderToken, 'bulk-send', {
      id: stockId,
      plates: '粤B30001 粤B30002 粤B30003',
      plate_color: 1,
      request_id: requestId(),
    });
    expect(many.json().message).toBe('该批优惠券剩余 2 张，不够发放 3 个车牌');
    expect(await grantsOf(stockId)).toHaveLength(0);
  });
});

describe('发券记录', () => {
  it('lists the holder its grants by plate prefix; the seller reads; only the holder revokes', async () => {
    const { stockId } = await newStock(5);
    const granted = (await send(holderToken, stockId, '粤C88888')).json().payload;
    const found = (await grants().list(holderToken, { plate: '粤C88' })).json().payload.row;
    expect(found.map((r: { id: number }) => r.id)).toEqual([granted.id]);
    expect(found[0]).toMatchObject({ status: 1, use_status: 0, channel: 1, coupon_value: '￥5.00' });
    expect((await grants().detail(sellerToken, granted.id)).json().code).toBe(1001);
    expect((await grants().list(otherToken, { plate: '粤C88' })).json().payload.row).toHaveLength(0);

    expect((await grants().action(sellerToken, 'revoke', { id: granted.id })).json().code).not.toBeOneOf([
      1001, 1002,
    ]);
    expect((await stockRow(stockId)).granted_count).toBe(1);
    expect((await grants().action(holderToken, 'revoke', { id: granted.id })).json().code).toBe(1002);
    expect((await stockRow(stockId)).granted_count).toBe(0);
    const twice = await grants().action(holderToken, 'revoke', { id: granted.id });
    expect(twice.json().code).not.toBeOneOf([1001, 1002]);
    expect((await stockRow(stockId)).granted_count).toBe(0);
  });
});

describe('商户券规则', () => {
  it('caps the day total of a coupon across its entries', async () => {
    const { stockId, couponId } = await newStock(10);
    const res = await rules().create(holderToken, {
      name: '每日两张',
      applies_to: 2,
      stock_id: stockId,
      plate_daily_limit: 0,
      daily_limit: 2,
      parked_only: 0,
    });
    expect(res.json().code).toBe(1001);
    const stored = await app.db
      .selectFrom('coupon_merchant_rule')
      .selectAll()
      .where('id', '=', res.json().payload.id)
      .executeTakeFirstOrThrow();
    expect([stored.coupon_id, stored.stock_id]).toEqual([couponId, null]);
    expect((await send(holderToken, stockId, '粤D00001')).json().code).toBe(1001);
    expect((await send(holderToken, stockId, '粤D00002')).json().code).toBe(1001);
    const third = (await send(holderToken, stockId, '粤D00003')).json();
    expect(third.message).toBe('不符合商户券规则“每日两张”：今日已发 2 张，每日限发 2 张');
    expect((await stockRow(stockId)).granted_count).toBe(2);
    // 停用 lifts it.
    await rules().action(holderToken, 'disable', { id: res.json().payload.id });
    expect((await send(holderToken, stockId, '粤D00003')).json().code).toBe(1001);
  });

  it('a daily limit holds under 20 concurrent 发券 (the rules are locked while counted)', async () => {
    const { stockId } = await newStock(50);
    const res = await rules().create(holderToken, {
      name: '每日三张',
      applies_to: 1,
      stock_id: stockId,
      daily_limit: 3,
    });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => send(holderToken, stockId, `粤G${String(i).padStart(5, '0')}`)),
    );
    expect(answers.filter((a) => a.json().code === 1001)).toHaveLength(3);
    expect((await stockRow(stockId)).granted_count).toBe(3);
    await rules().action(holderToken, 'disable', { id: res.json().payload.id });
  });

  it('a second grant under a daily limit waits for the first and then counts it (PostgreSQL)', async (ctx) => {
    // SQLite has one writer: a second transaction cannot interleave at all, so there is no race to show.
    if (app.dbKind !== 'postgres') ctx.skip();
    const { stockId } = await newStock(10);
    await rules().create(holderToken, { name: '每日一张', applies_to: 1, stock_id: stockId, daily_limit: 1 });
    const input = (plate: string) => ({
      stockId,
      holderId,
      plate,
      plateColor: 1,
      channel: 1,
      operatorName: '测试',
      now: Math.floor(Date.now() / 1000),
    });
    let second: Promise<unknown> | undefined;
    await app.db.transaction().execute(async (first) => {
      await grantCoupon(first, input('粤H00001'));
      // The second grant starts while the first is not committed, and must block on the rule.
      second = app.db.transaction().execute((tx) => grantCoupon(tx, input('粤H00002')));
      second.catch(() => undefined);
      for (;;) {
        const waiting = await sql<{ n: string | number }>`
          select count(*) as n from pg_locks l join pg_stat_activity a on a.pid = l.pid
          where not l.granted and a.datname = current_database()`.execute(app.db);
        if (Number(waiting.rows[0]?.n) > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    });
    await expect(second).rejects.toThrow('不符合商户券规则“每日一张”：今日已发 1 张，每日限发 1 张');
    expect((await stockRow(stockId)).granted_count).toBe(1);
  });

  it('grants only to a car now parked at a lot of the coupon when the rule says so', async () => {
    const { stockId } = await newStock(10);
    const res = await rules().create(holderToken, {
      name: '仅在场车辆',
      applies_to: 1,
      stock_id: stockId,
      parked_only: 1,
    });
    expect(res.json().code).toBe(1001);
    const away = (await send(holderToken, stockId, '粤E00001')).json();
    expect(away.message).toBe(
      '不符合商户券规则“仅在场车辆”：车辆 粤E00001 不在该券可用的车场内，仅限在场车辆领券',
    );
    await createOpenStay(app.db, parkId, '粤E00001');
    expect((await send(holderToken, stockId, '粤E00001')).json().code).toBe(1001);
    await rules().action(holderToken, 'disable', { id: res.json().payload.id });
  });

  it("refuses a rule naming another tenant's entry, or none when one is needed", async () => {
    const { stockId } = await createCouponStock(app.db, { sellerId, holderId: sellerId, parkIds: [parkId] });
    const foreign = await rules().create(holderToken, { name: '别人的', applies_to: 1, stock_id: stockId });
    expect(foreign.json().message).toBe('入库记录不存在或不属于本商户');
    const none = await rules().create(holderToken, { name: '没选', applies_to: 1 });
    expect(none.json().message).toBe('请选择入库记录');
  });
});

describe('到期', () => {
  it('marks a passed entry 已过期 and an unused passed grant 已过期, once', async () => {
    const { stockId } = await newStock(5);
    const granted = (await send(holderToken, stockId, '粤F00001')).json().payload;
    const later = Number((await stockRow(stockId)).expire_time) + 1;
    // Before the job has run, the claim checks the time itself.
    await expect(
      app.db.transaction().execute((tx) =>
        grantCoupon(tx, {
          stockId,
          holderId,
          plate: '粤F00002',
          plateColor: 1,
          channel: 1,
          operatorName: '测试',
          now: later,
        }),
      ),
    ).rejects.toThrow('该批优惠券已过期，不能发放');
    const first = await expireCoupons(app.db, later);
    expect(first.stocks).toBeGreaterThanOrEqual(1);
    expect(Number((await stockRow(stockId)).status)).toBe(-2);
    const grant = await app.db
      .selectFrom('coupon_grant')
      .selectAll()
      .where('id', '=', granted.id)
      .executeTakeFirstOrThrow();
    expect(Number(grant.use_status)).toBe(2);
    const again = await expireCoupons(app.db, later);
    expect(again).toEqual({ stocks: 0, grants: 0 });
    // Marked 已过期, the entry is refused by its state, in the words of the list's 状态 column.
    expect((await send(holderToken, stockId)).json()).toMatchObject({
      code: 1409,
      message: '当前状态不允许发券',
    });
    expect((await stockRow(stockId)).granted_count).toBe(1);
    // The expired grant was handed out: it cannot be taken back into the entry.
    expect((await grants().action(holderToken, 'revoke', { id: granted.id })).json()).toMatchObject({
      code: 1409,
      message: '该券已过期，不能撤销',
    });
  });
});
