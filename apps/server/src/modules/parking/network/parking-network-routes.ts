import type { FastifyInstance } from 'fastify';
import { agentCrudRoutes } from './agent-routes.js';
import { cityCrudRoutes, cityCustomRoutes } from './city-routes.js';
import { collectionCrudRoutes } from './collection-routes.js';
import { customerRoutes } from './customer-routes.js';
import { customerSetCrudRoutes, profitPolicyCrudRoutes } from './customer-set-routes.js';
import { softwareCrudRoutes } from './software-routes.js';

/** 停车网络 (spec 02 §2.9, §2.10): cities, lot collection and audit, software, customers, terminals. */
export async function parkingNetworkRoutes(app: FastifyInstance): Promise<void> {
  await app.register(cityCustomRoutes);
  await app.register(cityCrudRoutes);
  await app.register(collectionCrudRoutes);
  await app.register(softwareCrudRoutes);
  await app.register(customerRoutes);
  await app.register(customerSetCrudRoutes);
  await app.register(profitPolicyCrudRoutes);
  await app.register(agentCrudRoutes);
}
