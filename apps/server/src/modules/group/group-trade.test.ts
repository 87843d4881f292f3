// Issue 17, first rule: a group customer sees all of its lots and nothing of any other lot, in every
// list, detail and export its codes open; the group-only endpoints refuse a merchant without them.
import {
  allResources,
  limitToTenantKind,
  passportResource,
  permittedCodes,
  reservationResource,
  type AnyResource,
} from '@console/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowSeconds } from '../../lib/clock.js';
import { codesOfAreas, DEMO_GRANTS } from '../../seed/demo-accounts.js';
import { bearer, createFixtureAccount } from '../../test/account-fixture.js';
import {
  createClosedStay,
  createOpenStay,
  createPark,
  createParkCar,
  merchantOfPark,
} from '../../test/parking-fixture.js';
import { insertRow } from '../../test/row-for.js';
import { tokenFor } from '../../test/session-token.js';
import { createTestApp } from '../../test/test-app.js';

type Db = FastifyInstance['db'];

let app: FastifyInstance;
/** The group's two lots and a lot of another merchant under the same partner. */
let parks: { tower: number; bay: number; other: number };
let tokens: { group: string; merchant: string; bare: string };

const get = (token: string, url: string) => app.inject({ url: `/api${url}`, headers: bearer(token) });
const post = (token: string, url: string, payload: object) =>
  app.inject({ method: 'POST', url: `/api${url}`, headers: bearer(token), payload });

interface ListRow {
  id?: number;
  park_id: number;
  plate?: string;
  [key: string]: unknown;
}
const listOf = async (token: string, key: string, query = '') => {
  const res = await get(token, `/${key}/list?page_index=1&page_size=100${query}`);
  expect(res.statusCode, `${key}/list ${res.body}`).toBe(200);
  const payload = res.json().payload as { row: ListRow[]; paging_header: { total_count: number } };
  return { row: payload.row, total_count: payload.paging_header.total_count };
};

