export { revenueView } from './revenue.js';
export * from './payment/index.js';
