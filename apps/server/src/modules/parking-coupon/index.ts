// The parking-coupon module's public face: what routes/index.ts and other code may import from it.
export {
  grantCoupon,
  revokeGrant,
  spendGrant,
  spendGrantMinutes,
  type GrantInput,
  type Granted,
  type SpentOn,
} from './coupon-ledger.js';
export { couponSaleRoutes } from './coupon-routes.js';
