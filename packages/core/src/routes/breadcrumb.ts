import { ROUTE_BY_PATH, ROUTE_CATALOGUE } from './catalogue.js';
import { fillPath, findRoute } from './match-route.js';
import { menuChain } from './menu-chain.js';
import { TOP_MENU_BY_KEY, sectionOf } from './top-menus.js';
import type { RouteMeta } from './types.js';

export interface BreadcrumbItem {
  readonly title: string;
  /** Absent for the current page and for menu headings, which are not pages. */
  readonly path?: string;
  /** A detail-group tab: its link must carry the group's query values (carryGroupQuery). */
  readonly carriesGroupQuery?: boolean;
}

/**
 * The trail of a location: top menu, sidebar section, then the visible menu entry and the hidden
 * pages below it (via activeMenu), ending with the page itself. Unknown paths give an empty trail.
 */
export function breadcrumbFor(
  path: string,
  catalogue: readonly RouteMeta[] = ROUTE_CATALOGUE,
): BreadcrumbItem[] {
  const match = findRoute(path, catalogue);
  if (!match) return [];
  const byPath =
    catalogue === ROUTE_CATALOGUE ? ROUTE_BY_PATH : new Map(catalogue.map((route) => [route.path, route]));
  const chain = menuChain(match.route, byPath).reverse();
  const anchor = chain[0] ?? match.route;
  const trail: BreadcrumbItem[] = [];
  if (anchor.topMenu) {
    const top = TOP_MENU_BY_KEY.get(anchor.topMenu);
    if (top) trail.push({ title: top.title });
    const section = anchor.section ? sectionOf(anchor.topMenu, anchor.section) : undefined;
    if (section) trail.push({ title: section.title });
  }
  for (const [i, route] of chain.entries()) {
    if (i === chain.length - 1) {
      trail.push({ title: route.title });
      continue;
    }
    // Ancestors share the location's path parameters (/okr/detail/:id/edit -> /okr/detail/5).
    const link = { title: route.title, path: fillPath(route.path, match.params) };
    trail.push(route.isGroup ? { ...link, carriesGroupQuery: true } : link);
  }
  return trail;
}
