import { releaseRecordResource } from '@console/core';
import type { FastifyInstance } from 'fastify';
import { crudRoutes } from '../../engine/crud-routes.js';
import { parkCarRoutes } from './car-routes.js';
import { chargeRuleRoutes } from './charge-rule-routes.js';
import { parkConsoleRoutes } from './console-routes.js';
import { parkDashboardRoutes } from './dashboard-routes.js';
import { devtoolParkingRoutes } from './devtool-routes.js';
import { paymentOrderRoutes, rechargeOrderRoutes } from './order-routes.js';
import { parkCrudRoutes, parkSimpleListRoute } from './park-routes.js';
import { inParkingRoutes, parkingRecordRoutes, withParkNames } from './record-routes.js';

/** 停车 (spec 02 §2.9, §2.10, §2.14 模拟进出场): parks, rules, records, orders, car lists, console, dashboard. */
export async function parkingRoutes(app: FastifyInstance): Promise<void> {
  await app.register(parkSimpleListRoute);
  await app.register(parkCrudRoutes);
  await app.register(chargeRuleRoutes);
  await app.register(parkingRecordRoutes);
  await app.register(inParkingRoutes);
  await app.register(paymentOrderRoutes);
  await app.register(rechargeOrderRoutes);
  await app.register(parkCarRoutes);
  await app.register(crudRoutes(releaseRecordResource, { hooks: withParkNames }));
  await app.register(parkConsoleRoutes);
  await app.register(parkDashboardRoutes);
  await app.register(devtoolParkingRoutes);
}
