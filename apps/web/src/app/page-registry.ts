import { parseScreen, type RouteMeta } from '@console/core';
import { lazyPage } from './shell/lazy-page';
import { ACCOUNT_SCREENS } from './screens/account';
import { ADVERTISING_SCREENS } from './screens/advertising';
import { BASE_SERVICES_SCREENS } from './screens/base-services';
import { ENERGY_SCREENS } from './screens/energy';
import { ENERGY_MERCHANT_SCREENS } from './screens/energy-merchant';
import { GROUP_SCREENS } from './screens/group';
import { INVOICE_SCREENS } from './screens/invoice';
import { INVOICE_MERCHANT_SCREENS } from './screens/invoice-merchant';
import { OKR_SCREENS } from './screens/okr';
import { PARKING_SCREENS } from './screens/parking';
import { PARKING_COUPON_SCREENS } from './screens/parking-coupon';
import { PARKING_MERCHANT_SCREENS } from './screens/parking-merchant';
import { PROFIT_SCREENS } from './screens/profit';
import { SERVICE_SCREENS } from './screens/service';
import { SETTLEMENT_SCREENS } from './screens/settlement';
import type { Page } from './screens/screen-map';
import { SHARED_SCREENS } from './screens/shared';
import { TRADING_CENTER_SCREENS } from './screens/trading-center';

/** The page modules built so far, by the screen id the catalogue rows name; one file per area. */
export const PAGE_MODULES: ReadonlyMap<string, Page> = new Map<string, Page>(
  Object.entries({
    ...SHARED_SCREENS,
    ...ACCOUNT_SCREENS,
    ...BASE_SERVICES_SCREENS,
    ...PARKING_SCREENS,
    ...PARKING_COUPON_SCREENS,
    ...PARKING_MERCHANT_SCREENS,
    ...GROUP_SCREENS,
    ...SERVICE_SCREENS,
    ...SETTLEMENT_SCREENS,
    ...PROFIT_SCREENS,
    ...TRADING_CENTER_SCREENS,
    ...ENERGY_SCREENS,
    ...ENERGY_MERCHANT_SCREENS,
    ...OKR_SCREENS,
    ...ADVERTISING_SCREENS,
    ...INVOICE_SCREENS,
    ...INVOICE_MERCHANT_SCREENS,
  }),
);

/** Every resource view of the catalogue is one engine screen, which reads its route. */
const RESOURCE_VIEW_PAGE = lazyPage(() => import('./screens/ResourceViewPage'));

/**
 * The page that serves a route: the engine's resource view or the page module its catalogue row
 * names. Undefined for a route whose screen is not built yet; the shell shows 建设中 there.
 */
export function pageOf(route: RouteMeta): Page | undefined {
  const screen = route.screen && parseScreen(route.screen);
  if (!screen) return undefined;
  return screen.kind === 'resource' ? RESOURCE_VIEW_PAGE : PAGE_MODULES.get(screen.id);
}
