// The group module's public face: the routes of 停车集团 (area group), one file per part.
import type { FastifyInstance } from 'fastify';
import { groupCarsRoutes } from './group-cars-routes.js';
import { groupLotRoutes } from './group-lot-routes.js';
import { groupStatsRoutes } from './group-stats-routes.js';
import { groupTradeRoutes } from './group-trade-routes.js';

export async function groupRoutes(app: FastifyInstance): Promise<void> {
  await app.register(groupCarsRoutes);
  await app.register(groupLotRoutes);
  await app.register(groupStatsRoutes);
  await app.register(groupTradeRoutes);
}

// The demo seed sells, renews and whitelists the way the console does.
export { renewGroupCard, sellCardOn } from './group-card-service.js';
export { writeWhitelistLots } from './group-whitelist-hooks.js';
