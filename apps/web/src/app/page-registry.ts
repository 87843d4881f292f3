import { parseScreen, type RouteMeta } from '@console/core';
import { createElement, lazy, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import { lazyPage } from './shell/lazy-page';
import type { Page } from './screens/screen-map';

type Screens = Readonly<Record<string, Page>>;

/**
 * Each area's page modules (one file per area, app/screens), loaded when a page of the area is first
 * opened. A map holds, for every page, the list of chunks its page needs (the bundler's preload
 * list), so all areas together weighed ~17 KiB (gzip) of the shell; now the shell carries one loader
 * per area and the first page fetches only its own area's map.
 */
export const AREA_SCREENS: Readonly<Record<string, () => Promise<Screens>>> = {
  shared: () => import('./screens/shared').then((m) => m.SHARED_SCREENS),
  account: () => import('./screens/account').then((m) => m.ACCOUNT_SCREENS),
  'base-services': () => import('./screens/base-services').then((m) => m.BASE_SERVICES_SCREENS),
  parking: () => import('./screens/parking').then((m) => m.PARKING_SCREENS),
  'parking-coupon': () => import('./screens/parking-coupon').then((m) => m.PARKING_COUPON_SCREENS),
  'parking-merchant': () => import('./screens/parking-merchant').then((m) => m.PARKING_MERCHANT_SCREENS),
  group: () => import('./screens/group').then((m) => m.GROUP_SCREENS),
  service: () => import('./screens/service').then((m) => m.SERVICE_SCREENS),
  settlement: () => import('./screens/settlement').then((m) => m.SETTLEMENT_SCREENS),
  profit: () => import('./screens/profit').then((m) => m.PROFIT_SCREENS),
  'trading-center': () => import('./screens/trading-center').then((m) => m.TRADING_CENTER_SCREENS),
  energy: () => import('./screens/energy').then((m) => m.ENERGY_SCREENS),
  'energy-merchant': () => import('./screens/energy-merchant').then((m) => m.ENERGY_MERCHANT_SCREENS),
  okr: () => import('./screens/okr').then((m) => m.OKR_SCREENS),
  advertising: () => import('./screens/advertising').then((m) => m.ADVERTISING_SCREENS),
  invoice: () => import('./screens/invoice').then((m) => m.INVOICE_SCREENS),
  'invoice-merchant': () => import('./screens/invoice-merchant').then((m) => m.INVOICE_MERCHANT_SCREENS),
};

/** The area a module screen id is filed under: `parking/LotConsolePage` → parking. */
const areaOf = (id: string) => id.slice(0, id.indexOf('/'));

/** The page module a screen id names, once its area's map has arrived; undefined if none is built. */
export async function loadScreen(id: string): Promise<Page | undefined> {
  const load = AREA_SCREENS[areaOf(id)];
  return load ? (await load())[id] : undefined;
}

/** Every area's page modules by screen id (the registry tests walk them all). */
export async function loadAllScreens(): Promise<ReadonlyMap<string, Page>> {
  const maps = await Promise.all(Object.values(AREA_SCREENS).map((load) => load()));
  return new Map(maps.flatMap((screens) => Object.entries(screens)));
}

/** Every resource view of the catalogue is one engine screen, which reads its route. */
const RESOURCE_VIEW_PAGE = lazyPage(() => import('./screens/ResourceViewPage'));

const UnderConstructionPage = lazy(() => import('../pages/public/UnderConstructionPage'));

/** One component per route, so a kept-alive page keeps its identity across renders. */
const modulePages = new WeakMap<RouteMeta, Page>();

/**
 * A module screen as a page: its area's map, then the page's own chunk, both under the shell's one
 * Suspense boundary (RoutePage), so the loading state is the same spinner as for any page. A screen
 * id its area does not register shows 建设中, like a route that names no screen.
 */
function modulePage(route: RouteMeta, id: string): Page {
  let page = modulePages.get(route);
  if (!page) {
    page = lazyPage(async () => {
      const screen = await loadScreen(id);
      const Component: ComponentType = screen
        ? () => createElement(screen)
        : function Unbuilt() {
            const { pathname } = useLocation();
            return createElement(UnderConstructionPage, { title: route.title, path: pathname });
          };
      return { default: Component };
    });
    modulePages.set(route, page);
  }
  return page;
}

/**
 * The page that serves a route: the engine's resource view or the page module its catalogue row
 * names. Undefined for a route whose screen is not built yet (no screen, or no area of that name);
 * the shell shows 建设中 there.
 */
export function pageOf(route: RouteMeta): Page | undefined {
  const screen = route.screen && parseScreen(route.screen);
  if (!screen) return undefined;
  if (screen.kind === 'resource') return RESOURCE_VIEW_PAGE;
  return AREA_SCREENS[areaOf(screen.id)] ? modulePage(route, screen.id) : undefined;
}
