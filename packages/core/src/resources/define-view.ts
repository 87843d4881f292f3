import type { ListPayload } from '../api/envelope.js';
import type { PermissionCode } from '../permissions/catalogue.js';
import {
  defineResource,
  type AnyResource,
  type Resource,
  type ResourceScope,
  type SortOrder,
} from './define-resource.js';
import type { FieldDef } from './field-types.js';

export interface ViewInput<F extends Record<string, FieldDef>> {
  /** URL segments: `service/trade/revenue` answers at `/api/service/trade/revenue/list`. */
  key: string;
  label: string;
  /** Every row carries `merchant_id` (and `park_id` for park scope), and the engine scopes on them. */
  scope: ResourceScope;
  permissions: { list: PermissionCode; detail?: PermissionCode; export?: PermissionCode };
  /** Other products' codes for the same calls; see AlsoPermitted. */
  alsoPermitted?: readonly { list?: PermissionCode; detail?: PermissionCode; export?: PermissionCode }[];
  fields: F;
  list: {
    columns: readonly (keyof F & string)[];
    sort: readonly [keyof F & string, SortOrder];
    refreshSeconds?: number;
  };
  /** The fields that name one row together, `id` when not given: the table's row key and the tie-break of every sort. */
  rowKey?: readonly (keyof F & string)[];
  /** Money or integer fields summed over every match (not just the page) into the list's totals row. */
  totals?: readonly (keyof F & string)[];
  /** Search parameters every call must carry (a lot's config log needs its park_id). */
  required?: readonly (keyof F & string)[];
}

/** What a view adds to a resource: how its rows are named and summed. */
export interface ViewSpec {
  rowKey: readonly string[];
  totals: readonly string[];
  required: readonly string[];
}

/**
 * A read-only list over a join or an aggregate. It is a resource (same fields, search, sort and
 * columns, so every list widget reads it) without a table: the server module names the SQL source,
 * and the engine derives `GET {key}/list` with scope, search, paging, sorting and totals.
 */
export interface AnyView extends AnyResource {
  view: ViewSpec;
}

/** A view's list payload: the page, and the sums of its totals fields over every matching row. */
export interface ViewListPayload<T> extends ListPayload<T> {
  totals?: Record<string, number>;
}

function fail(key: string, problem: string): never {
  throw new Error(`view ${key}: ${problem}`);
}

/** Declares a view once for the server (list endpoint) and the web app (the generic list with totals). */
export function defineView<const F extends Record<string, FieldDef>>(
  input: ViewInput<F>,
): AnyView & Resource<F> {
  const { rowKey = ['id'], totals = [], required = [], permissions, alsoPermitted, ...rest } = input;
  // A view is never written, so every field is read-only and there is no table to name.
  const base = defineResource({
    ...rest,
    table: '',
    permissions: {
      list: permissions.list,
      detail: permissions.detail ?? permissions.list,
      ...(permissions.export && { export: permissions.export }),
    },
    // As for its own codes, a view's detail is its list's unless said otherwise.
    ...(alsoPermitted && {
      alsoPermitted: alsoPermitted.map((also) => ({ ...also, detail: also.detail ?? also.list })),
    }),
  });
  for (const name of rowKey) {
    if (name !== 'id' && !input.fields[name]) fail(input.key, `row key ${name} is not a field`);
  }
  for (const name of totals) {
    const kind = input.fields[name]?.kind;
    if (kind !== 'money' && kind !== 'integer') fail(input.key, `total ${name} must be money or integer`);
  }
  for (const name of required) {
    if (!input.fields[name]?.search) fail(input.key, `required parameter ${name} must be searchable`);
  }
  return { ...base, view: { rowKey, totals, required } };
}

export function isView(resource: AnyResource): resource is AnyView {
  return 'view' in resource;
}

/** One row's key as the table names it: the row key fields' values joined. */
export function viewRowKey(view: AnyView, row: Readonly<Record<string, unknown>>): string {
  return view.view.rowKey.map((name) => String(row[name])).join(':');
}
