import {
  ApiCode,
  fieldsShown,
  isTenantScoped,
  ownerColumn,
  parkColumnOf,
  searchParams,
  sortableFields,
  type AnyView,
  type SortOrder,
} from '@console/core';
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { DatabaseKind } from '../config.js';
import { readsOf } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { AppError } from '../http/app-error.js';
import { offsetOf } from '../http/paging.js';
import type { AuthContext } from '../platform/auth/auth-context.js';
import { engineDb } from './engine-db.js';
import type { Row } from './engine-types.js';
import type { ListQuery } from './list-query.js';
import { searchCondition } from './search-filter.js';
import { rowScope } from './tenant-scope.js';

/** What a view's source query may use: the caller, the request's query (to narrow early), the clock. */
export interface ViewSourceContext {
  db: Kysely<Database>;
  auth: AuthContext;
  query: ListQuery;
  now: number;
}

/**
 * The rows of a view before scope, search and paging: a join or an aggregate whose output columns
 * are the view's stored fields, `merchant_id` (and `park_id` for park scope) and its row key. It may
 * narrow by the query for speed; the engine applies the scope and the searches on top either way.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any select qualifies; its columns are checked by tests
export type ViewSource = (ctx: ViewSourceContext) => SelectQueryBuilder<any, any, any>;

export interface ViewPage {
  rows: Row[];
  total: number;
  totals: Record<string, number>;
}

function sortOf(view: AnyView, query: ListQuery): [string, SortOrder] {
  const [defaultField, defaultOrder] = view.list.sort;
  const field = query.sort_by ?? defaultField;
  // The schema already refuses these; checked again because the name becomes an identifier.
  if (!sortableFields(view.fields).includes(field)) {
    throw new AppError(ApiCode.VALIDATION, '该字段不支持排序', `sort_by：${field}`);
  }
  return [field, query.sort_order ?? (query.sort_by ? 'asc' : defaultOrder)];
}

/** Columns a view row carries: every stored field (the list's hidden ones feed its drawers), the key and the owner. */
function viewColumns(view: AnyView): string[] {
  const names = new Set<string>(view.view.rowKey);
  if (isTenantScoped(view)) names.add(ownerColumn(view));
  const park = parkColumnOf(view);
  if (park) names.add(park);
  for (const name of [...fieldsShown(view.fields, 'list'), ...fieldsShown(view.fields, 'detail')]) {
    if (!view.fields[name]?.virtual) names.add(name);
  }
  return [...names];
}

/**
 * One page of a view in the caller's scope, the count of every match and the sums of the view's
 * totals over every match (not just the page). The source is a derived table, so the scope and the
 * searches apply to its output exactly as to a table's rows.
 */
export async function listViewRows(
  ctx: ViewSourceContext & { view: AnyView; dialect: DatabaseKind },
  source: ViewSource,
): Promise<ViewPage> {
  const { view, query, auth } = ctx;
  // On SQLite the page and its totals run on a reader thread (another core); see db/database.ts.
  const db = engineDb(readsOf(ctx.db));
  const [sortField, order] = sortOf(view, query);
  let base = db.selectFrom(source(ctx).as('v')).where(rowScope(db, ctx.dialect, view, auth, []));
  for (const param of searchParams(view)) {
    const value = query[param.param];
    if (value !== undefined && value !== '') base = base.where(searchCondition(param, value, ctx.dialect));
  }
  if (isTenantScoped(view) && typeof query.merchant_id === 'number') {
    base = base.where(ownerColumn(view), '=', query.merchant_id);
  }
  let page = base.select(viewColumns(view)).orderBy(sortField, order);
  // Equal sort values would otherwise shuffle between pages.
  for (const key of view.view.rowKey) if (key !== sortField) page = page.orderBy(key, order);
  const [summed, found] = await Promise.all([
    base
      .select((eb) => [
        eb.fn.countAll<number>().as('total_count'),
        ...view.view.totals.map((name) => eb.fn.sum<number>(name).as(name)),
      ])
      .executeTakeFirst(),
    page.limit(query.page_size).offset(offsetOf(query)).execute(),
  ]);
  // PostgreSQL sums and counts come back as strings (numeric, bigint); an empty match sums to null.
  const totals: Record<string, number> = {};
  for (const name of view.view.totals) totals[name] = Number(summed?.[name] ?? 0);
  return {
    rows: (found as Row[]).map((row) => numbersOf(view, row)),
    total: Number(summed?.total_count ?? 0),
    totals,
  };
}

const NUMERIC = new Set(['money', 'integer', 'time']);

/** An aggregate's sums come back from PostgreSQL as numeric strings; the wire type of a number field is a number. */
function numbersOf(view: AnyView, row: Row): Row {
  for (const [name, def] of Object.entries(view.fields)) {
    const value = row[name];
    if (typeof value === 'string' && NUMERIC.has(def.kind)) {
      row[name] = Number(value);
    }
  }
  return row;
}
