import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.js';
import { openTestDatabase } from '../../test/test-database.js';
import { seedDemoDataIfEmpty } from '../seed-demo.js';
import { appendBenchRecords } from './bench-records.js';
import { cstStamp } from './stay-writer.js';

const NOW = Date.UTC(2026, 10, 23, 10, 0) / 1000;
const RECORDS = 4000;

async function demo(): Promise<DatabaseHandle> {
  const handle = await openTestDatabase();
  await seedDemoDataIfEmpty(handle.db, NOW, { parking: { records: 0 } });
  return handle;
}

/** Every column of the three tables a bench load fills, in id order. */
async function contents(handle: DatabaseHandle) {
  const { db } = handle;
  return {
    records: await db.selectFrom('parking_record').selectAll().orderBy('id').execute(),
    orders: await db.selectFrom('payment_order').selectAll().orderBy('id').execute(),
    releases: await db.selectFrom('release_record').selectAll().orderBy('id').execute(),
  };
}

async function indexNames(handle: DatabaseHandle): Promise<string[]> {
  const tables = sql.join(['parking_record', 'payment_order', 'release_record']);
  const rows =
    handle.kind === 'sqlite'
      ? await sql<{ name: string }>`select name from sqlite_master
          where type = 'index' and tbl_name in (${tables}) order by name`.execute(handle.db)
      : await sql<{ name: string }>`select indexname as name from pg_indexes
          where schemaname = current_schema() and tablename in (${tables}) order by indexname`.execute(
          handle.db,
        );
  return rows.rows.map((r) => r.name);
}

describe('benchmark records: the bulk loader', () => {
  let bulk: DatabaseHandle;
  let kysely: DatabaseHandle;
  beforeAll(async () => {
    [bulk, kysely] = [await demo(), await demo()];
  });
  afterAll(async () => {
    await bulk.close();
    await kysely.close();
  });

  it('writes the same records, orders and releases as the Kysely writer, and rebuilds the indexes', async () => {
    const indexes = await indexNames(bulk);
    expect(indexes).toContain('parking_record_park_list_idx');
    const logged: string[] = [];
    const fast = await appendBenchRecords(bulk, { records: RECORDS, now: NOW, log: (l) => logged.push(l) });
    const slow = await appendBenchRecords(kysely, { records: RECORDS, now: NOW, writer: 'kysely' });
    expect(fast).toEqual(slow);
    expect(fast.written).toBe(RECORDS);
    // The tables were empty: their secondary indexes were dropped for the load and are back.
    expect(logged.some((l) => l.includes('parking_record_park_list_idx'))).toBe(true);
    expect(await indexNames(bulk)).toEqual(indexes);

    const [a, b] = [await contents(bulk), await contents(kysely)];
    expect(a.records).toHaveLength(RECORDS);
    expect(a.orders.length + a.releases.length).toBe(RECORDS);
    expect(a).toEqual(b);
    // Each order and release names its own record, with the same park and plate.
    const byId = new Map(a.records.map((r) => [Number(r.id), r]));
    for (const o of [...a.orders, ...a.releases]) {
      const record = byId.get(Number(o.record_id))!;
      expect([record.park_id, record.plate]).toEqual([o.park_id, o.plate]);
    }
  });

  it('appends to a table that holds rows, keeping its indexes, and stops when asked', async () => {
    const indexes = await indexNames(bulk);
    const logged: string[] = [];
    const more = await appendBenchRecords(bulk, { records: 1500, now: NOW, log: (l) => logged.push(l) });
    expect(more.written).toBe(1500);
    expect(logged.filter((l) => l.includes('index'))).toEqual([]);
    expect(await indexNames(bulk)).toEqual(indexes);
    const ids = (await bulk.db.selectFrom('parking_record').select('id').orderBy('id').execute()).map((r) =>
      Number(r.id),
    );
    expect(new Set(ids).size).toBe(RECORDS + 1500);

    const stop = new AbortController();
    stop.abort();
    const stopped = await appendBenchRecords(bulk, { records: 1000, now: NOW, signal: stop.signal });
    expect(stopped.written).toBe(0);
  });
});

describe('order number stamps', () => {
  it('match the calendar formatting at any second', () => {
    const reference = (s: number) =>
      new Date((s + 8 * 3600) * 1000).toISOString().slice(0, 19).replace(/\D/g, '');
    for (let s = NOW - 3 * 86_400; s < NOW + 86_400; s += 997) expect(cstStamp(s)).toBe(reference(s));
    for (const s of [0, 57_599, 57_600, 1_798_761_599, 1_798_761_600]) expect(cstStamp(s)).toBe(reference(s));
  });
});
