// The parking-coupon module's public face: what routes/index.ts and other code may import from it.
export {
  expireCoupons as expireParkingCoupons,
  grantCoupon,
  queueGrants,
  revokeGrant,
  settleQueuedGrant,
  spendGrant,
  spendGrantMinutes,
  type GrantInput,
  type Granted,
  type QueueInput,
  type SpentOn,
} from './coupon-ledger.js';
export { couponSaleRoutes } from './coupon-routes.js';
export {
  BULK_SEND_QUEUE,
  bulkSendJob,
  COUPON_EXPIRY_CRON,
  COUPON_EXPIRY_QUEUE,
  couponExpiryJob,
} from './hold-jobs.js';
export { couponHoldRoutes } from './hold-routes.js';
