// The service module's public face: what routes/index.ts and other code may import from it.
export { revenueRoutes } from './revenue-routes.js';
export { materielApplyCrudRoutes, materielApplyNo } from './materiel-apply-routes.js';
