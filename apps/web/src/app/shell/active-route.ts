import { activeMenuOf, groupOf, type RouteMeta, type TopMenuKey } from '@console/core';
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
