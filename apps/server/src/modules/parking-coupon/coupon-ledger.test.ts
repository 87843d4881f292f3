import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowSeconds } from '../../lib/clock.js';
import { createFixtureAccount } from '../../test/account-fixture.js';
import { createCouponStock } from '../../test/coupon-ledger-fixture.js';
import { createPark } from '../../test/parking-fixture.js';
import { createTestApp } from '../../test/test-app.js';
import { grantCoupon, revokeGrant, spendGrant, spendGrantMinutes, type GrantInput } from './coupon-ledger.js';

let app: FastifyInstance;
let sellerId: number;
let holderId: number;
let parkId: number;

beforeAll(async () => {
  app = await createTestApp();
  sellerId = (await createFixtureAccount(app, { permissions: [] })).merchantId;
  holderId = (await createFixtureAccount(app, { permissions: [] })).merchantId;
  parkId = await createPark(app.db, sellerId);
});
afterAll(async () => app.close());

const stockRow = (id: number) =>
  app.db.selectFrom('coupon_stock').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

function input(stockId: number, extra: Partial<GrantInput> = {}): GrantInput {
  return {
    stockId,
    holderId,
    plate: '粤B12345',
    plateColor: 1,
    channel: 1,
    operatorName: '测试',
    now: nowSeconds(),
    ...extra,
  };
}

/** Each grant in its own transaction, as a request would run it. */
const grant = (value: GrantInput) => app.db.transaction().execute((tx) => grantCoupon(tx, value));

describe('grantCoupon', () => {
  it('takes one coupon from the warehouse entry and expires by the coupon valid days', async () => {
    const { stockId } = await createCouponStock(app.db, { sellerId, holderId, parkIds: [parkId] });
    const granted = await grant(input(stockId));
    expect(granted.created).toBe(true);
    expect(granted.grant_no).toMatch(/^FQ\d+$/);
    expect((await stockRow(stockId)).granted_count).toBe(1);
    const row = await app.db
      .selectFrom('coupon_grant')
      .selectAll()
      .where('id', '=', granted.id)
      .executeTakeFirstOrThrow();
    expect(row.seller_id).toBe(sellerId);
    expect(Number(row.expire_time) - Number(row.grant_time)).toBe(7 * 86_400);
  });

  it('grants once per request id, also when 20 of them arrive together', async () => {
    const { stockId } = await createCouponStock(app.db, { sellerId, holderId, parkIds: [parkId] });
    const results = await Promise.all(
      Array.from({ length: 20 }, () => grant(input(stockId, { requestId: 'same-request' }))),
    );
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect((await stockRow(stockId)).granted_count).toBe(1);
  });

  it('never grants more than bought under 20 concurrent grants', async () => {
    const { stockId } = await createCouponStock(app.db, {
      sellerId,
      holderId,
      parkIds: [parkId],
      quantity: 5,
    });
    const settled = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => grant(input(stockId, { requestId: `r${i}` }))),
    );
    expect(settled.filter((s) => s.status === 'fulfilled')).toHaveLength(5);
    const refused = settled.filter((s): s is PromiseRejectedResult => s.status === 'rejected');
    expect(refused.map((s) => (s.reason as Error).message)).toContain(
      '该批优惠券已发完（共 5 张），不能发放',
    );
    expect((await stockRow(stockId)).granted_count).toBe(5);
    const rows = await app.db
      .selectFrom('coupon_grant')
      .select('id')
      .where('stock_id', '=', stockId)
      .execute();
    expect(rows).toHaveLength(5);
  });

  it('refuses a revoked entry and a bad plate, changing nothing', async () => {
    const { stockId } = await createCouponStock(app.db, { sellerId, holderId, parkIds: [parkId] });
    await app.db.updateTable('coupon_stock').set({ status: -1 }).where('id', '=', stockId).execute();
    await expect(grant(input(stockId))).rejects.toThrow('该批优惠券已撤销，不能发放');
    await expect(grant(input(stockId, { plate: 'ABC' }))).rejects.toThrow('请输入正确的车牌号码');
    expect((await stockRow(stockId)).granted_count).toBe(0);
    const rows = await app.db
      .selectFrom('coupon_grant')
      .select('id')
      .where('stock_id', '=', stockId)
      .execute();
    expect(rows).toHaveLength(0);
  });

  it('refuses an entry another tenant holds', async () => {
    const { stockId } = await createCouponStock(app.db, { sellerId, holderId: sellerId, parkIds: [parkId] });
    await expect(grant(input(stockId))).rejects.toThrow('入库记录不存在');
  });
});

