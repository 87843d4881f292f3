// The parking-coupon module's public face: what routes/index.ts and other code may import from it.
import type { FastifyInstance } from 'fastify';
import { dispatchRoutes, fixedCodeCrudRoutes } from './fixed-code-routes.js';
import { eventRecordCrudRoutes, eventReportRoutes, eventRuleCrudRoutes } from './event-routes.js';
import { redeemRoutes } from './redeem-routes.js';

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
export { grantOnEntry, reportSpend, type RuleOutcome } from './event-grants.js';
export { redeemPublic } from './code-redeem.js';

/** 固定券码, 动态码 (派发 and the public 领取) and 活动规则 with their records. */
export async function couponCodeRoutes(app: FastifyInstance): Promise<void> {
  await app.register(fixedCodeCrudRoutes);
  await app.register(dispatchRoutes);
  await app.register(redeemRoutes);
  await app.register(eventRuleCrudRoutes);
  await app.register(eventRecordCrudRoutes);
  await app.register(eventReportRoutes);
}
