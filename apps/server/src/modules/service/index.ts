// The service module's public face: what routes/index.ts and other code may import from it.
import type { FastifyInstance } from 'fastify';
import { channelApplyCrud } from './channel-apply-routes.js';
import { channelApplyMerchantRoutes } from './channel-apply-merchant-routes.js';
import { channelLinkRoutes } from './channel-link-routes.js';
import { merchantFeeRateCrudRoutes } from './merchant-fee-rate-routes.js';

export { paymentMerchantRoutes } from './payment-merchant-routes.js';
export { revenueRoutes } from './revenue-routes.js';
export { materielApplyCrudRoutes, materielApplyNo } from './materiel-apply-routes.js';

/**
 * 渠道进件: the partner's list and review, the temporary-link pages' calls, the draft's merchant
 * picker, and the 支付商户's own channel fee rates.
 */
export async function channelApplyRoutes(app: FastifyInstance): Promise<void> {
  await app.register(channelApplyCrud);
  await app.register(channelLinkRoutes);
  await app.register(channelApplyMerchantRoutes);
  await app.register(merchantFeeRateCrudRoutes);
}
