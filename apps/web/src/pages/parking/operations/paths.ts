/** Catalogue paths of the per-lot operation screens (停车 › 车场配置). */
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
