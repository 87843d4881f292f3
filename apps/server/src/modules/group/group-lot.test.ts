import {
  blacklistResource,
  couponPurchaseResource,
  couponResource,
  couponWarehouseResource,
  mcouponRecordResource,
  memberCarResource,
  monthCardResource,
  passportResource,
  reservationResource,
  reserveSettings,
  valueCardResource,
  whitelistResource,
  type AnyResource,
} from '@console/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoDataIfEmpty } from '../../seed/seed-demo.js';
import { DEMO_PASSWORD } from '../../seed/demo-accounts.js';
import { bearer, signIn } from '../../test/account-fixture.js';
import { engineClient } from '../../test/engine-client.js';
import { createTestApp } from '../../test/test-app.js';

// The lists of a group lot's tabs that name their lot in park_id (park-scoped) ...
const PARK_LISTS: readonly AnyResource[] = [
  mcouponRecordResource,
  reservationResource,
  monthCardResource,
  valueCardResource,
  whitelistResource,
  blacklistResource,
  passportResource,
  memberCarResource,
];
// ... and the coupon lists that reach their lots through coupon_park (their lotLink).
const LINKED_LISTS: readonly AnyResource[] = [
  couponResource,
  couponPurchaseResource,
  couponWarehouseResource,
];

type Row = Record<string, unknown>;

let app: FastifyInstance;
let groupToken: string;
let groupLots: number[];
let merchantLots: number[];
let groupId: number;
let merchantId: number;

async function listOf(resource: AnyResource, token: string, query: Record<string, number> = {}) {
  const res = await engineClient(app, resource.key).list(token, { page_size: 100, ...query });
  const body = res.json();
  expect(body.code, `${resource.key}: ${res.body}`).toBe(1001);
  return { rows: body.payload.row as Row[], total: Number(body.payload.paging_header.total_count) };
}

/** The lots each coupon is valid at. */
async function couponLots(): Promise<Map<number, number[]>> {
  const links = await app.db.selectFrom('coupon_park').select(['coupon_id', 'park_id']).execute();
  const lots = new Map<number, number[]>();
  for (const link of links) {
    const id = Number(link.coupon_id);
    lots.set(id, [...(lots.get(id) ?? []), Number(link.park_id)]);
  }
  return lots;
}

/** The coupon a row of a linked list is about (a coupon itself, or a purchase's or entry's). */
async function couponOf(resource: AnyResource, row: Row): Promise<number> {
  if (resource === couponResource) return Number(row.id);
  const stock = await app.db
    .selectFrom('coupon_stock')
    .select('coupon_id')
    .where('id', '=', Number(row.id))
    .executeTakeFirstOrThrow();
  return Number(stock.coupon_id);
}

beforeAll(async () => {
  app = await createTestApp();
  // A small parking demo: the group's lots get their records, cars and reservations like every lot.
  await seedDemoDataIfEmpty(app.db, undefined, { parking: { records: 2000 } });
  groupToken = await signIn(app, 'group', DEMO_PASSWORD);
  const tenant = async (no: string) =>
    Number(
      (
        await app.db
          .selectFrom('merchant')
          .select('id')
          .where('merchant_no', '=', no)
          .executeTakeFirstOrThrow()
      ).id,
    );
  groupId = await tenant('400001');
  merchantId = await tenant('300001');
  const lotsOf = async (owner: number) =>
    (
      await app.db.selectFrom('park').select('id').where('merchant_id', '=', owner).orderBy('id').execute()
    ).map((park) => Number(park.id));
  groupLots = await lotsOf(groupId);
  merchantLots = await lotsOf(merchantId);
}, 240_000);
afterAll(async () => app.close());

