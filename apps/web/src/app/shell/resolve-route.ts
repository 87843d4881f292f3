import { findRoute, NOT_FOUND_ROUTE, type RouteMeta } from '@console/core';
import { EXTRA_ROUTES } from '../../lib/navigation';

/** The catalogue route of a path (or a console extra), with its path parameters. */
export function resolveRoute(
  pathname: string,
): { route: RouteMeta; params: Record<string, string> } | undefined {
  const extra = EXTRA_ROUTES.find((r) => r.path === pathname);
  if (extra) return { route: extra, params: {} };
  const match = findRoute(pathname);
  if (!match || match.route === NOT_FOUND_ROUTE) return undefined;
  return { route: match.route, params: { ...match.params } };
}
