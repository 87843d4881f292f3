import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PERMISSION_CATALOGUE } from '@console/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { nowSeconds } from '../lib/clock.js';
import { bearer } from '../test/account-fixture.js';
import { createPark, merchantOfPark } from '../test/parking-fixture.js';
import { buildTenantTree, type TenantTree } from '../test/tenant-tree.js';
import { openDatabase, readsOf, sqliteFile, type DatabaseHandle } from './database.js';
import { migrateToLatest } from './migrate.js';

// The readers are SQLite's own (a file in WAL mode); this file runs the same under either TEST_DB_DIALECT.
const CODES = PERMISSION_CATALOGUE.filter((p) => p.area === 'parking').map((p) => p.code);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-readers-'));
let database: DatabaseHandle;
let app: FastifyInstance;
let tree: TenantTree;
let parkId: number;

beforeAll(async () => {
  database = openDatabase({ kind: 'sqlite', location: sqliteFile(dataDir), sqliteReaders: 2 });
  await migrateToLatest(database.db, database.kind);
  const config = loadConfig({
    LOGIN_CAPTCHA: 'off',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web'),
  });
  app = await buildApp({ config, database, logger: false });
  await app.ready();
  tree = await buildTenantTree(app, CODES);
  parkId = await createPark(app.db, tree.merchant.merchantId);
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function enter(plate: string): Promise<number> {
  const row = await app.db
    .insertInto('parking_record')
    .values({
      merchant_id: await merchantOfPark(app.db, parkId),
      park_id: parkId,
      plate,
      plate_color: 1,
      car_type: 1,
      ticket_no: `T-${plate}`,
      entry_time: nowSeconds(),
      entry_gate: '1号入口',
      exit_time: 0,
      status: 1,
      amount: 0,
      paid_amount: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

const listed = async () => {
  const response = await app.inject({
    url: `/api/parking/record/list?park_id=${parkId}&page_size=100`,
    headers: bearer(tree.merchant.token),
  });
  expect(response.statusCode).toBe(200);
  return response.json().payload as { row: { plate: string }[]; paging_header: { total_count: number } };
};

describe('SQLite reader threads', () => {
  it('serve lists from read-only connections beside the writer', async () => {
    const reads = readsOf(app.db);
    expect(reads).not.toBe(app.db);
    // Read-only: a write sent to the readers is refused, never applied.
    await expect(reads.deleteFrom('parking_record').execute()).rejects.toThrow(/只读|readonly|read-only/i);
  });

  it('show a write to the very next request (read-your-writes)', async () => {
    const before = (await listed()).paging_header.total_count;
    for (let i = 1; i <= 5; i += 1) {
      await enter(`粤B0000${i}`);
      const after = await listed();
      expect(after.paging_header.total_count).toBe(before + i);
      expect(after.row[0]?.plate).toBe(`粤B0000${i}`);
    }
  });

  it('leave reads inside a transaction on the writer, and show its writes only once committed', async () => {
    const outside = readsOf(app.db);
    await app.db.transaction().execute(async (trx) => {
      // The transaction is its own object: its reads stay on the writer and see its uncommitted rows.
      expect(readsOf(trx)).toBe(trx);
      await trx.updateTable('park').set({ name: '事务中的名称' }).where('id', '=', parkId).execute();
      const seenInside = await trx
        .selectFrom('park')
        .select('name')
        .where('id', '=', parkId)
        .executeTakeFirstOrThrow();
      expect(seenInside.name).toBe('事务中的名称');
      const seenOutside = await outside
        .selectFrom('park')
        .select('name')
        .where('id', '=', parkId)
        .executeTakeFirstOrThrow();
      expect(seenOutside.name).not.toBe('事务中的名称');
    });
    const committed = await outside
      .selectFrom('park')
      .select('name')
      .where('id', '=', parkId)
      .executeTakeFirstOrThrow();
    expect(committed.name).toBe('事务中的名称');
  });

  it('spread concurrent lists over the readers and answer each', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => listed()));
    const totals = new Set(answers.map((answer) => answer.paging_header.total_count));
    expect(totals.size).toBe(1);
  });
});
