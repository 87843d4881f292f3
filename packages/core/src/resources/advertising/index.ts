export { adBidResource, adBillResource, adRechargeResource, advertiserResource } from './advertiser.js';
export { adDemandResource } from './demand.js';
export {
  adCategoryResource,
  adMediaAppResource,
  adPackageResource,
  adSlotResource,
  adStrategySettings,
} from './media.js';
export { adAuditResource, adPlanResource } from './plan.js';
export * from './serving-payloads.js';
export {
  adAdvertiserDataView,
  adAdvertiserDayView,
  adBillingStatView,
  adIncomeView,
  adPlanDayView,
  adProviderDayView,
  adProviderView,
  adSettlementView,
  adSlotDataView,
  adSlotDayView,
} from './data.js';
export { adProviderRuleResource } from './provider-rule.js';
