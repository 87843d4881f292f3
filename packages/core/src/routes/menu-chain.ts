import { ROUTE_BY_PATH } from './catalogue.js';
import type { RouteMeta } from './types.js';

/** Deeper than any real chain (a detail inside a group tab is three steps); stops a bad edit looping. */
const MAX_DEPTH = 8;

/**
 * The route followed by its activeMenu ancestors up to the first visible one: for
 * /parking/manage/config/acl/create that is the page, the 访问授权 tab and 车场列表.
 */
export function menuChain(
  route: RouteMeta,
  byPath: ReadonlyMap<string, RouteMeta> = ROUTE_BY_PATH,
): RouteMeta[] {
  const chain = [route];
  let current = route;
  while (current.hidden && current.activeMenu && chain.length < MAX_DEPTH) {
    const parent = byPath.get(current.activeMenu);
    if (!parent || chain.includes(parent)) break;
    chain.push(parent);
    current = parent;
  }
  return chain;
}

/** The menu entry to highlight for a route: itself when visible, else its first visible ancestor. */
export function activeMenuOf(
  route: RouteMeta,
  byPath: ReadonlyMap<string, RouteMeta> = ROUTE_BY_PATH,
): string {
  const anchor = menuChain(route, byPath).at(-1) ?? route;
  return anchor.hidden ? (anchor.activeMenu ?? anchor.path) : anchor.path;
}
