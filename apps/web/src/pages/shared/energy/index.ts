export { BillingRuleCard } from './BillingRuleCard';
export { StationSelector } from './StationSelector';
