export { revenueView } from './revenue.js';
export { materielApplyResource } from './materiel-apply.js';
export * from './payment/index.js';
