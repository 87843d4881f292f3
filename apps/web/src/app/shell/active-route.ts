import { activeMenuOf, groupOf, type RouteMeta, type TopMenuKey } from '@console/core';
import { useDeferredValue } from 'react';
import { useLocation } from 'react-router';
import { resolveRoute } from './resolve-route';

export interface ActiveRoute {
  route: RouteMeta | undefined;
  /** The visible menu entry to highlight (the page itself, or the list a hidden page belongs to). */
  menuKey: string | undefined;
  topMenu: TopMenuKey | undefined;
  group: ReturnType<typeof groupOf>;
}

export function activeRouteOf(pathname: string): ActiveRoute {
  const route = resolveRoute(pathname)?.route;
  return {
    route,
    menuKey: route ? activeMenuOf(route) : undefined,
    topMenu: route?.topMenu,
    group: route ? groupOf(pathname) : undefined,
  };
}

export function useActiveRoute(): ActiveRoute {
  return activeRouteOf(useLocation().pathname);
}

/**
 * The active route a render behind: for the shell's menus, whose highlight may follow the page by a
 * frame. A route change renders the page (a kept one shown again) at once and the menus after the
 * browser has painted it: switching module re-rendered every top-menu entry and revealed the other
 * module's sidebar (about 250 components) inside the click that shows a kept tab (issue 13: painted
 * within 50 ms).
 */
export function useMenuRoute(): ActiveRoute {
  return activeRouteOf(useDeferredValue(useLocation().pathname));
}
