import type { FastifyInstance } from 'fastify';
import { billingRuleRoutes } from './billing-rule-routes.js';
import { chargeRecordCrudRoutes, energyPaymentOrderCrudRoutes, stationCrudRoutes } from './station-routes.js';

/**
 * Energy routes of the station part (issue 19); modules/energy/index.ts registers them. The
 * station's settings documents (运行配置, 支付渠道, 预付费设置) need no module: the engine derives them.
 */
export async function energyStationRoutes(app: FastifyInstance): Promise<void> {
  await app.register(stationCrudRoutes);
  await app.register(chargeRecordCrudRoutes);
  await app.register(energyPaymentOrderCrudRoutes);
  await app.register(billingRuleRoutes);
}
