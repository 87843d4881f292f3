import { PERMISSION_AREAS, type PermissionArea } from '../permissions/areas.js';
import type { ProductCode } from './products.js';

/**
 * Which permission areas each product enables (ARCHITECTURE §4): a user's codes are its roles' codes
 * limited to the areas its merchant's products enable. Areas, not single codes, so a code added to the
 * catalogue later is enabled by the products of its area without touching stored products. These are
 * the defaults the `product` table is seeded with; the platform operator edits them there.
 */
export const DEFAULT_PRODUCT_AREAS: Readonly<Record<ProductCode, readonly PermissionArea[]>> = {
  // Platform types gate screens (route `platforms`), they enable no codes by themselves.
  partner: [],
  merchant: [],
  advertiser: [],
  parking: ['parking', 'coupon', 'bonus'],
  group: ['group', 'coupon', 'invoice'],
  mcoupon: ['coupon'],
  energy: ['energy'],
  payment: ['payment', 'materiel'],
  trading: ['payment', 'materiel'],
  settlement: ['payment'],
  profit: ['profit'],
  invoice: ['invoice'],
  advertising: ['advertising'],
  okr: ['okr'],
  iot: ['iot', 'openapi', 'qrcode'],
  system: ['system', 'user', 'wallet', 'openapi', 'qrcode', 'bonus'],
  contract: ['contract', 'user', 'wallet'],
  materiel: ['materiel'],
};

/** Areas every account keeps whatever its products: the shell (universal) and its own account pages. */
export const ALWAYS_ENABLED_AREAS: readonly PermissionArea[] = ['universal', 'account'];

const AREA_KEYS: ReadonlySet<string> = new Set(PERMISSION_AREAS.map((area) => area.key));

export function isPermissionArea(key: string): key is PermissionArea {
  return AREA_KEYS.has(key);
}

/** Areas as stored in the product table: comma-joined keys; unknown keys are dropped on read. */
export function parseAreaList(text: string | null | undefined): PermissionArea[] {
  return (text ?? '')
    .split(',')
    .map((key) => key.trim())
    .filter(isPermissionArea);
}

export function joinAreaList(areas: readonly string[]): string {
  return [...new Set(areas)].join(',');
}

/** Validator of an area list field: every key must be a catalogue area. */
export const AREA_LIST_VALIDATOR = {
  test: (value: string) =>
    value === '' ||
    value
      .split(',')
      .map((key) => key.trim())
      .every(isPermissionArea),
  message: '请选择正确的权限范围',
};

/**
 * The codes a user may use: those of `codes` whose area is always enabled or enabled by one of
 * `enabledAreas`. The platform operator is not limited; callers skip this for it.
 */
export function limitToAreas(codes: Iterable<string>, enabledAreas: Iterable<string>): string[] {
  const allowed = new Set<string>([...ALWAYS_ENABLED_AREAS, ...enabledAreas]);
  return [...codes].filter((code) => allowed.has(code.slice(0, code.indexOf(':'))));
}