describe('停车集团 per-lot tabs', () => {
  it('lists on a lot tab only the rows of that lot, and the demo fills every tab at some lot', async () => {
    expect(groupLots).toHaveLength(3);
    const lotsOfCoupon = await couponLots();
    for (const resource of [...PARK_LISTS, ...LINKED_LISTS]) {
      let seen = 0;
      for (const lot of groupLots) {
        const { rows } = await listOf(resource, groupToken, { park_id: lot });
        seen += rows.length;
        for (const row of rows) {
          if (PARK_LISTS.includes(resource)) expect(Number(row.park_id), resource.key).toBe(lot);
          else expect(lotsOfCoupon.get(await couponOf(resource, row)), resource.key).toContain(lot);
        }
      }
      expect(seen, `${resource.key} has demo rows at the group's lots`).toBeGreaterThan(0);
    }
  });

  it('narrows the coupons to the lot: one coupon of the group is not valid at its first lot', async () => {
    const [tower, city] = groupLots;
    const names = async (lot: number) =>
      (await listOf(couponResource, groupToken, { park_id: lot! })).rows.map((row) => row.name).sort();
    expect(await names(tower!)).toEqual(['华润停车抵扣 10 元']);
    expect(await names(city!)).toEqual(['万象城免费停车 3 小时', '华润停车抵扣 10 元'].sort());
    // The shop's purchases of the city-only coupon are not on the first lot's tab.
    const purchases = async (lot: number) =>
      (await listOf(couponPurchaseResource, groupToken, { park_id: lot })).rows.map((row) => row.coupon_name);
    expect(await purchases(tower!)).not.toContain('万象城免费停车 3 小时');
    expect(await purchases(city!)).toContain('万象城免费停车 3 小时');
  });

  it("finds nothing at another tenant's lot, and 404 for that lot's settings", async () => {
    const foreign = merchantLots[0]!;
    for (const resource of [...PARK_LISTS, ...LINKED_LISTS]) {
      const { rows, total } = await listOf(resource, groupToken, { park_id: foreign });
      expect({ key: resource.key, rows: rows.length, total }).toEqual({
        key: resource.key,
        rows: 0,
        total: 0,
      });
    }
    const settings = (lot: number) =>
      app.inject({ url: `/api/${reserveSettings.key}/detail?park_id=${lot}`, headers: bearer(groupToken) });
    expect((await settings(groupLots[0]!)).json().code).toBe(1001);
    expect((await settings(foreign)).json().code).toBe(2404);
  });

  it("never shows the group a merchant's lot data, listed or opened by id", async () => {
    const merchantLotSet = new Set(merchantLots);
    for (const resource of PARK_LISTS) {
      const { rows } = await listOf(resource, groupToken);
      expect(
        rows.filter((row) => merchantLotSet.has(Number(row.park_id))),
        resource.key,
      ).toEqual([]);
    }
    for (const resource of LINKED_LISTS) {
      const { rows } = await listOf(resource, groupToken);
      for (const row of rows) {
        const coupon = await app.db
          .selectFrom('coupon')
          .select('merchant_id')
          .where('id', '=', await couponOf(resource, row))
          .executeTakeFirstOrThrow();
        expect(Number(coupon.merchant_id), resource.key).toBe(groupId);
      }
    }
    // The merchant's own coupon sale, its purchase and a passport of its lot: 404 to the group.
    const sold = await app.db
      .selectFrom('coupon_stock')
      .select('id')
      .where('seller_id', '=', merchantId)
      .executeTakeFirstOrThrow();
    const purchase = await engineClient(app, couponPurchaseResource.key).detail(groupToken, Number(sold.id));
    expect(purchase.json().code).toBe(2404);
    const warehouse = await engineClient(app, couponWarehouseResource.key).detail(
      groupToken,
      Number(sold.id),
    );
    expect(warehouse.json().code).toBe(2404);
    const passport = await app.db
      .selectFrom('park_passport')
      .select('id')
      .where('park_id', 'in', merchantLots)
      .executeTakeFirst();
    if (passport) {
      const res = await engineClient(app, passportResource.key).detail(groupToken, Number(passport.id));
      expect(res.json().code).toBe(2404);
    }
  });

  it('exports a lot tab with the same lot filter: the rows of that lot, none of another lot', async () => {
    const exported = async (parkId: number) => {
      const queued = await app.inject({
        method: 'POST',
        url: `/api/${couponPurchaseResource.key}/export`,
        headers: bearer(groupToken),
        payload: { park_id: parkId, format: 'csv' },
      });
      expect(queued.json().code, queued.body).toBe(1001);
      const taskId = queued.json().payload.task_id as number;
      while (await app.jobs.runOnce()) {
        /* run every due job */
      }
      const file = await app.inject({
        url: `/api/report/download?id=${taskId}`,
        headers: bearer(groupToken),
      });
      // The header line, then one line per purchase.
      return file.rawPayload.subarray(3).toString('utf8').split('\r\n').filter(Boolean).length - 1;
    };
    const city = groupLots[1]!;
    expect(await exported(city)).toBe(
      (await listOf(couponPurchaseResource, groupToken, { park_id: city })).total,
    );
    expect(await exported(merchantLots[0]!)).toBe(0);
  });

  it("gives a merchant nothing of the group's coupons when it names one of the group's lots", async () => {
    const merchantToken = await signIn(app, 'merchant', DEMO_PASSWORD);
    for (const resource of LINKED_LISTS) {
      const { total } = await listOf(resource, merchantToken, { park_id: groupLots[1]! });
      expect({ key: resource.key, total }).toEqual({ key: resource.key, total: 0 });
    }
  });
});
