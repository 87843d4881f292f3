import type { FastifyInstance } from 'fastify';

/** Energy routes of the device part (issue 19); modules/energy/index.ts registers them. */
export async function energyDeviceRoutes(_app: FastifyInstance): Promise<void> {}
