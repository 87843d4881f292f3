// The profit module's public face: what routes/index.ts and other code may import from it.
import type { FastifyInstance } from 'fastify';
import { profitPolicyRoutes } from './policy-routes.js';
import { profitStatisticsRoutes } from './statistics-routes.js';
import { profitStrategyRoutes } from './strategy-routes.js';

export { usablePolicy } from './profit-lookups.js';

/** 分账政策, 分账策略 and the 分账 statistics (issue 18); a customer's 分账设置 is parking/profit-policy's. */
export async function profitRoutes(app: FastifyInstance): Promise<void> {
  await app.register(profitPolicyRoutes);
  await app.register(profitStrategyRoutes);
  await app.register(profitStatisticsRoutes);
}
