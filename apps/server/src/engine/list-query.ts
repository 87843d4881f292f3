import {
  ApiCode,
  isTenantScoped,
  LOT_LINK_PARAM,
  ownerColumn,
  searchParams,
  sortableFields,
  type SortOrder,
} from '@console/core';
import { sql } from 'kysely';
import { readsOf } from '../db/database.js';
import { AppError } from '../http/app-error.js';
import { offsetOf, type PagingQuery } from '../http/paging.js';
import { engineDb, type EngineDb } from './engine-db.js';
import type { Row, RowReader } from './engine-types.js';
import { columnsFor } from './row-reader.js';
import { searchCondition } from './search-filter.js';
import { rowScope } from './tenant-scope.js';

export interface ListQuery extends PagingQuery {
  sort_by?: string;
  sort_order?: SortOrder;
  [param: string]: unknown;
}

function sortOf(reader: RowReader, query: ListQuery): [string, SortOrder] {
  const [defaultField, defaultOrder] = reader.ctx.resource.list.sort;
  const field = query.sort_by ?? defaultField;
  // The schema already refuses these; checked again because the name becomes an identifier.
  if (!sortableFields(reader.ctx.resource.fields).includes(field)) {
    throw new AppError(ApiCode.VALIDATION, '该字段不支持排序', `sort_by：${field}`);
  }
  return [field, query.sort_order ?? (query.sort_by ? 'asc' : defaultOrder)];
}

/**
 * Past this many matches a list stops counting and answers a lower bound (`total_exact: false`),
 * so a page costs the same on a table of millions as on a small one (docs/api.md, "Paging").
 */
export const COUNT_LIMIT = 10_000;

/** The page's extra column that carries the bounded count; removed before the rows leave. */
const TOTAL_COLUMN = 'list_total__';

export interface ListResult {
  rows: Row[];
  /** Exact when `exact`; otherwise at least this many rows match (more exist). */
  total: number;
  exact: boolean;
}

/**
 * The statements of a list page: the page itself, carrying the bounded count in TOTAL_COLUMN, and the
 * count alone (for a page past the end). Exported so tests can EXPLAIN exactly what a list runs.
 */
export function listStatements(reader: RowReader, query: ListQuery) {
  // On SQLite the page and its count run on a reader thread (another core); see db/database.ts.
  const db = engineDb(readsOf(reader.ctx.db));
  const [sortField, order] = sortOf(reader, query);
  const base = filteredRows(reader, query, db);
  const offset = offsetOf(query);
  // Count no further than the page asked for, and at least COUNT_LIMIT: one row past the cap says
  // "more", so the pager can always offer the next page while the count never walks millions of rows
  // (it costs no more than the page's own OFFSET walk).
  const cap = Math.max(COUNT_LIMIT, offset + query.page_size);
  const counted = db
    .selectFrom(
      base
        .select(sql<number>`1`.as('one'))
        .limit(cap + 1)
        .as('capped'),
    )
    .select((eb) => eb.fn.countAll<number>().as('total'));
  // The count rides in the page's statement as an uncorrelated subquery, which both databases run
  // once: one round trip per page instead of two (each costs the server a socket write and a parse).
  const page = base
    .select(columnsFor(reader.ctx.resource, 'list'))
    .select(counted.as(TOTAL_COLUMN))
    .orderBy(sortField, order)
    // Equal sort values would otherwise shuffle between pages.
    .orderBy('id', order)
    .limit(query.page_size)
    .offset(offset);
  return { page, counted, cap };
}

/**
 * The rows a list's filters select inside the caller's scope, before columns, order and paging: one
 * definition for the list page and for an export of it, so the two can never select differently.
 */
export function filteredRows(reader: RowReader, query: ListQuery, db: EngineDb) {
  const { ctx } = reader;
  let base = db
    .selectFrom(ctx.resource.table)
    .where(rowScope(db, reader.dialect, ctx.resource, ctx.auth, reader.fixed));
  for (const param of searchParams(ctx.resource)) {
    const value = query[param.param];
    if (value !== undefined && value !== '') base = base.where(searchCondition(param, value, reader.dialect));
  }
  // One tenant inside the scope (the scope condition above still applies, so this never widens it).
  if (isTenantScoped(ctx.resource) && typeof query.merchant_id === 'number') {
    base = base.where(ownerColumn(ctx.resource), '=', query.merchant_id);
  }
  // The rows that apply at one lot through a link table (a coupon valid there); the scope above
  // still applies, so another tenant's lot finds nothing. The link's (park_id, key) index serves it.
  const link = ctx.resource.lotLink;
  const parkId = query[LOT_LINK_PARAM];
  if (link && typeof parkId === 'number') {
    base = base.where(
      link.column,
      'in',
      db.selectFrom(link.table).select(link.key).where('park_id', '=', parkId),
    );
  }
  return base;
}

/** One page of rows in scope, filtered by the declared searches, with the (bounded) total for the pager. */
export async function listRows(reader: RowReader, query: ListQuery): Promise<ListResult> {
  const { ctx, hooks } = reader;
  const { page, counted, cap } = listStatements(reader, query);
  const rows = (await page.execute()) as Row[];
  // A page past the end has no row to carry the count, so then the count is asked on its own.
  const matched = Number(
    rows.length > 0 ? rows[0]![TOTAL_COLUMN] : ((await counted.executeTakeFirst())?.total ?? 0),
  );
  // The last column a row got, so V8 drops it without reshaping the row.
  for (const row of rows) delete row[TOTAL_COLUMN];
  if (hooks.decorateRows && rows.length > 0) await hooks.decorateRows(ctx, rows, 'list');
  return { rows, total: Math.min(matched, cap), exact: matched <= cap };
}
