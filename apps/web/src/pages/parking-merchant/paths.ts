/** Catalogue paths of the merchant-side car screens (停车商户 › 车辆管理). */
export const CAR_APPLY_PATHS = {
  list: '/parking-merchant/car/apply/list',
  detail: '/parking-merchant/car/apply/detail',
  audit: '/parking-merchant/car/apply/audit',
} as const;

export const PASSPORT_PATHS = {
  list: '/parking-merchant/car/passport',
  detail: '/parking-merchant/car/passport/detail',
} as const;
