// The parking-coupon module's public face: what routes/index.ts and other code may import from it.
export { grantCoupon, revokeGrant, type GrantInput, type Granted } from './coupon-ledger.js';
