import { sql, type Kysely } from 'kysely';
import type { DatabaseKind } from '../config.js';
import type { Database } from '../db/schema.js';
import type { Row } from './engine-types.js';

/** Bound parameters per multi-row INSERT on SQLite: under its 32,766. */
const MAX_PARAMS = 30_000;

interface ColumnInfo {
  /** The element type to cast an array parameter to (udt_name: int8, varchar, …). */
  type: string;
  /** Whether a missing value must take a default other than null. */
  hasDefault: boolean;
}

// Per table: the columns' types, read once from information_schema (every schema a process uses,
// tests' schemas included, is built by the same migrations).
const tables = new Map<string, Promise<Map<string, ColumnInfo>>>();

function columnsOf(db: Kysely<Database>, table: string): Promise<Map<string, ColumnInfo>> {
  let found = tables.get(table);
  if (!found) {
    found = sql<{ column_name: string; udt_name: string; column_default: string | null }>`
      select column_name, udt_name, column_default from information_schema.columns
      where table_schema = current_schema() and table_name = ${table}`
      .execute(db)
      .then(
        ({ rows }) =>
          new Map(
            rows.map((r) => [r.column_name, { type: r.udt_name, hasDefault: r.column_default !== null }]),
          ),
      );
    // A failed read is not kept: the next call asks again.
    found.catch(() => tables.delete(table));
    tables.set(table, found);
  }
  return found;
}

/**
 * Many rows into one table, in order, answering the ids written. PostgreSQL:
 * `INSERT … SELECT * FROM unnest($1::type[], …)`, one array per column, so the statement's text and
 * plan do not grow with the row count (parsing and planning 500 rows of VALUES cost the backend
 * about twice the CPU). A cell missing from a row is null in its array, which is the column's
 * default only when the column has none, so rows are cut into runs by which defaulted columns they
 * carry. SQLite: multi-row VALUES (no round trips), in runs of equal column sets, since its VALUES
 * cannot say DEFAULT. `onConflictDoNothing` skips rows a unique key refuses (their ids are missing
 * from the answer).
 */
export async function insertRows(
  db: Kysely<Database>,
  dialect: DatabaseKind,
  table: string,
  rows: readonly Row[],
  { onConflictDoNothing = false, returningId = false } = {},
): Promise<number[]> {
  if (rows.length === 0) return [];
  const written: number[] = [];
  const tail = sql.raw(
    `${onConflictDoNothing ? 'on conflict do nothing' : ''} ${returningId ? 'returning id' : ''}`,
  );
  if (dialect === 'postgres') {
    const info = await columnsOf(db, table);
    const runKey = (row: Row) =>
      Object.keys(row)
        .filter((k) => row[k] !== undefined && info.get(k)?.hasDefault)
        .join(',');
    for (const run of runsBy(rows, runKey)) {
      const names = [...new Set(run.flatMap((row) => Object.keys(row).filter((k) => row[k] !== undefined)))];
      const arrays = names.map((name) => {
        const type = info.get(name)?.type;
        if (!type) throw new Error(`${table}.${name}: no such column`);
        return sql`${run.map((row) => row[name] ?? null)}::${sql.raw(`${type}[]`)}`;
      });
      const { rows: answered } = await sql<{ id: number }>`insert into ${sql.table(table)}
        (${sql.join(names.map((n) => sql.ref(n)))}) select * from unnest(${sql.join(arrays)}) ${tail}`.execute(
        db,
      );
      for (const r of answered) written.push(Number(r.id));
    }
    return written;
  }
  const columnsKey = (row: Row) =>
    Object.keys(row)
      .filter((k) => row[k] !== undefined)
      .join(',');
  for (const run of runsBy(rows, columnsKey)) {
    const names = columnsKey(run[0]!).split(',');
    const size = Math.max(1, Math.floor(MAX_PARAMS / names.length));
    for (let i = 0; i < run.length; i += size) {
      const values = run
        .slice(i, i + size)
        .map((row) => sql`(${sql.join(names.map((n) => row[n] as unknown))})`);
      const { rows: answered } = await sql<{ id: number }>`insert into ${sql.table(table)}
        (${sql.join(names.map((n) => sql.ref(n)))}) values ${sql.join(values)} ${tail}`.execute(db);
      for (const r of answered) written.push(Number(r.id));
    }
  }
  return written;
}

/** Consecutive rows with the same key, in order. */
function runsBy(rows: readonly Row[], key: (row: Row) => string): Row[][] {
  const runs: Row[][] = [];
  let last: string | undefined;
  for (const row of rows) {
    const k = key(row);
    if (k !== last || runs.length === 0) runs.push([]);
    last = k;
    runs[runs.length - 1]!.push(row);
  }
  return runs;
}
