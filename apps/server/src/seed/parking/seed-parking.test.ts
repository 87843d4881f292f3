import { isPlate, stayFee } from '@console/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from '../../test/account-fixture.js';
import { createTestApp } from '../../test/test-app.js';
import { DEMO_PASSWORD } from '../demo-accounts.js';
import { seedDemoDataIfEmpty } from '../seed-demo.js';
import { CLERK_PARK_KEY } from './catalogue.js';
import { demoParkUuid } from './park-context.js';
import { draftFee } from './stay-generator.js';

const NOW = Date.UTC(2026, 10, 23, 10, 0) / 1000; // 18:00 in Beijing, inside the evening peak
const RECORDS = 3000;

async function seeded(): Promise<FastifyInstance> {
  const app = await createTestApp();
  expect((await seedDemoDataIfEmpty(app.db, NOW, { parking: { records: RECORDS } })).seeded).toBe(true);
  return app;
}

describe('parking demo seed', () => {
  let app: FastifyInstance;
  let twin: FastifyInstance;
  beforeAll(async () => {
    app = await seeded();
    twin = await seeded();
  });
  afterAll(async () => {
    await app.close();
    await twin.close();
  });

  it('comes out the same on every run for the same time', async () => {
    const snapshot = async (a: FastifyInstance) => ({
      records: await a.db
        .selectFrom('parking_record')
        .select(['park_id', 'plate', 'entry_time', 'exit_time', 'amount', 'paid_amount', 'pay_type'])
        .orderBy('id')
        .execute(),
      orders: await a.db.selectFrom('payment_order').select(['order_no', 'amount']).orderBy('id').execute(),
      cars: await a.db
        .selectFrom('park_car')
        .select(['plate', 'category', 'end_time'])
        .orderBy('id')
        .execute(),
    });
    const [one, two] = [await snapshot(app), await snapshot(twin)];
    expect(one.records.length).toBe(RECORDS);
    expect(one).toEqual(two);
  });

  it('gives parks to three partners, three of them to the demo merchant', async () => {
    const owners = await app.db
      .selectFrom('park')
      .innerJoin('merchant as m', 'm.id', 'park.merchant_id')
      .innerJoin('merchant as p', 'p.id', 'm.parent_id')
      .select(['m.merchant_no as merchant', 'p.merchant_no as partner', 'p.kind as kind'])
      .execute();
    expect(new Set(owners.map((o) => o.partner)).size).toBeGreaterThanOrEqual(3);
    expect(owners.every((o) => o.kind === 'partner')).toBe(true);
    expect(owners.filter((o) => o.merchant === '300001').length).toBeGreaterThanOrEqual(3);
  });

  it('closes every stay with its order priced by the park rule, or with a release', async () => {
    const rows = await app.db
      .selectFrom('parking_record as r')
      .innerJoin('park', 'park.id', 'r.park_id')
      .leftJoin('payment_order as o', 'o.record_id', 'r.id')
      .leftJoin('release_record as rr', 'rr.record_id', 'r.id')
      .leftJoin('park_car as c', 'c.id', 'r.car_id')
      .select([
        'r.id',
        'r.park_id',
        'r.plate',
        'r.status',
        'r.car_type',
        'r.entry_time',
        'r.exit_time',
        'r.amount',
        'r.paid_amount',
        'r.refund_amount',
        'park.charge_mode',
        'o.id as order_id',
        'o.amount as order_amount',
        'o.discount_amount',
        'o.paid_amount as order_paid',
        'o.status as order_status',
        'o.business',
        'rr.id as release_id',
        'rr.waived_amount',
        'c.start_time as card_start',
        'c.end_time as card_end',
      ])
      .execute();
    const rules = await app.db
      .selectFrom('charge_rule')
      .selectAll()
      .where('status', '=', 1)
      .where('car_type', '=', 1)
      .execute();
    const ruleOf = new Map(rules.map((r) => [Number(r.park_id), r]));
    const ids = new Set<number>();
    let priced = 0;
    for (const row of rows) {
      expect(ids.has(Number(row.id)), 'one order per record').toBe(false);
      ids.add(Number(row.id));
      expect(isPlate(row.plate), row.plate).toBe(true);
      if (row.status === 1) {
        expect(row.order_id).toBeNull();
        expect(Number(row.exit_time)).toBe(0);
        continue;
      }
      expect(Number(row.exit_time)).toBeLessThanOrEqual(NOW);
      expect(Number(row.exit_time)).toBeGreaterThan(Number(row.entry_time));
      expect(row.order_id === null).toBe(row.release_id !== null);
      const rule = ruleOf.get(Number(row.park_id))!;
      const card =
        row.car_type === 2
          ? {
              id: 0,
              plate: '',
              plate_color: 1,
              card_type: 1,
              card_no: null,
              start_time: Number(row.card_start),
              end_time: Number(row.card_end),
            }
          : null;
      const park = { charge_mode: row.charge_mode, rule };
      const expected = draftFee(park, row.car_type, card, Number(row.entry_time), Number(row.exit_time)).fee;
      if (row.car_type === 1 || row.car_type === 4) {
        expect(expected).toBe(stayFee(rule, Number(row.entry_time), Number(row.exit_time)));
      }
      expect(Number(row.amount)).toBe(expected);
      if (row.release_id !== null) {
        expect(Number(row.waived_amount)).toBe(expected);
      } else {
        expect(Number(row.order_amount)).toBe(expected);
        // A refunded order (the ledger's demo refunds a few) moves what it took to 退款金额.
        const refunded = row.order_status === -2;
        expect(Number(row.order_paid)).toBe(Number(refunded ? row.refund_amount : row.paid_amount));
        expect(Number(row.order_paid) + Number(row.discount_amount)).toBeLessThanOrEqual(expected);
        if (expected > 0) priced += 1;
      }
    }
    expect(priced).toBeGreaterThan(RECORDS / 2);
  });

  it('keeps about 5 % of the cars in the lot, one open record per plate and park', async () => {
    const open = await app.db
      .selectFrom('parking_record')
      .select(['park_id', 'plate'])
      .where('status', '=', 1)
      .execute();
    expect(open.length).toBeGreaterThan(RECORDS * 0.04);
    expect(open.length).toBeLessThan(RECORDS * 0.06);
    expect(new Set(open.map((o) => `${o.park_id}:${o.plate}`)).size).toBe(open.length);
  });

  it('shows the clerk the records of its one park only', async () => {
    const park = await app.db
      .selectFrom('park')
      .select('id')
      .where('g_park_uuid', '=', demoParkUuid(CLERK_PARK_KEY))
      .executeTakeFirstOrThrow();
    const inPark = await app.db
      .selectFrom('parking_record')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('park_id', '=', park.id)
      .executeTakeFirstOrThrow();
    const token = await signIn(app, 'clerk', DEMO_PASSWORD);
    const page = (
      await app.inject({ url: '/api/parking/record/list?page_size=100', headers: bearer(token) })
    ).json().payload;
    expect(page.paging_header.total_count).toBe(Number(inPark.n));
    expect(Number(inPark.n)).toBeGreaterThan(0);
    const rowIds = page.row.map((r: { id: number }) => Number(r.id));
    const parksOfRows = await app.db
      .selectFrom('parking_record')
      .select('park_id')
      .distinct()
      .where('id', 'in', rowIds)
      .execute();
    expect(parksOfRows.map((r) => Number(r.park_id))).toEqual([Number(park.id)]);
    const otherPark = await app.db
      .selectFrom('park')
      .select('id')
      .where('id', '!=', park.id)
      .executeTakeFirstOrThrow();
    const elsewhere = (
      await app.inject({ url: `/api/parking/record/list?park_id=${otherPark.id}`, headers: bearer(token) })
    ).json().payload;
    expect(elsewhere.paging_header.total_count).toBe(0);

    const merchant = await signIn(app, 'merchant', DEMO_PASSWORD);
    const all = (
      await app.inject({ url: '/api/parking/record/list?page_size=20', headers: bearer(merchant) })
    ).json().payload;
    expect(all.paging_header.total_count).toBeGreaterThan(Number(inPark.n));
    const other = (await app.inject({ url: '/api/park/list?page_size=50', headers: bearer(merchant) })).json()
      .payload;
    expect(other.row.length).toBe(3);
  });
});
