// The service module's public face: what routes/index.ts and other code may import from it.
import type { FastifyInstance } from 'fastify';
import { channelApplyCrud } from './channel-apply-routes.js';
import { channelLinkRoutes } from './channel-link-routes.js';

export { paymentMerchantRoutes } from './payment-merchant-routes.js';
export { revenueRoutes } from './revenue-routes.js';
export { materielApplyCrudRoutes, materielApplyNo } from './materiel-apply-routes.js';

/** 渠道进件: the partner's list and review, and the temporary-link pages' calls. */
export async function channelApplyRoutes(app: FastifyInstance): Promise<void> {
  await app.register(channelApplyCrud);
  await app.register(channelLinkRoutes);
}
