// The energy module's public face (issue 19): the console's routes and the OCPP central system,
// one file per part.
import type { FastifyInstance } from 'fastify';
import { energyCustomerRoutes } from './customer-routes.js';
import { energyDeviceRoutes } from './energy-device-routes.js';
import { energyStationRoutes } from './energy-station-routes.js';

export async function energyRoutes(app: FastifyInstance): Promise<void> {
  await app.register(energyDeviceRoutes);
  await app.register(energyStationRoutes);
  await app.register(energyCustomerRoutes);
}

// The station part's number maker, for the demo seed's stations.
export { newStationNo } from './station-routes.js';
