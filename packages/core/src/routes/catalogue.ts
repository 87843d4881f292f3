import { ACCOUNT_ROUTES } from './areas/account.js';
import { ADVERTISING_ROUTES } from './areas/advertising.js';
import { BASE_SERVICES_ROUTES } from './areas/base-services.js';
import { ENERGY_MERCHANT_ROUTES } from './areas/energy-merchant.js';
import { ENERGY_ROUTES } from './areas/energy.js';
import { GROUP_INVOICE_ROUTES } from './areas/group-invoice.js';
import { GROUP_ROUTES } from './areas/group.js';
import { INVOICE_MERCHANT_ROUTES } from './areas/invoice-merchant.js';
import { INVOICE_ROUTES } from './areas/invoice.js';
import { OKR_ROUTES } from './areas/okr.js';
import { PARKING_COUPON_ROUTES } from './areas/parking-coupon.js';
import { PARKING_MERCHANT_ROUTES } from './areas/parking-merchant.js';
import { PARKING_ROUTES } from './areas/parking.js';
import { PROFIT_ROUTES } from './areas/profit.js';
import { PUBLIC_ROUTES } from './areas/public.js';
import { SERVICE_ROUTES } from './areas/service.js';
import { SETTLEMENT_ROUTES } from './areas/settlement.js';
import { SHARED_ROUTES } from './areas/shared.js';
import { TRADING_CENTER_ROUTES } from './areas/trading-center.js';
import type { RouteMeta } from './types.js';

/** Every route of spec/routes.tsv, in its order; menus keep this order inside a section. */
export const ROUTE_CATALOGUE: readonly RouteMeta[] = [
  ...PUBLIC_ROUTES,
  ...SHARED_ROUTES,
  ...ADVERTISING_ROUTES,
  ...ACCOUNT_ROUTES,
  ...ENERGY_ROUTES,
  ...ENERGY_MERCHANT_ROUTES,
  ...SERVICE_ROUTES,
  ...INVOICE_ROUTES,
  ...PROFIT_ROUTES,
  ...PARKING_ROUTES,
  ...PARKING_MERCHANT_ROUTES,
  ...INVOICE_MERCHANT_ROUTES,
  ...TRADING_CENTER_ROUTES,
  ...OKR_ROUTES,
  ...BASE_SERVICES_ROUTES,
  ...GROUP_ROUTES,
  ...GROUP_INVOICE_ROUTES,
  ...PARKING_COUPON_ROUTES,
  ...SETTLEMENT_ROUTES,
];

export const ROUTE_BY_PATH: ReadonlyMap<string, RouteMeta> = new Map(
  ROUTE_CATALOGUE.map((route) => [route.path, route]),
);

/** The catch-all row (`*`): unknown paths redirect to its target, /error-page/404. */
export const NOT_FOUND_ROUTE: RouteMeta = ROUTE_BY_PATH.get('*') as RouteMeta;
