/** Catalogue paths of the parking-operations screens. */
export const CAR_APPLY_PATHS = {
  list: '/parking-merchant/car/apply/list',
  detail: '/parking-merchant/car/apply/detail',
  audit: '/parking-merchant/car/apply/audit',
} as const;

export const PASSPORT_PATHS = {
  list: '/parking-merchant/car/passport',
  detail: '/parking-merchant/car/passport/detail',
} as const;

export const LOT_PATHS = {
  acl: '/parking/manage/config/acl',
  aclCreate: '/parking/manage/config/acl/create',
  aclEdit: '/parking/manage/config/acl/edit',
  invoice: '/parking/manage/config/invoice',
  invoiceDetail: '/parking/manage/config/invoice/detail',
  mcoupon: '/parking/manage/config/mcoupon',
  mcouponCreate: '/parking/manage/config/mcoupon/create',
  mcouponDetail: '/parking/manage/config/mcoupon/detail',
  couponRecord: '/parking/manage/coupon/record',
} as const;

export const BONUS_PATHS = {
  list: '/parking/manage/config/event',
  create: '/parking/manage/config/event/create',
  edit: '/parking/manage/config/event/edit',
  detail: '/parking/manage/config/event/detail',
  acl: '/parking/manage/config/event/acl',
} as const;

/** The same activities across every lot the account sees (基础服务 › 红包活动). */
export const SERVICE_BONUS_PATHS = {
  list: '/base/services/bonus/event/list',
  create: '/base/services/bonus/event/add',
  edit: '/base/services/bonus/event/edit',
  detail: '/base/services/bonus/event/detail',
} as const;
