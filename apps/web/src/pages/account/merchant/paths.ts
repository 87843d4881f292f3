/** The merchant screens' catalogue paths (packages/core routes: account.ts and public.ts). */
export const MERCHANT_PATHS = {
  list: '/account/merchant/manage/list',
  create: '/merchant/merchant/create',
  edit: '/merchant/merchant/edit',
  info: '/account/merchant/detail/info',
  product: '/account/merchant/detail/product',
} as const;

export const MY_MERCHANT_PATHS = {
  info: '/account/merchant/info',
  detail: '/account/merchant/info/detail',
  contractDetail: '/account/merchant/contract/detail',
} as const;

export const PROPERTY_PATHS = {
  audit: '/account/property/audit',
  apply: '/account/property/apply',
} as const;

export const PROJECT_PATHS = {
  list: '/account/merchant/project/list',
  create: '/account/project/create',
  authorize: '/account/merchant/project/authorize',
} as const;
