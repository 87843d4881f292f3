import { canAccessRoute } from './access.js';
import { ROUTE_BY_PATH, ROUTE_CATALOGUE } from './catalogue.js';
import { DETAIL_GROUP_BY_KEY, GROUP_QUERY_KEYS, type DetailGroupDef } from './detail-groups.js';
import { findRoute } from './match-route.js';
import { menuChain } from './menu-chain.js';
import type { DetailGroupKey, RouteMeta } from './types.js';

export interface DetailGroupView {
  readonly group: DetailGroupDef;
  /** All tabs of the group, in catalogue order; filter with groupTabs for one user. */
  readonly tabs: readonly RouteMeta[];
  /** The tab the location belongs to (itself, or the tab a detail or edit page was opened from). */
  readonly current: RouteMeta;
  /** The group sidebar's back link to the list the group was opened from. */
  readonly back: { readonly title: string; readonly path: string };
}

/** The tabs of a group, optionally limited to the ones a user may open. */
export function groupTabs(
  key: DetailGroupKey,
  access?: { readonly permissions: ReadonlySet<string>; readonly products: ReadonlySet<string> },
  catalogue: readonly RouteMeta[] = ROUTE_CATALOGUE,
): RouteMeta[] {
  return catalogue.filter(
    (route) => route.group === key && (!access || canAccessRoute(route, access.permissions, access.products)),
  );
}

/** The detail group a location is part of, if any, with its sibling tabs and back link. */
export function groupOf(path: string): DetailGroupView | undefined {
  const match = findRoute(path);
  if (!match) return undefined;
  const current = menuChain(match.route).find((route) => route.group !== undefined);
  const group = current?.group === undefined ? undefined : DETAIL_GROUP_BY_KEY.get(current.group);
  if (!current || !group) return undefined;
  const parent = ROUTE_BY_PATH.get(group.parent);
  return {
    group,
    tabs: groupTabs(group.key),
    current,
    back: { title: parent?.title ?? group.title, path: group.parent },
  };
}

type QueryValues = Readonly<Record<string, string | number | null | undefined>>;

/**
 * The query values a link carries over: `keys` (by default every group key) present and
 * non-empty. Anything else of the location (paging, filters, a row's own id) stays behind.
 */
export function carryGroupQuery(
  query: QueryValues,
  keys: readonly string[] = GROUP_QUERY_KEYS,
): Record<string, string> {
  const carried: Record<string, string> = {};
  for (const key of keys) {
    const value = query[key];
    if (value !== undefined && value !== null && String(value) !== '') carried[key] = String(value);
  }
  return carried;
}

/**
 * What a page of a detail group carries into its tab, add, detail and back links: that group's own
 * keys, so the `id` of a row opened inside a lot does not leak to the lot's other tabs. Outside a
 * group every group key is carried, as nothing says which of them matters.
 */
export function groupQueryOf(path: string, query: QueryValues): Record<string, string> {
  return carryGroupQuery(query, groupOf(path)?.group.queryKeys ?? GROUP_QUERY_KEYS);
}

/**
 * A link with its own values first and the carried query after (`?id=3&g_park_uuid=..`); where both
 * name a key (a merchant group's `id` and a row's `id`), the link's own value wins.
 */
export function groupHref(
  path: string,
  carried: Readonly<Record<string, string>>,
  own: QueryValues = {},
): string {
  const mine = carryGroupQuery(own, Object.keys(own));
  const rest = Object.entries(carried).filter(([key]) => !(key in mine));
  const pairs = [...Object.entries(mine), ...rest].map(
    ([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`,
  );
  return pairs.length > 0 ? `${path}?${pairs.join('&')}` : path;
}

/** A tab link with the carried query, e.g. '/parking/manage/console?g_park_uuid=...&park_name=...'. */
export function groupTabHref(path: string, query: QueryValues): string {
  return groupHref(path, groupQueryOf(path, query));
}
