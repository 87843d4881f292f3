export { revenueView } from './revenue.js';
