// The advertising module's public face (issue 20): what routes/index.ts and other code may import.
import type { FastifyInstance } from 'fastify';
import { adBidRoutes, adBillRoutes, adRechargeRoutes, advertiserRoutes } from './advertiser-routes.js';
import { adDataRoutes } from './data-routes.js';
import { adCategoryRoutes, adMediaAppRoutes, adPackageRoutes, adSlotRoutes } from './media-routes.js';
import { adAuditRoutes, adDemandRoutes, adPlanRoutes } from './plan-routes.js';
import { adServingRoutes, adTrafficDevtoolRoutes } from './serving/serving-routes.js';
import { adProviderRuleRoutes } from './provider-rule-routes.js';

export { balancesOf } from './advertising-lookups.js';
export { postRecharge, rechargeNo } from './advertiser-routes.js';
export { demoCreative, sha256 } from './demo-creative.js';
export { accrueAdSpend } from './serving/accrual.js';
export { AD_ACCRUAL_CRON, AD_ACCRUAL_QUEUE, adAccrualJob } from './serving/accrual-job.js';
export { decide, recordEvent, setServingCacheMs } from './serving/serving.js';
export { simulateAdTraffic } from './serving/simulate.js';

/**
 * 广告: advertisers with bids, recharges (journal postings) and bills; plans with their review;
 * promotion demands; slots, media apps, categories and targeting packages. 曝光策略 is a plain
 * settings document the engine serves from its definition. Serving (the screens' decision and
 * beacons, the developer tool's traffic) is in ./serving. The data pages and the traffic providers'
 * rules are views over ad_event and the rule table (data-routes, provider-rule-routes).
 */
export async function advertisingRoutes(app: FastifyInstance): Promise<void> {
  for (const routes of [
    advertiserRoutes,
    adBidRoutes,
    adBillRoutes,
    adRechargeRoutes,
    adPlanRoutes,
    adAuditRoutes,
    adDemandRoutes,
    adCategoryRoutes,
    adMediaAppRoutes,
    adSlotRoutes,
    adPackageRoutes,
    adServingRoutes,
    adTrafficDevtoolRoutes,
    adProviderRuleRoutes,
    adDataRoutes,
  ]) {
    await app.register(routes);
  }
}
