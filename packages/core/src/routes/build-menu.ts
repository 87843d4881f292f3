import { MAX_TOP_MENUS } from '../constants.js';
import { canAccessRoute } from './access.js';
import { TOP_MENUS, type TopMenuDef } from './top-menus.js';
import type { RouteMeta, TopMenuKey } from './types.js';

export interface MenuItem {
  readonly kind: 'item';
  /** The route path, unique across the menu. */
  readonly key: string;
  readonly title: string;
  readonly icon?: string;
  readonly path: string;
}

export interface MenuSection {
  readonly kind: 'section';
  /** `top-menu/section`, unique across the menu. */
  readonly key: string;
  readonly title: string;
  readonly icon: string;
  readonly children: readonly MenuItem[];
}

export type SidebarNode = MenuItem | MenuSection;

export interface TopMenu {
  readonly key: TopMenuKey;
  readonly title: string;
  readonly icon: string;
  readonly pinned: boolean;
  /** Where the tab leads: its first entry the user may open. */
  readonly path: string;
  readonly sidebar: readonly SidebarNode[];
}

export interface MenuTree {
  /** Every top menu the user may enter, in order of importance. */
  readonly menus: readonly TopMenu[];
  /** The ones the header shows: at most MAX_TOP_MENUS, pinned ones always included. */
  readonly topMenus: readonly TopMenu[];
  /** The rest, in order: the header lists them under its 更多 entry, so every module stays reachable. */
  readonly moreMenus: readonly TopMenu[];
}

function itemOf(route: RouteMeta): MenuItem {
  return { kind: 'item', key: route.path, title: route.title, icon: route.icon, path: route.path };
}

function sidebarOf(def: TopMenuDef, routes: readonly RouteMeta[]): SidebarNode[] {
  const placed = new Set<string>();
  const nodes: SidebarNode[] = [];
  for (const slot of def.sidebar) {
    if (typeof slot === 'string') {
      const route = routes.find((candidate) => candidate.path === slot);
      if (route) nodes.push(itemOf(route));
      placed.add(slot);
      continue;
    }
    const children = routes.filter((route) => route.section === slot.key).map(itemOf);
    for (const child of children) placed.add(child.path);
    const only = children[0];
    // An emptied parent is removed (spec 02 §2.0); a lone child moves up unless the section insists.
    if (children.length === 0) continue;
    if (children.length === 1 && only && !slot.alwaysShow) nodes.push(only);
    else
      nodes.push({
        kind: 'section',
        key: `${def.key}/${slot.key}`,
        title: slot.title,
        icon: slot.icon,
        children,
      });
  }
  // A visible route the sidebar definition forgot still gets an entry rather than vanishing.
  for (const route of routes) if (!placed.has(route.path)) nodes.push(itemOf(route));
  return nodes;
}

function firstPath(sidebar: readonly SidebarNode[]): string | undefined {
  const first = sidebar[0];
  if (!first) return undefined;
  return first.kind === 'item' ? first.path : first.children[0]?.path;
}

/** The header's tabs: the first `limit` menus, keeping pinned ones, in their original order. */
export function selectTopMenus(menus: readonly TopMenu[], limit: number = MAX_TOP_MENUS): TopMenu[] {
  const pinned = menus.filter((menu) => menu.pinned).slice(0, limit);
  const room = Math.max(limit - pinned.length, 0);
  const chosen = new Set([...menus.filter((menu) => !menu.pinned).slice(0, room), ...pinned]);
  return menus.filter((menu) => chosen.has(menu));
}

/**
 * The menus a user sees: hidden routes never, routes they may not open never, sections left empty
 * removed, top menus left empty removed; then the header's capped `topMenus` slice and the
 * `moreMenus` it leaves out.
 */
export function buildMenu(
  catalogue: readonly RouteMeta[],
  permissions: ReadonlySet<string>,
  products: ReadonlySet<string>,
  topMenuDefs: readonly TopMenuDef[] = TOP_MENUS,
): MenuTree {
  const visible = catalogue.filter(
    (route) => !route.hidden && route.topMenu !== undefined && canAccessRoute(route, permissions, products),
  );
  const menus: TopMenu[] = [];
  for (const def of topMenuDefs) {
    const sidebar = sidebarOf(
      def,
      visible.filter((route) => route.topMenu === def.key),
    );
    const path = firstPath(sidebar);
    if (path === undefined) continue;
    menus.push({
      key: def.key,
      title: def.title,
      icon: def.icon,
      pinned: def.pinned === true,
      path,
      sidebar,
    });
  }
  const topMenus = selectTopMenus(menus);
  return { menus, topMenus, moreMenus: menus.filter((menu) => !topMenus.includes(menu)) };
}
