import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { loadParkContexts } from './park-context.js';
import { Prng, seedOf } from './prng.js';
import { dayOfStays, planDays } from './stay-generator.js';
import { writeStays } from './stay-writer.js';

/** Stays per space and day in a busy city lot: about three turnovers. */
const TURNOVER = 3;
export const BENCH_BATCH = 10_000;

export interface BenchRecordsOptions {
  records: number;
  /** Days the records span, ending now; by default as many as the parks' spaces need at 3 turnovers. */
  days?: number;
  now?: number;
  onProgress?: (written: number, total: number) => void;
}

/**
 * Appends `records` closed stays (with their orders and the odd manual release) for benchmarks,
 * streaming one day at a time and writing each batch of at most 10,000 in its own transaction, so
 * ten million rows never sit in memory nor in one transaction. Gate events are not written.
 */
export async function appendBenchRecords(
  db: Kysely<Database>,
  options: BenchRecordsOptions,
): Promise<number> {
  const now = options.now ?? Math.floor(Date.now() / 1000);
  const parks = await loadParkContexts(db);
  if (parks.length === 0)
    throw new Error('没有运营中的车场，请先写入演示数据 / no operating park: seed the demo first');
  const spaces = parks.reduce((a, p) => a + p.total_spaces, 0);
  const days = options.days ?? Math.min(3650, Math.max(1, Math.ceil(options.records / (spaces * TURNOVER))));
  const last = await db
    .selectFrom('parking_record')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  // Ticket and order numbers carry this sequence: past the existing ids, so a second run never collides.
  let seq = Number(last?.id ?? 0) + 1;
  const prng = new Prng(seedOf(`bench:${options.records}:${seq}`));
  let written = 0;
  for (const day of planDays(options.records, days, now)) {
    const drafts = dayOfStays(prng, parks, day, now);
    for (let i = 0; i < drafts.length; i += BENCH_BATCH) {
      const batch = drafts.slice(i, i + BENCH_BATCH);
      await db.transaction().execute((trx) => writeStays(trx, batch, { seq, events: false }));
      seq += batch.length;
      written += batch.length;
      options.onProgress?.(written, options.records);
    }
  }
  return days;
}
