import type { FastifyInstance } from 'fastify';

/** The OpenAPI document generated from the route schemas; only for accounts holding the developer code. */
export async function openApiRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/docs',
    { config: { access: { permission: 'system:devtool:api-docs' } }, schema: { hide: true } },
    async () => app.swagger(),
  );
}
