import {
  buildMenu,
  canAccessRoute,
  isPublicRoute,
  ROUTE_CATALOGUE,
  type MenuTree,
  type RouteMeta,
} from '@console/core';
import { useMemo } from 'react';
import { useSession } from './session-store';

/** Screens outside the spec's catalogue that the console adds (developer tools). */
export const EXTRA_ROUTES: readonly RouteMeta[] = [
  {
    path: '/development/widgets',
    title: '组件示例',
    area: 'base-services',
    type: 'page',
    hidden: true,
    auth: 'session',
    permissions: ['system:devtool:widget'],
    cachePage: false,
    screen: 'base-services/WidgetGalleryPage',
    isGroup: false,
  },
];

export function menuTreeFor(permissions: ReadonlySet<string>, products: ReadonlySet<string>): MenuTree {
  return buildMenu(ROUTE_CATALOGUE, permissions, products);
}

/** The menus of the signed-in user, rebuilt only when permissions or products change. */
export function useMenuTree(): MenuTree {
  const permissions = useSession((s) => s.permissions);
  const products = useSession((s) => s.products);
  return useMemo(() => menuTreeFor(permissions, products), [permissions, products]);
}

/** Where a user lands after sign-in: the first entry of the first top menu they may enter. */
export function homePath(profile: { permission: string; product: readonly string[] }): string {
  const permissions = new Set(profile.permission.split(',').filter(Boolean));
  const tree = menuTreeFor(permissions, new Set(profile.product));
  const first = tree.topMenus[0] ?? tree.menus[0];
  if (first) return first.path;
  const any = ROUTE_CATALOGUE.find(
    (r) => !r.hidden && !isPublicRoute(r) && canAccessRoute(r, permissions, new Set(profile.product)),
  );
  return any?.path ?? '/error-page/404';
}
