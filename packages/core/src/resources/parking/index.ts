export { chargeRuleResource } from './charge-rule.js';
export {
  blacklistResource,
  memberCarResource,
  monthCardResource,
  PARK_CAR_CATEGORY,
  valueCardResource,
  whitelistResource,
} from './park-cars.js';
export { parkResource } from './park.js';
export { inParkingResource, parkingRecordResource } from './parking-record.js';
export { paymentOrderResource, rechargeOrderResource } from './orders.js';
export { releaseRecordResource } from './release.js';
export { fixedCarApplyResource } from './fixed-car-apply.js';
export { aclScopesProblem, invoiceConfigResource, parkAclResource } from './lot-config.js';
export { passportResource } from './passport.js';
export { appointedSpaceResource, reservationResource, reserveAppealResource } from './reservation.js';
export {
  COUPON_ON_SALE_ROWS,
  COUPON_RECORD_ROWS,
  MCOUPON_ROWS,
  type FixedCondition,
  MCOUPON_MAX_AMOUNT,
  MCOUPON_MAX_MINUTES,
  MCOUPON_MAX_QUANTITY,
  mcouponFaceProblem,
  mcouponRecordResource,
  mcouponTokenResource,
} from './mcoupon.js';
export {
  channelSettings,
  LOT_PAY_MODE,
  LOT_SETTINGS,
  reserveSettings,
  runtimeSettings,
} from './lot-settings.js';
export { configLogView } from './config-log.js';
export * from './bonus/index.js';
export * from './network/index.js';
export * from './live-payloads.js';
export * from './network-payloads.js';
export * from './action-payloads.js';
