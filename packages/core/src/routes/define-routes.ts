import type { RouteArea, RouteAuth, RouteMeta } from './types.js';

/** What every route of one area shares: its area, top menu and product or permission gate. */
export type AreaDefaults = Pick<RouteMeta, 'topMenu' | 'products' | 'platforms' | 'areaPermission'> & {
  readonly area: RouteArea;
  readonly auth?: RouteAuth;
};

/** One data row: what differs per route; the area's defaults and derived fields are filled in. */
export type RouteEntry = Omit<RouteMeta, 'area' | 'auth' | 'cachePage' | 'isGroup'> &
  Partial<Pick<RouteMeta, 'auth' | 'cachePage'>>;

/**
 * Applies an area's defaults to its rows, so gating is written once per area and a row states only
 * its exceptions. List pages are cached by default (returning to a list keeps its filters and page).
 */
export function defineAreaRoutes(
  defaults: AreaDefaults,
  entries: readonly RouteEntry[],
): readonly RouteMeta[] {
  const { auth = 'session', ...shared } = defaults;
  return entries.map((entry) => ({
    auth,
    ...shared,
    cachePage: entry.type === 'list',
    isGroup: entry.group !== undefined,
    ...entry,
  }));
}
