import type { FastifyInstance } from 'fastify';
import { accountRoutes } from '../modules/account/account-routes.js';
import { announcementRoutes } from '../modules/announcements/announcement-routes.js';
import { areaRoutes } from '../modules/area/area-routes.js';
import { authRoutes } from '../modules/auth/auth-routes.js';
import { loginLogRoutes } from '../modules/auth/login-log-routes.js';
import { productRoutes } from '../modules/base-services/product-routes.js';
import { brandingRoutes } from '../modules/branding/branding-routes.js';
import { runtimeAppMetadataRoutes, runtimeAppRoutes } from '../modules/branding/runtime-app-routes.js';
import { mapRoutes } from '../modules/map/map-routes.js';
import { merchantModule } from '../modules/merchant/merchant-module.js';
import { messageRoutes } from '../modules/messages/message-routes.js';
import { parkingRoutes } from '../modules/parking/parking-routes.js';
import { parkingNetworkRoutes } from '../modules/parking-network/parking-network-routes.js';
import { parkingOperationsRoutes } from '../modules/parking-operations/parking-operations-routes.js';
import { revenueRoutes } from '../modules/service/revenue-routes.js';
import { storageRoutes } from '../modules/storage/storage-routes.js';
import { definitionRoutes } from '../engine/definition-routes.js';
import { healthRoutes } from './health.js';
import { openApiRoutes } from './openapi.js';

/** Every /api module, registered under the /api prefix. */
export async function apiRoutes(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(openApiRoutes);
  await app.register(authRoutes);
  await app.register(loginLogRoutes);
  await app.register(brandingRoutes);
  await app.register(messageRoutes);
  await app.register(announcementRoutes);
  await app.register(storageRoutes);
  await app.register(areaRoutes);
  await app.register(mapRoutes);
  await app.register(accountRoutes);
  await app.register(parkingRoutes);
  await app.register(runtimeAppRoutes);
  await app.register(runtimeAppMetadataRoutes);
  await app.register(parkingNetworkRoutes);
  await app.register(merchantModule);
  await app.register(parkingOperationsRoutes);
  await app.register(productRoutes);
  await app.register(revenueRoutes);
  // Last: every definition no module above registered is served from the definition alone.
  await app.register(definitionRoutes);
}
