import type { FastifyInstance } from 'fastify';

/** Energy routes of the station part (issue 19); modules/energy/index.ts registers them. */
export async function energyStationRoutes(_app: FastifyInstance): Promise<void> {}
