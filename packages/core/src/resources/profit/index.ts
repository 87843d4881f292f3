export { profitSharePolicyResource } from './profit-policy.js';
export { profitStrategyResource } from './profit-strategy.js';
export {
  profitIncomeOrderView,
  profitIncomeSerialView,
  profitPaymentOrderView,
  profitPaymentSerialView,
} from './profit-statistics.js';
