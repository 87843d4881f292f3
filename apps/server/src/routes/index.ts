import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './health.js';
import { openApiRoutes } from './openapi.js';

/** Every /api module, registered under the /api prefix. */
export async function apiRoutes(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(openApiRoutes);
}
