import type { FastifyInstance } from 'fastify';

/** The OpenAPI document generated from the route schemas. */
export async function openApiRoutes(app: FastifyInstance): Promise<void> {
  app.get('/docs', { config: { access: 'signed-in' }, schema: { hide: true } }, async () => app.swagger());
}
