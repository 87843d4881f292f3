/** Catalogue paths of the merchant-side car screens (停车商户 › 车辆管理). */
export const PASSPORT_PATHS = {
  list: '/parking-merchant/car/passport',
  detail: '/parking-merchant/car/passport/detail',
} as const;
