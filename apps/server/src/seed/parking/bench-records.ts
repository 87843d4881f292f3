import { beginBulkLoad } from './bulk-session.js';
import { stayLoader, type BulkTarget, type StayLoader } from './bulk-writer.js';
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
  /** Phases of the load (indexes dropped and rebuilt), one line each. */
  log?: (line: string) => void;
  /** Stops after the batch being written; what was written stays, and indexes are rebuilt. */
  signal?: AbortSignal;
  /**
   * 'bulk' (default): prepared statements (SQLite) or unnest arrays (PostgreSQL), secondary indexes
   * of empty tables rebuilt at the end. 'kysely': the demo seed's writer, kept to check that both
   * write the same rows and to measure the difference.
   */
  writer?: 'bulk' | 'kysely';
}

export interface BenchRecordsResult {
  days: number;
  written: number;
}

/**
 * Appends `records` closed stays (with their orders and the odd manual release) for benchmarks,
 * generating one day at a time and writing each batch of at most 10,000 in its own transaction, so
 * ten million rows never sit in memory nor in one transaction. Gate events are not written.
 */
export async function appendBenchRecords(
  target: BulkTarget,
  options: BenchRecordsOptions,
): Promise<BenchRecordsResult> {
  const { db } = target;
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
  const bulk = (options.writer ?? 'bulk') === 'bulk';
  const loader: StayLoader = bulk
    ? stayLoader(target)
    : {
        write: (batch, from) =>
          db.transaction().execute((trx) => writeStays(trx, batch, { seq: from, events: false })),
      };
  const session = bulk ? await beginBulkLoad(target, options.log) : undefined;
  // PostgreSQL does the work of a batch in its own process: with two batches in flight (two
  // connections) one is being inserted while this process generates the next. better-sqlite3
  // writes synchronously, so on SQLite a write is done when it returns.
  const window = target.kind === 'postgres' && bulk ? 2 : 1;
  const inFlight = new Set<Promise<void>>();
  let written = 0;
  try {
    for (const day of planDays(options.records, days, now)) {
      const drafts = dayOfStays(prng, parks, day, now);
      for (let i = 0; i < drafts.length && !options.signal?.aborted; i += BENCH_BATCH) {
        const batch = drafts.slice(i, i + BENCH_BATCH);
        const write: Promise<void> = loader.write(batch, seq).then(() => {
          inFlight.delete(write);
          written += batch.length;
          options.onProgress?.(written, options.records);
        });
        inFlight.add(write);
        seq += batch.length;
        if (inFlight.size >= window) await Promise.race(inFlight);
      }
      if (options.signal?.aborted) break;
    }
    await Promise.all(inFlight);
  } finally {
    // A failed batch rejects the run; the others still finish before the indexes are rebuilt.
    await Promise.allSettled(inFlight);
    await session?.finish();
  }
  return { days, written };
}
