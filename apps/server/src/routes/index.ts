import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './health.js';
import { openApiRoutes } from './openapi.js';

/** Every /api module. A route that does not declare its access refuses to register (deny by default). */
export async function apiRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    if (!route.config?.access) {
      throw new Error(`Route ${route.method} ${route.url} must declare config.access`);
    }
  });
  await app.register(healthRoutes);
  await app.register(openApiRoutes);
}
