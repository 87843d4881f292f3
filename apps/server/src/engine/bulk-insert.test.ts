import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixtureAccount } from '../test/account-fixture.js';
import { createPark } from '../test/parking-fixture.js';
import { createTestApp } from '../test/test-app.js';
import { insertRows } from './bulk-insert.js';

let app: FastifyInstance;
let merchantId: number;
let parkId: number;

beforeAll(async () => {
  app = await createTestApp();
  merchantId = (await createFixtureAccount(app, { permissions: [] })).merchantId;
  parkId = await createPark(app.db, merchantId);
});

afterAll(async () => {
  await app.close();
});

const car = (plate: string, extra: Record<string, unknown> = {}) => ({
  merchant_id: merchantId,
  park_id: parkId,
  category: 'month',
  plate,
  plate_color: 1,
  create_time: 1,
  update_time: 1,
  ...extra,
});

describe('insertRows (bulk INSERT of the import)', () => {
  it('writes every row in order, a missing cell taking the column default, text kept as given', async () => {
    const tricky = 'a,b "c" {d} \\e\' NULL';
    const ids = await insertRows(
      app.db,
      app.dbKind,
      'park_car',
      [
        car('粤Q00001', { unit_price: 500, remark: tricky }),
        car('粤Q00002'), // unit_price and status missing: NOT NULL DEFAULT 0 and 1
        car('粤Q00003', { unit_price: 700, owner_name: null }),
        car('粤Q00004', { remark: 'NULL' }),
      ],
      { returningId: true },
    );
    expect(ids).toHaveLength(4);
    const rows = await app.db
      .selectFrom('park_car')
      .select(['id', 'plate', 'unit_price', 'status', 'remark', 'owner_name'])
      .where('id', 'in', ids)
      .orderBy('id')
      .execute();
    expect(
      rows.map((r) => [r.plate, Number(r.unit_price), Number(r.status), r.remark, r.owner_name]),
    ).toEqual([
      ['粤Q00001', 500, 1, tricky, null],
      ['粤Q00002', 0, 1, null, null],
      ['粤Q00003', 700, 1, null, null],
      ['粤Q00004', 0, 1, 'NULL', null],
    ]);
  });

  it('skips a row a unique key refuses when asked to, answering only the ids written', async () => {
    const [first] = await insertRows(app.db, app.dbKind, 'park_car', [car('粤Q00010')], {
      returningId: true,
    });
    const ids = await insertRows(
      app.db,
      app.dbKind,
      'park_car',
      [car('粤Q00010'), car('粤Q00011'), car('粤Q00011')],
      { onConflictDoNothing: true, returningId: true },
    );
    expect(ids).toHaveLength(1);
    expect(ids[0]).toBeGreaterThan(first!);
    const plates = await app.db
      .selectFrom('park_car')
      .select('plate')
      .where('plate', 'in', ['粤Q00010', '粤Q00011'])
      .execute();
    expect(plates.map((p) => p.plate).sort()).toEqual(['粤Q00010', '粤Q00011']);
  });

  it('refuses a column the table does not have', async () => {
    await expect(
      insertRows(app.db, app.dbKind, 'park_car', [car('粤Q00020', { no_such_column: 1 })]),
    ).rejects.toThrow();
  });
});