/** A recharge (月卡) order of a month card of the lot. */
async function rechargeOrder(db: Db, parkId: number, serial: number): Promise<number> {
  const carId = await createParkCar(db, parkId, 'month');
  const row = await db
    .insertInto('recharge_order')
    .values({
      merchant_id: await merchantOfPark(db, parkId),
      park_id: parkId,
      order_no: `RGT${process.pid}${serial}`,
      car_id: carId,
      plate: `粤B7${String(serial).padStart(4, '0')}`,
      plate_color: 1,
      card_type: 1,
      quantity: 1,
      amount: 30000,
      paid_amount: 30000,
      pay_type: 2,
      pay_mode: 3,
      business: 'recharge',
      status: 1,
      create_time: nowSeconds(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** The three abnormal passages of a lot: a car parked two days, a manual release, a paid plate that differs. */
async function abnormalPassages(db: Db, parkId: number, tag: string) {
  const merchantId = await merchantOfPark(db, parkId);
  const now = nowSeconds();
  const overstay = await createOpenStay(db, parkId, `粤A${tag}001`);
  await db
    .updateTable('parking_record')
    .set({ entry_time: now - 2 * 86_400 })
    .where('id', '=', overstay)
    .execute();
  // A car that entered an hour ago is not abnormal.
  await createOpenStay(db, parkId, `粤A${tag}002`);
  const released = await createOpenStay(db, parkId, `粤A${tag}003`);
  await db
    .updateTable('parking_record')
    .set({ status: 0, exit_time: now, exit_gate: '1号出口' })
    .where('id', '=', released)
    .execute();
  await db
    .insertInto('release_record')
    .values({
      merchant_id: merchantId,
      park_id: parkId,
      record_id: released,
      plate: `粤A${tag}003`,
      plate_color: 1,
      gate: '1号出口',
      reason: '道闸故障',
      waived_amount: 500,
      operator_id: 0,
      operator_name: '值班员',
      release_time: now,
    })
    .execute();
  const { recordId: mismatched, orderId } = await createClosedStay(db, parkId);
  await db
    .updateTable('payment_order')
    .set({ plate: `粤A${tag}999` })
    .where('id', '=', orderId)
    .execute();
  return { overstay, released, mismatched };
}

let abnormal: Record<'tower' | 'bay' | 'other', Awaited<ReturnType<typeof abnormalPassages>>>;

/** The rows a group code reads, for each parking resource the group reaches, in a given lot. */
const FACTORIES: Record<string, (db: Db, parkId: number, serial: number) => Promise<unknown>> = {
  'parking/order/payment': (db, parkId) => createClosedStay(db, parkId),
  'parking/order/recharge': rechargeOrder,
  'parking/record': (db, parkId) => createClosedStay(db, parkId),
  'parking/month-card': (db, parkId) =>
    createParkCar(db, parkId, 'month', { end_time: nowSeconds() + 86_400 }),
  'parking/value-card': (db, parkId) => createParkCar(db, parkId, 'value'),
  'parking/whitelist': (db, parkId) => createParkCar(db, parkId, 'white'),
  'parking/blacklist': (db, parkId) => createParkCar(db, parkId, 'black', { reason: '逃费' }),
  'parking/member': (db, parkId) => createParkCar(db, parkId, 'member'),
  'parking/reserve/record': (db, parkId) => insertRow(db, reservationResource, { park_id: parkId }),
  'parking/passport': (db, parkId) => insertRow(db, passportResource, { park_id: parkId }),
};

/** Every parking definition a group code reads (its alsoPermitted), and the park list itself. */
const GROUP_READ = allResources().filter(
  (r: AnyResource) =>
    (r.key.startsWith('parking/') || r.key === 'park') &&
    permittedCodes(r, 'list').some((code) => code.startsWith('group:')),
);

beforeAll(async () => {
  app = await createTestApp();
  const partner = await createFixtureAccount(app, { permissions: [], kind: 'partner' });
  // What the demo group account holds (seed-demo.ts): its own codes, never parking:*.
  const groupCodes = limitToTenantKind(codesOfAreas(DEMO_GRANTS.group.areas), 'group');
  const group = await createFixtureAccount(app, {
    permissions: groupCodes,
    kind: 'group',
    parentId: partner.merchantId,
  });
  // A merchant with every parking code but no group code, beside the group.
  const merchantCodes = limitToTenantKind(codesOfAreas(DEMO_GRANTS.merchant.areas), 'merchant');
  const merchant = await createFixtureAccount(app, {
    permissions: merchantCodes,
    parentId: partner.merchantId,
  });
  const bare = await createFixtureAccount(app, {
    permissions: ['universal:report:basic'],
    parentId: partner.merchantId,
  });
  tokens = {
    group: await tokenFor(app, group.managerId),
    merchant: await tokenFor(app, merchant.managerId),
    bare: await tokenFor(app, bare.managerId),
  };
  parks = {
    tower: await createPark(app.db, group.merchantId, { name: '集团大厦车场' }),
    bay: await createPark(app.db, group.merchantId, { name: '集团湾区车场' }),
    other: await createPark(app.db, merchant.merchantId, { name: '邻家车场' }),
  };
  let serial = 0;
  for (const factory of Object.values(FACTORIES)) {
    for (const parkId of Object.values(parks)) await factory(app.db, parkId, (serial += 1));
  }
  abnormal = {
    tower: await abnormalPassages(app.db, parks.tower, 'T'),
    bay: await abnormalPassages(app.db, parks.bay, 'B'),
    other: await abnormalPassages(app.db, parks.other, 'O'),
  };
});
afterAll(async () => app.close());

describe('a group customer sees all of its lots and nothing of any other lot', () => {
  it('reaches every parking resource it has a code for; a factory covers each of them', () => {
    expect(GROUP_READ.map((r) => r.key).sort()).toEqual(['park', ...Object.keys(FACTORIES)].sort());
  });

  it('lists its two lots, in the park list and the park selector', async () => {
    const list = await listOf(tokens.group, 'park');
    expect(list.row.map((row) => row.id).sort()).toEqual([parks.tower, parks.bay].sort());
    const simple = (await get(tokens.group, '/park/simple-list')).json().payload.row as { id: number }[];
    expect(simple.map((p) => p.id).sort()).toEqual([parks.tower, parks.bay].sort());
    expect((await get(tokens.group, `/park/detail?id=${parks.other}`)).statusCode).toBe(404);
  });

  for (const key of [
    'parking/order/payment',
    'parking/order/recharge',
    'parking/record',
    'parking/month-card',
    'parking/value-card',
    'parking/whitelist',
    'parking/blacklist',
    'parking/member',
    'parking/reserve/record',
    'parking/passport',
  ]) {
    it(`${key}: its lots' rows in the list and each by park, another lot's row 404`, async () => {
      const resource = GROUP_READ.find((r) => r.key === key)!;
      const { row: rows } = await listOf(tokens.group, key);
      const parksSeen = new Set(rows.map((row) => Number(row.park_id)));
      expect([...parksSeen].sort()).toEqual([parks.tower, parks.bay].sort());
      // Exactly the rows of its lots in the table: none missing, none extra.
      const table = await app.db
        .selectFrom(resource.table as 'parking_record')
        .select(['id', 'park_id'])
        .where('park_id', 'in', [parks.tower, parks.bay, parks.other])
        .execute();
      const all = await listOf(tokens.merchant, key);
      const otherIds = all.row.map((row) => Number(row.id));
      expect(otherIds.length).toBeGreaterThan(0);
      // The list may narrow the table (a card list shows its category only); the group's rows are
      // those the merchant's same list shows of the group's lots... read through the table by id.
      const ownIds = new Set(table.filter((t) => Number(t.park_id) !== parks.other).map((t) => Number(t.id)));
      for (const row of rows) expect(ownIds.has(Number(row.id))).toBe(true);
      // The lot filter narrows to one lot; a foreign lot in the filter finds nothing.
      const tower = await listOf(tokens.group, key, `&park_id=${parks.tower}`);
      expect(tower.row.length).toBeGreaterThan(0);
      expect(tower.row.every((row) => Number(row.park_id) === parks.tower)).toBe(true);
      expect((await listOf(tokens.group, key, `&park_id=${parks.other}`)).total_count).toBe(0);
      // Details: each of its own opens, the other merchant's answers 404.
      for (const row of rows.slice(0, 2)) {
        expect((await get(tokens.group, `/${key}/detail?id=${row.id}`)).statusCode).toBe(200);
      }
      for (const id of otherIds) {
        expect((await get(tokens.group, `/${key}/detail?id=${id}`)).statusCode).toBe(404);
      }
    });
  }

  it('reads its lot’s payment channels read-only (结算账户), not another lot’s', async () => {
    const own = await get(tokens.group, `/parking/config/channel/detail?park_id=${parks.tower}`);
    expect(own.statusCode, own.body).toBe(200);
    expect(
      (await get(tokens.group, `/parking/config/channel/detail?park_id=${parks.other}`)).statusCode,
    ).toBe(404);
    const save = await app.inject({
      method: 'PUT',
      url: '/api/parking/config/channel/update',
      headers: bearer(tokens.group),
      payload: { park_id: parks.tower, pay_modes: [0] },
    });
    expect(save.statusCode).toBe(403);
  });
});

describe('异常通行', () => {
  it('shows an overstay, a manual release and a plate mismatch of each of its lots, and no other lot', async () => {
    const { row, total_count } = await listOf(tokens.group, 'group/abnormal');
    expect(total_count).toBe(6);
    const got = row.map((r) => `${r.park_id}:${r.kind}:${r.record_id}`).sort();
    const want = (['tower', 'bay'] as const).flatMap((lot) => [
      `${parks[lot]}:1:${abnormal[lot].overstay}`,
      `${parks[lot]}:2:${abnormal[lot].released}`,
      `${parks[lot]}:3:${abnormal[lot].mismatched}`,
    ]);
    expect(got).toEqual(want.sort());
    const mismatch = row.find((r) => r.kind === 3 && r.park_id === parks.tower)!;
    expect(mismatch).toMatchObject({ other_plate: '粤AT999', park_name: '集团大厦车场' });
    const overstay = row.find((r) => r.kind === 1 && r.park_id === parks.tower)!;
    expect(overstay).toMatchObject({ plate: '粤AT001', exit_time: 0 });
    expect(Number(overstay.duration)).toBeGreaterThanOrEqual(2 * 24 * 60);
    const release = row.find((r) => r.kind === 2 && r.park_id === parks.tower)!;
    expect(release).toMatchObject({ note: '道闸故障', operator_name: '值班员' });
  });

  it('narrows to one lot and one kind; another lot finds nothing', async () => {
    const lot = await listOf(tokens.group, 'group/abnormal', `&park_id=${parks.bay}&kind=2`);
    expect(lot.row.map((r) => r.record_id)).toEqual([abnormal.bay.released]);
    expect((await listOf(tokens.group, 'group/abnormal', `&park_id=${parks.other}`)).total_count).toBe(0);
  });

  it('refuses a merchant without group codes (403), and one with no codes at all', async () => {
    for (const token of [tokens.merchant, tokens.bare]) {
      expect((await get(token, '/group/abnormal/list?page_index=1&page_size=20')).statusCode).toBe(403);
      expect((await post(token, '/group/abnormal/export', {})).statusCode).toBe(403);
    }
    // The parking lists are the provider's and merchant's too, but never for a tenant without a code.
    expect((await get(tokens.bare, '/parking/order/payment/list?page_index=1&page_size=20')).statusCode).toBe(
      403,
    );
  });
});

/** Queues an export as the group, runs the job, and answers the CSV's data rows. */
async function exportRows(key: string, payload: object = {}): Promise<string[][]> {
  const queued = await post(tokens.group, `/${key}/export`, payload);
  expect(queued.statusCode, queued.body).toBe(200);
  expect(queued.json().code).toBe(1001);
  const taskId = queued.json().payload.task_id as number;
  while (await app.jobs.runOnce()) {
    /* run every due job */
  }
  const file = await get(tokens.group, `/report/download?id=${taskId}`);
  expect(file.statusCode, file.body).toBe(200);
  const lines = file.rawPayload.subarray(3).toString('utf8').split('\r\n').filter(Boolean);
  return lines.slice(1).map((line) => line.split(','));
}

describe('exports queue only the group’s rows', () => {
  for (const key of [
    'parking/order/payment',
    'parking/order/recharge',
    'parking/record',
    'parking/month-card',
    'group/abnormal',
  ]) {
    it(`${key}: the file holds the list's rows, of its lots only`, async () => {
      const list = await listOf(tokens.group, key);
      const rows = await exportRows(key);
      expect(rows).toHaveLength(list.total_count);
      const text = rows.map((r) => r.join(',')).join('\n');
      expect(text).not.toContain('邻家车场');
      expect(text).toContain('集团大厦车场');
      expect(text).toContain('集团湾区车场');
    });
  }

  it('exports one lot when the lot filter is given', async () => {
    const rows = await exportRows('parking/order/payment', { park_id: parks.bay });
    const list = await listOf(tokens.group, 'parking/order/payment', `&park_id=${parks.bay}`);
    expect(rows).toHaveLength(list.total_count);
    expect(rows.map((r) => r.join(',')).join('\n')).not.toContain('集团大厦车场');
  });
});
