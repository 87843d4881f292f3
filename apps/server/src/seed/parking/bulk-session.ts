import { sql } from 'kysely';
import type { BulkTarget } from './bulk-writer.js';

/** The tables a bench load fills. */
export const BULK_TABLES = ['parking_record', 'payment_order', 'release_record'] as const;
type BulkTable = (typeof BULK_TABLES)[number];

/** A secondary index taken off for the load, with the DDL that puts it back exactly as it was. */
export interface SuspendedIndex {
  table: string;
  name: string;
  ddl: string;
}

async function isEmpty(target: BulkTarget, table: BulkTable): Promise<boolean> {
  const row = await target.db.selectFrom(table).select('id').limit(1).executeTakeFirst();
  return row === undefined;
}

/**
 * The secondary indexes of the given tables, as the database itself describes them: SQLite's
 * sqlite_master.sql, PostgreSQL's pg_indexes.indexdef. Indexes behind a constraint (primary keys,
 * UNIQUE columns such as order_no) are left in place: SQLite cannot drop them and they guard data.
 */
async function secondaryIndexes(target: BulkTarget, tables: readonly string[]): Promise<SuspendedIndex[]> {
  if (tables.length === 0) return [];
  if (target.kind === 'sqlite') {
    const rows = await sql<{ table: string; name: string; ddl: string }>`
      select tbl_name as "table", name, sql as ddl from sqlite_master
      where type = 'index' and sql is not null and tbl_name in (${sql.join(tables)})
      order by tbl_name, name`.execute(target.db);
    return rows.rows;
  }
  const rows = await sql<{ table: string; name: string; ddl: string }>`
    select i.tablename as "table", i.indexname as name, i.indexdef as ddl from pg_indexes i
    where i.schemaname = current_schema() and i.tablename in (${sql.join(tables)})
      and not exists (
        select 1 from pg_constraint c
        where c.conindid = (quote_ident(i.schemaname) || '.' || quote_ident(i.indexname))::regclass)
    order by i.tablename, i.indexname`.execute(target.db);
  return rows.rows;
}

/**
 * Prepares a bulk load and returns what undoes it. Into an EMPTY table, inserting without its
 * secondary indexes and building them once at the end (one sort each) is several times faster
 * than maintaining them row by row, so those indexes are dropped here and rebuilt by `finish`
 * from their saved DDL. A table that already holds rows keeps its indexes (rebuilding them would
 * cost more than the append saves). On SQLite the load also runs with synchronous=OFF (a crash
 * may lose the load, which is regenerated, never real data) and a larger page cache.
 */
export async function beginBulkLoad(
  target: BulkTarget,
  log: (line: string) => void = () => {},
): Promise<{ suspended: SuspendedIndex[]; finish: () => Promise<void> }> {
  const empty: string[] = [];
  for (const table of BULK_TABLES) if (await isEmpty(target, table)) empty.push(table);
  const suspended = await secondaryIndexes(target, empty);
  const sqlite = target.kind === 'sqlite' ? target.sqlite : undefined;
  const before = sqlite && {
    synchronous: sqlite.pragma('synchronous', { simple: true }) as number,
    cacheSize: sqlite.pragma('cache_size', { simple: true }) as number,
  };
  if (sqlite) {
    sqlite.pragma('synchronous = OFF');
    sqlite.pragma('cache_size = -262144'); // 256 MiB while loading and indexing
  }
  for (const index of suspended) {
    await sql`drop index ${sql.ref(index.name)}`.execute(target.db);
  }
  if (suspended.length > 0)
    log(
      `  暂时移除二级索引 / secondary indexes dropped for the load: ${suspended.map((i) => i.name).join(', ')}`,
    );
  return {
    suspended,
    async finish() {
      for (const index of suspended) {
        const started = Date.now();
        await sql.raw(index.ddl).execute(target.db);
        log(`  重建索引 / index rebuilt: ${index.name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      }
      if (sqlite && before) {
        // Statistics for the planner (sqlite_stat1), sampled (analysis_limit) so 10M rows take seconds;
        // without them SQLite guesses row counts from index shapes alone.
        const started = Date.now();
        sqlite.pragma('analysis_limit = 1000');
        for (const table of BULK_TABLES) sqlite.exec(`analyze ${table}`);
        sqlite.pragma('optimize');
        log(`  analyze (${((Date.now() - started) / 1000).toFixed(1)} s)`);
        sqlite.pragma(`synchronous = ${Number(before.synchronous)}`);
        sqlite.pragma(`cache_size = ${Number(before.cacheSize)}`);
      }
      if (target.kind === 'postgres') {
        // Fresh statistics for the planner, and the visibility map the list's index-only scan needs.
        const started = Date.now();
        for (const table of BULK_TABLES) await sql`vacuum analyze ${sql.table(table)}`.execute(target.db);
        log(`  vacuum analyze (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      }
    },
  };
}
