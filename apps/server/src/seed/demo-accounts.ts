import { PERMISSION_CATALOGUE, type PermissionArea } from '@console/core';

/** The demo accounts printed at start; all share one password so a first visit needs no lookup. */
export const DEMO_PASSWORD = 'Console@2026';

export interface DemoAccountInfo {
  account: string;
  description: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccountInfo[] = [
  { account: 'admin', description: '平台运营（全部权限与产品）' },
  { account: 'partner', description: '服务商' },
  { account: 'merchant', description: '停车与充电商户（主账号）' },
  { account: 'group', description: '集团客户' },
  { account: 'advertiser', description: '广告主' },
  { account: 'clerk', description: 'merchant 的子账号，仅停车记录列表与报表中心' },
  { account: 'shop', description: '商户（向 merchant 的车场购买停车券）' },
];

/** Every code of the given areas: the demo roles are drawn by area so each account sees different menus. */
export function codesOfAreas(areas: readonly PermissionArea[]): string[] {
  return PERMISSION_CATALOGUE.filter((p) => areas.includes(p.area)).map((p) => p.code);
}

// Codes outside the universal area that every demo main account keeps, so each sees its own account pages.
const OWN_ACCOUNT = ['account'] as const satisfies readonly PermissionArea[];

export const DEMO_GRANTS = {
  partner: {
    products: [
      'partner',
      'parking',
      'energy',
      'payment',
      'trading',
      'settlement',
      'profit',
      'invoice',
      'iot',
      'contract',
      'materiel',
      'okr',
    ],
    areas: [
      'universal',
      ...OWN_ACCOUNT,
      'parking',
      // The lots it serves have coupon tabs (商户券 records); its parking product enables the area.
      'coupon',
      'bonus',
      'energy',
      'payment',
      'materiel',
      'invoice',
      'profit',
      'user',
      'contract',
      'wallet',
      'iot',
      // 应用管理 (open-API apps) of base services, on its iot product.
      'openapi',
      'okr',
    ],
  },
  // 交易中心 (trading): its own trades, refunds, settlements and transfers (the ledger) and 物料申请.
  // 能源 (energy): its own charging stations' orders, records, devices and 计费规则 (energy-merchant).
  merchant: {
    products: ['merchant', 'parking', 'mcoupon', 'invoice', 'trading', 'energy', 'profit'],
    areas: ['universal', ...OWN_ACCOUNT, 'parking', 'bonus', 'coupon', 'invoice', 'payment', 'energy'],
  },
  group: {
    products: ['partner', 'group', 'parking', 'mcoupon', 'invoice'],
    areas: ['universal', ...OWN_ACCOUNT, 'group', 'coupon', 'invoice'],
  },
  // A shop of the mall: buys the demo merchant's parking coupons and hands them to its customers.
  shop: {
    products: ['merchant', 'mcoupon'],
    areas: ['universal', ...OWN_ACCOUNT, 'coupon'],
  },
  advertiser: {
    products: ['advertiser', 'advertising'],
    areas: ['universal', ...OWN_ACCOUNT, 'advertising'],
  },
} as const satisfies Record<string, { products: readonly string[]; areas: readonly PermissionArea[] }>;

/** A merchant files and follows its 物料申请; reviewing them is its partner's (materiel:apply:audit). */
export const MERCHANT_MATERIEL_CODES = ['materiel:apply:list', 'materiel:apply:create'];

/** A merchant sees what its settlements shared out (分账支出); the rest of 分账 is its partner's. */
export const MERCHANT_PROFIT_CODES = [
  'profit:payment-serial:list',
  'profit:payment-serial:export',
  'profit:payment-order:list',
  'profit:payment-order:detail',
  'profit:payment-order:export',
];

/** The sub-account of the issue: only the parking-record list and the report centre. */
export const CLERK_CODES = ['parking:record:list', 'universal:report:basic'];
