/** Catalogue paths of a group lot's pages that its lists link to (core routes/areas/group.ts). */
export const GROUP_LOT_PATHS = {
  purchaseDetail: '/group/parking/coupon/purchase/detail',
  warehouseDetail: '/group/parking/coupon/warehouse/detail',
  passportDetail: '/group/parking/car/passport/detail',
} as const;
