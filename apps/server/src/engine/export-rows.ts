import { fieldText, maskPhone, type AnyResource, type AnyView } from '@console/core';
import { sql, type Kysely } from 'kysely';
import type { DatabaseKind } from '../config.js';
import type { Database } from '../db/schema.js';
import { nowSeconds } from '../lib/clock.js';
import type { AuthContext } from '../platform/auth/auth-context.js';
import { readsOf } from '../db/database.js';
import { engineDb } from './engine-db.js';
import type { CrudOptions, Row, RowReader } from './engine-types.js';
import { filteredRows, type ListQuery } from './list-query.js';
import { columnsFor } from './row-reader.js';
import { listViewRows, type ViewSource, type ViewSourceContext } from './view-query.js';

/**
 * What an export needs of a list beyond its definition: a table resource's hooks and fixed
 * conditions, or a view's SQL source.
 */
export type ExportSource =
  { resource: AnyResource; options: CrudOptions; view?: undefined } | { resource: AnyView; view: ViewSource };

// Filled as crudRoutes registers an export endpoint; the export job finds its resource here.
const sources = new Map<string, ExportSource>();

export function registerExportSource(source: ExportSource): void {
  sources.set(source.resource.key, source);
}

export function exportSourceOf(key: string): ExportSource | undefined {
  return sources.get(key);
}

/** How many rows an export will write: the same filtered rows, counted once before the first page. */
export async function countExportRows(reader: RowReader, query: ListQuery): Promise<number> {
  const db = engineDb(readsOf(reader.ctx.db));
  const row = await filteredRows(reader, query, db)
    .select(sql<number>`count(*)`.as('total'))
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/**
 * The rows of a list's filters, page after page by keyset on id (newest first): each page is an
 * index seek past the last id, so page 1,000 costs what page 1 does, and memory holds two pages
 * (the one being written and the next, already asked for).
 */
export async function* exportPages(
  reader: RowReader,
  query: ListQuery,
  pageSize = 1000,
): AsyncGenerator<Row[]> {
  const { ctx, hooks } = reader;
  const db = engineDb(readsOf(ctx.db));
  const columns = columnsFor(ctx.resource, 'list');
  const pageAfter = (after: number | undefined) => {
    let page = filteredRows(reader, query, db).select(columns);
    if (after !== undefined) page = page.where('id', '<', after);
    return page.orderBy('id', 'desc').limit(pageSize).execute() as Promise<Row[]>;
  };
  let next: Promise<Row[]> | undefined = pageAfter(undefined);
  while (next) {
    const rows: Row[] = await next;
    if (rows.length === 0) return;
    // The next page is asked for before this one is decorated and written: on SQLite it runs on a
    // reader thread while this thread formats, so reading and writing overlap (two pages held).
    next = rows.length < pageSize ? undefined : pageAfter(Number(rows[rows.length - 1]!.id));
    // Settled even if the consumer stops early (an aborted export), so no rejection goes unhandled.
    next?.catch(() => {});
    if (hooks.decorateRows) await hooks.decorateRows(ctx, rows, 'list');
    yield rows;
  }
}

/**
 * A view's rows, page after page by offset in the view's own order (a view is an aggregate or a
 * join without one id to seek by; its row counts are those of days and lots, not of records).
 */
export async function* exportViewPages(
  ctx: ViewSourceContext & { view: AnyView; dialect: RowReader['dialect'] },
  source: ViewSource,
  pageSize = 1000,
): AsyncGenerator<{ rows: Row[]; total: number }> {
  for (let pageIndex = 1; ; pageIndex++) {
    const query = { ...ctx.query, page_index: pageIndex, page_size: pageSize };
    const { rows, total } = await listViewRows({ ...ctx, query }, source);
    if (rows.length === 0) return;
    yield { rows, total };
    if (rows.length < pageSize) return;
  }
}

/**
 * The rows an export writes, and how many there will be: a table resource's filtered rows by keyset
 * (counted first), or a view's pages (its count comes with the first). `auth` is the scope stored
 * with the task; a job has no request, and the hooks that decorate list rows use only ctx.db.
 */
export async function openExportRows(
  db: Kysely<Database>,
  dialect: DatabaseKind,
  source: ExportSource,
  auth: AuthContext,
  filters: ListQuery,
): Promise<{ total: number; pages: AsyncGenerator<Row[]> }> {
  const now = nowSeconds();
  if (source.view) {
    const viewPages = exportViewPages(
      { db, auth, query: filters, now, view: source.resource, dialect },
      source.view,
    );
    const first = await viewPages.next();
    const pages = async function* () {
      if (first.done) return;
      yield first.value.rows;
      for await (const page of viewPages) yield page.rows;
    };
    return { total: first.done ? 0 : first.value.total, pages: pages() };
  }
  const { resource, options } = source;
  const reader: RowReader = {
    ctx: { db, auth, request: undefined as never, now, resource },
    fixed: options.where?.(now) ?? [],
    hooks: options.hooks ?? {},
    dialect,
  };
  return { total: await countExportRows(reader, filters), pages: exportPages(reader, filters) };
}

/** The list's columns: their labels, and one row's cells as the list shows them (phones masked). */
export function exportColumns(resource: AnyResource) {
  const names = resource.list.columns.filter((name) => resource.fields[name]);
  return {
    labels: names.map((name) => resource.fields[name]!.label),
    cells(row: Row): string[] {
      return names.map((name) => {
        const def = resource.fields[name]!;
        const value = row[name];
        return def.kind === 'mobile' && value ? maskPhone(value as string) : fieldText(def, value, row);
      });
    },
  };
}
