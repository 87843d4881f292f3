/**
 * Product entitlements (spec 01 §6, spec 02 §6). An account's `product` list holds both its platform
 * type and the products enabled for it, so both live in one catalogue; routes gate on products
 * (any one suffices) and, separately, on platform types (any one suffices).
 */
export const PLATFORM_TYPES = [
  { code: 'partner', label: '服务商平台' },
  { code: 'merchant', label: '商户平台' },
  { code: 'advertiser', label: '广告主平台' },
] as const;

export const PRODUCTS = [
  { code: 'parking', label: '智慧停车' },
  { code: 'group', label: '停车集团' },
  { code: 'mcoupon', label: '商户停车券' },
  { code: 'energy', label: '能源充电' },
  { code: 'payment', label: '支付服务' },
  { code: 'trading', label: '交易中心' },
  { code: 'settlement', label: '结算平台' },
  { code: 'profit', label: '分账' },
  { code: 'invoice', label: '电子发票' },
  { code: 'advertising', label: '广告' },
  { code: 'okr', label: 'OKR' },
  { code: 'iot', label: '物联网' },
  { code: 'system', label: '系统管理' },
  { code: 'contract', label: '电子合同' },
  { code: 'materiel', label: '物料' },
] as const;

export type PlatformType = (typeof PLATFORM_TYPES)[number]['code'];
export type ProductKey = (typeof PRODUCTS)[number]['code'];
/** Anything that may appear in an account's product list. */
export type ProductCode = PlatformType | ProductKey;

export interface ProductDef {
  readonly code: ProductCode;
  readonly label: string;
  readonly kind: 'platform' | 'product';
}

export const PRODUCT_CATALOGUE: readonly ProductDef[] = [
  ...PLATFORM_TYPES.map((entry) => ({ ...entry, kind: 'platform' as const })),
  ...PRODUCTS.map((entry) => ({ ...entry, kind: 'product' as const })),
];

export const ALL_PRODUCT_CODES: readonly ProductCode[] = PRODUCT_CATALOGUE.map((entry) => entry.code);

export const PRODUCT_BY_CODE: ReadonlyMap<string, ProductDef> = new Map(
  PRODUCT_CATALOGUE.map((entry) => [entry.code, entry]),
);

export function isProductCode(code: string): code is ProductCode {
  return PRODUCT_BY_CODE.has(code);
}

export function isPlatformType(code: string): code is PlatformType {
  return PRODUCT_BY_CODE.get(code)?.kind === 'platform';
}

/** The Chinese label of a product or platform type; an unknown code shows as itself. */
export function productLabel(code: string): string {
  return PRODUCT_BY_CODE.get(code)?.label ?? code;
}
