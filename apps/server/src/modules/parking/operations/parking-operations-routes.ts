import type { FastifyInstance } from 'fastify';
import { mcouponRoutes } from '../mcoupon/mcoupon-routes.js';
import { bonusRoutes } from './bonus-routes.js';
import { carOperationRoutes } from './car-operation-routes.js';
import { configLogRoutes } from './config-log-routes.js';
import { devtoolApplyRoutes } from './devtool-apply-routes.js';
import { lotConfigRoutes } from './lot-config-routes.js';
import { lotSettingRoutes } from './lot-settings-routes.js';
import { reservationRoutes } from './reservation-routes.js';

/**
 * 停车运营 (spec 02 §2.9 车场配置, §2.10 预约 and 车辆): reservations and appeals, plate-less passports,
 * fixed-car applications, a lot's access grants, invoice configurations, settings and config log,
 * its merchant coupons (商户券, 优惠券记录) and red-packet activities (红包活动).
 */
export async function parkingOperationsRoutes(app: FastifyInstance): Promise<void> {
  await app.register(reservationRoutes);
  await app.register(carOperationRoutes);
  await app.register(lotConfigRoutes);
  await app.register(lotSettingRoutes);
  await app.register(configLogRoutes);
  await app.register(devtoolApplyRoutes);
  await app.register(mcouponRoutes);
  await app.register(bonusRoutes);
}
