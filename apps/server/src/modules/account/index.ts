// The account module's public face: what routes/index.ts and other code may import from it.
export { accountRoutes } from './account-routes.js';
export { merchantModule } from './merchant/merchant-module.js';
export { roleHooks } from './role-routes.js';