describe('revokeGrant', () => {
  it('returns the coupon to the warehouse once', async () => {
    const { stockId } = await createCouponStock(app.db, { sellerId, holderId, parkIds: [parkId] });
    const granted = await grant(input(stockId));
    await app.db.transaction().execute((tx) => revokeGrant(tx, granted.id, nowSeconds()));
    expect((await stockRow(stockId)).granted_count).toBe(0);
    await expect(
      app.db.transaction().execute((tx) => revokeGrant(tx, granted.id, nowSeconds())),
    ).rejects.toThrow('只有发放成功且未使用的优惠券可以撤销');
    expect((await stockRow(stockId)).granted_count).toBe(0);
  });
});

describe('revokeGrant refuses what was handed out for good', () => {
  const revoke = (id: number, now = nowSeconds()) =>
    app.db.transaction().execute((tx) => revokeGrant(tx, id, now));

  it('a grant past its expiry, before the expiry job has marked it', async () => {
    const { stockId } = await createCouponStock(app.db, { sellerId, holderId, parkIds: [parkId] });
    const granted = await grant(input(stockId));
    await expect(revoke(granted.id, granted.expire_time)).rejects.toThrow('该券已过期，不能撤销');
    expect((await stockRow(stockId)).granted_count).toBe(1);
  });

  it('a 多次进出时长 grant some of whose minutes paid an exit', async () => {
    const { stockId } = await createCouponStock(
      app.db,
      { sellerId, holderId, parkIds: [parkId] },
      { coupon_type: 5, face_value: 120 },
    );
    const granted = await grant(input(stockId));
    const at = nowSeconds();
    await app.db.transaction().execute((tx) =>
      spendGrantMinutes(tx, granted.id, {
        parkId,
        recordId: 1,
        orderNo: 'T5',
        discount: 500,
        at,
        before: null,
        after: 60,
      }),
    );
    await expect(revoke(granted.id)).rejects.toThrow('该券已部分使用，不能撤销');
    const grantRow = await app.db
      .selectFrom('coupon_grant')
      .select(['status', 'minutes_left'])
      .where('id', '=', granted.id)
      .executeTakeFirstOrThrow();
    expect(grantRow).toEqual({ status: 1, minutes_left: 60 });
    expect((await stockRow(stockId)).granted_count).toBe(1);
  });
});

describe('spendGrant', () => {
  it('spends a coupon once and counts it on its warehouse entry; a spent one cannot be revoked', async () => {
    const { stockId } = await createCouponStock(app.db, { sellerId, holderId, parkIds: [parkId] });
    const granted = await grant(input(stockId));
    const spend = () =>
      app.db
        .transaction()
        .execute((tx) =>
          spendGrant(tx, granted.id, { parkId, recordId: 1, orderNo: 'T1', discount: 500, at: nowSeconds() }),
        );
    await spend();
    await expect(spend()).rejects.toThrow('优惠券已被使用或已失效，请重新出场');
    const stock = await stockRow(stockId);
    expect([stock.granted_count, stock.used_count]).toEqual([1, 1]);
    await expect(
      app.db.transaction().execute((tx) => revokeGrant(tx, granted.id, nowSeconds())),
    ).rejects.toThrow('只有发放成功且未使用的优惠券可以撤销');
  });
});
