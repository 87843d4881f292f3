import { ACCOUNT_PERMISSIONS } from './catalogue/account.js';
import { ADVERTISING_PERMISSIONS } from './catalogue/advertising.js';
import { BASE_SERVICES_PERMISSIONS } from './catalogue/base-services.js';
import { COUPON_PERMISSIONS } from './catalogue/coupon.js';
import { ENERGY_PERMISSIONS } from './catalogue/energy.js';
import { GROUP_PERMISSIONS } from './catalogue/group.js';
import { INVOICE_PERMISSIONS } from './catalogue/invoice.js';
import { OKR_PERMISSIONS } from './catalogue/okr.js';
import { PARKING_PERMISSIONS } from './catalogue/parking.js';
import { MATERIEL_PERMISSIONS, PAYMENT_PERMISSIONS } from './catalogue/payment.js';
import { PROFIT_PERMISSIONS } from './catalogue/profit.js';
import { UNIVERSAL_PERMISSIONS } from './catalogue/universal.js';
import type { PermissionDef } from './define-permissions.js';

const ALL = [
  ...UNIVERSAL_PERMISSIONS,
  ...ACCOUNT_PERMISSIONS,
  ...PARKING_PERMISSIONS,
  ...GROUP_PERMISSIONS,
  ...COUPON_PERMISSIONS,
  ...ENERGY_PERMISSIONS,
  ...PAYMENT_PERMISSIONS,
  ...MATERIEL_PERMISSIONS,
  ...INVOICE_PERMISSIONS,
  ...PROFIT_PERMISSIONS,
  ...ADVERTISING_PERMISSIONS,
  ...OKR_PERMISSIONS,
  ...BASE_SERVICES_PERMISSIONS,
];

/** Every permission code the console knows, as a closed union of literals. */
export type PermissionCode = (typeof ALL)[number]['code'];

/** The permission catalogue, grouped by area in reading order (PERMISSION_AREAS). */
export const PERMISSION_CATALOGUE: readonly PermissionDef<PermissionCode>[] = ALL;

export const ALL_PERMISSION_CODES: readonly PermissionCode[] = ALL.map((def) => def.code);

export const PERMISSION_BY_CODE: ReadonlyMap<string, PermissionDef<PermissionCode>> = new Map(
  ALL.map((def) => [def.code, def]),
);

export function isPermissionCode(code: string): code is PermissionCode {
  return PERMISSION_BY_CODE.has(code);
}

/** The Chinese label of a code; an unknown code (from a newer server) shows as itself. */
export function permissionLabel(code: string): string {
  return PERMISSION_BY_CODE.get(code)?.label ?? code;
}
