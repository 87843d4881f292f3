export { profitSharePolicyResource } from './profit-policy.js';
export { profitStrategyResource } from './profit-strategy.js';
