import { GRANT_SUCCESS, USE_UNUSED, USE_USED } from '@console/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error.js';
import { nowSeconds } from '../../lib/clock.js';
import { createFixtureAccount } from '../../test/account-fixture.js';
import { createCouponStock } from '../../test/coupon-ledger-fixture.js';
import { createPark } from '../../test/parking-fixture.js';
import { createTestApp } from '../../test/test-app.js';
import {
  expireCoupons,
  grantCoupon,
  queueGrants,
  revokeGrant,
  settleQueuedGrant,
  spendGrant,
} from './coupon-ledger.js';

/**
 * The ledger's counts always add up, whatever order buys, grants (single and batch), uses, revokes
 * and expiries come in: after every step, per warehouse entry, granted_count = successful grants
 * not revoked, used_count = used grants, used ≤ granted ≤ quantity. A fixed seed (in the test's name
 * and in every failure message; override with COUPON_PROPERTY_SEED) makes a failure reproducible.
 */
const SEED = Number(process.env.COUPON_PROPERTY_SEED ?? 20_261_126);
const STEPS = 400;

/** mulberry32: a small, well-mixed 32-bit PRNG; the same seed gives the same run. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

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

/** Every stock's counters against the grants, as one list of mismatches (empty when it adds up). */
async function mismatches(stockIds: readonly number[]): Promise<string[]> {
  if (stockIds.length === 0) return [];
  const stocks = await app.db
    .selectFrom('coupon_stock')
    .select(['id', 'quantity', 'granted_count', 'used_count'])
    .where('id', 'in', stockIds)
    .execute();
  const grants = await app.db
    .selectFrom('coupon_grant')
    .select(['stock_id', 'status', 'use_status'])
    .where('stock_id', 'in', stockIds)
    .execute();
  const out: string[] = [];
  for (const stock of stocks) {
    const mine = grants.filter((g) => Number(g.stock_id) === Number(stock.id));
    const granted = mine.filter((g) => Number(g.status) === GRANT_SUCCESS).length;
    const used = mine.filter((g) => Number(g.use_status) === USE_USED).length;
    const [q, gc, uc] = [Number(stock.quantity), Number(stock.granted_count), Number(stock.used_count)];
    if (gc !== granted) out.push(`stock ${stock.id}: granted_count ${gc} ≠ ${granted} successful grants`);
    if (uc !== used) out.push(`stock ${stock.id}: used_count ${uc} ≠ ${used} used grants`);
    if (!(uc <= gc && gc <= q)) out.push(`stock ${stock.id}: not used ${uc} ≤ granted ${gc} ≤ quantity ${q}`);
  }
  return out;
}

describe('coupon ledger property', () => {
  it(`keeps every warehouse entry's counts equal to its grants (seed ${SEED}, ${STEPS} steps)`, async () => {
    const random = prng(SEED);
    const pick = <T>(items: readonly T[]): T | undefined =>
      items.length > 0 ? items[Math.floor(random() * items.length)] : undefined;
    const stockIds: number[] = [];
    let clock = nowSeconds();
    let requests = 0;
    const counts: Record<string, number> = {};
    const tx = <T>(work: Parameters<ReturnType<typeof app.db.transaction>['execute']>[0]) =>
      app.db.transaction().execute(work) as Promise<T>;
    // A refusal (sold out, expired, already used) is an outcome, never a broken ledger.
    const tolerate = async (work: () => Promise<unknown>, op: string) => {
      try {
        await work();
        counts[op] = (counts[op] ?? 0) + 1;
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        counts[`${op} refused`] = (counts[`${op} refused`] ?? 0) + 1;
      }
    };
    const grantsWhere = async (status: number, useStatus: number) =>
      (
        await app.db
          .selectFrom('coupon_grant')
          .select('id')
          .where('stock_id', 'in', stockIds.length > 0 ? stockIds : [0])
          .where('status', '=', status)
          .where('use_status', '=', useStatus)
          .execute()
      ).map((g) => Number(g.id));

    for (let step = 0; step < STEPS; step += 1) {
      clock += Math.floor(random() * 2 * 3600);
      const roll = random();
      const plate = `粤B${String(10_000 + Math.floor(random() * 20)).slice(-5)}`;
      if (stockIds.length === 0 || roll < 0.06) {
        const created = await createCouponStock(
          app.db,
          { sellerId, holderId, parkIds: [parkId], quantity: 1 + Math.floor(random() * 8) },
          {
            end_time: clock + Math.floor(random() * 5 * 86_400) + 3600,
            valid_days: 1 + Math.floor(random() * 3),
          },
        );
        stockIds.push(created.stockId);
        counts.buy = (counts.buy ?? 0) + 1;
      } else if (roll < 0.45) {
        const stockId = pick(stockIds) ?? 0;
        // Now and then a retry of the request before: it must grant nothing more.
        const requestId = random() < 0.15 && requests > 0 ? `p${requests}` : `p${(requests += 1)}`;
        await tolerate(
          () =>
            tx((db) =>
              grantCoupon(db, {
                stockId,
                holderId,
                plate,
                plateColor: 1,
                channel: 1,
                requestId,
                operatorName: '性质测试',
                now: clock,
              }),
            ),
          'grant',
        );
      } else if (roll < 0.55) {
        const stockId = pick(stockIds) ?? 0;
        const plates = Array.from({ length: 1 + Math.floor(random() * 3) }, () => plate);
        const ids = await tx<number[]>((db) =>
          queueGrants(db, {
            stockId,
            holderId,
            plates,
            plateColor: 1,
            requestId: `b${(requests += 1)}`,
            operatorName: '性质测试',
            now: clock,
          }),
        );
        expect(await mismatches(stockIds)).toEqual([]);
        for (const id of ids) await settleQueuedGrant(app.db, id, clock);
        counts.bulk = (counts.bulk ?? 0) + 1;
      } else if (roll < 0.75) {
        const id = pick(await grantsWhere(GRANT_SUCCESS, USE_UNUSED));
        if (id !== undefined) {
          const spentOn = { parkId, recordId: step, orderNo: `PT${step}`, discount: 500, at: clock };
          await tolerate(() => tx((db) => spendGrant(db, id, spentOn)), 'use');
        }
      } else if (roll < 0.9) {
        const id = pick(await grantsWhere(GRANT_SUCCESS, USE_UNUSED));
        if (id !== undefined) await tolerate(() => tx((db) => revokeGrant(db, id, clock)), 'revoke');
      } else {
        await expireCoupons(app.db, clock);
        counts.expire = (counts.expire ?? 0) + 1;
      }
      const wrong = await mismatches(stockIds);
      expect(wrong, `seed ${SEED}, step ${step}`).toEqual([]);
    }
    // The run did exercise each path, refusals included, so the property was not checked vacuously.
    for (const op of ['buy', 'grant', 'bulk', 'use', 'revoke', 'expire', 'grant refused'])
      expect(counts[op] ?? 0, `${op} (seed ${SEED})`).toBeGreaterThan(0);
  });
});
