// The advertising module's public face (issue 20): what routes/index.ts and other code may import.
import type { FastifyInstance } from 'fastify';
import { adBidRoutes, adBillRoutes, adRechargeRoutes, advertiserRoutes } from './advertiser-routes.js';
import { adDataRoutes } from './data-routes.js';
import { adCategoryRoutes, adMediaAppRoutes, adPackageRoutes, adSlotRoutes } from './media-routes.js';
import { adAuditRoutes, adDemandRoutes, adPlanRoutes } from './plan-routes.js';
import { adProviderRuleRoutes } from './provider-rule-routes.js';

export { balancesOf } from './advertising-lookups.js';
export { postRecharge, rechargeNo } from './advertiser-routes.js';
export { demoCreative, sha256 } from './demo-creative.js';

/**
 * 广告: advertisers with bids, recharges (journal postings) and bills; plans with their review;
 * promotion demands; slots, media apps, categories and targeting packages. 曝光策略 is a plain
 * settings document the engine serves from its definition. The data pages and the traffic
 * providers' rules are views over ad_event and the rule table (data-routes, provider-rule-routes).
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
    adProviderRuleRoutes,
    adDataRoutes,
  ]) {
    await app.register(routes);
  }
}
