export {
  REVENUE_CHART,
  REVENUE_CHART_DIMENSIONS,
  revenueView,
  type RevenueChart,
  type RevenueChartDimension,
} from './revenue.js';
export { materielApplyResource } from './materiel-apply.js';
export * from './payment/index.js';
