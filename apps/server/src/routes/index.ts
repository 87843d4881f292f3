import type { FastifyInstance } from 'fastify';
import { accountRoutes, merchantModule } from '../modules/account/index.js';
import {
  announcementRoutes,
  contractRoutes,
  openapiAppRoutes,
  productRoutes,
  qrcodeRoutes,
  runtimeAppMetadataRoutes,
  runtimeAppRoutes,
  walletRechargeRoutes,
  endUserRoutes,
  terminalRoutes,
  travelRoutes,
} from '../modules/base-services/index.js';
import { energyRoutes } from '../modules/energy/index.js';
import { groupRoutes } from '../modules/group/index.js';
import { couponSaleRoutes } from '../modules/parking-coupon/index.js';
import { parkingNetworkRoutes, parkingOperationsRoutes, parkingRoutes } from '../modules/parking/index.js';
import { couponCodeRoutes, couponHoldRoutes } from '../modules/parking-coupon/index.js';
import { okrRoutes } from '../modules/okr/index.js';
import { profitRoutes } from '../modules/profit/index.js';
import { advertisingRoutes } from '../modules/advertising/index.js';
import { invoiceModule } from '../modules/invoice/index.js';
import {
  channelApplyRoutes,
  materielApplyCrudRoutes,
  paymentMerchantRoutes,
  revenueRoutes,
} from '../modules/service/index.js';
import { ledgerRoutes } from '../modules/settlement/index.js';
import { importRoutes, reportRoutes } from '../modules/shared/index.js';
import { areaRoutes } from '../platform/area/area-routes.js';
import { authRoutes } from '../platform/auth/auth-routes.js';
import { loginLogRoutes } from '../platform/auth/login-log-routes.js';
import { brandingRoutes } from '../platform/branding/branding-routes.js';
import { mapRoutes } from '../platform/map/map-routes.js';
import { messageRoutes } from '../platform/messages/message-routes.js';
import { storageRoutes } from '../platform/storage/storage-routes.js';
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
  await app.register(endUserRoutes);
  await app.register(terminalRoutes);
  await app.register(travelRoutes);
  await app.register(revenueRoutes);
  await app.register(channelApplyRoutes);
  await app.register(paymentMerchantRoutes);
  await app.register(reportRoutes);
  await app.register(importRoutes);
  await app.register(couponSaleRoutes);
  await app.register(couponHoldRoutes);
  await app.register(couponCodeRoutes);
  await app.register(groupRoutes);
  await app.register(energyRoutes);
  await app.register(ledgerRoutes);
  await app.register(profitRoutes);
  await app.register(advertisingRoutes);
  await app.register(invoiceModule);
  await app.register(materielApplyCrudRoutes);
  await app.register(okrRoutes);
  await app.register(contractRoutes);
  await app.register(walletRechargeRoutes);
  await app.register(openapiAppRoutes);
  await app.register(qrcodeRoutes);
  // Last: every definition no module above registered is served from the definition alone.
  await app.register(definitionRoutes);
}
