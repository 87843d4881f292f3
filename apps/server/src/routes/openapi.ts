import { ERROR_ANSWER } from '@console/core';
import type { FastifyInstance } from 'fastify';

/** The OpenAPI document generated from the route schemas; only for accounts holding the developer code. */
export async function openApiRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/docs',
    {
      config: { access: { permission: 'system:devtool:api-docs' } },
      schema: {
        hide: true,
        // The document itself (not in the envelope): its shape is the OpenAPI 3 standard's.
        response: {
          200: { type: 'object', description: 'OpenAPI 3 文档', additionalProperties: true },
          default: ERROR_ANSWER,
        },
      },
    },
    async () => app.swagger(),
  );
}
