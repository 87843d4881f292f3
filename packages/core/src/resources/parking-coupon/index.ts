// 停车券 (spec 02 §2.17): the lot owner's selling side and the buyer's purchase.
export { couponResource } from './coupon.js';
export { couponMerchantResource } from './coupon-merchant.js';
export { COUPON_MAX_PURCHASE, couponRuleResource } from './coupon-rule.js';
export { couponPurchaseBatchResource, couponPurchaseResource } from './purchase.js';
export {
  COUPON_MAX_AMOUNT,
  COUPON_MAX_BUDGET_MINUTES,
  COUPON_MAX_MINUTES,
  couponFaceInput,
  couponFaceProblem,
  faceInputOf,
  faceProblem,
  mcouponFaceInput,
  type FaceInput,
} from './face-value.js';
export { COUPON_OFFER_LIST, COUPON_OFFER_ROW, type CouponOffer } from './offer-payloads.js';
export * from './grant.js';
export * from './hold-payloads.js';
export * from './merchant-rule.js';
export * from './warehouse.js';
export * from './fixed-code.js';
export * from './event-rule.js';
export * from './event-record.js';
