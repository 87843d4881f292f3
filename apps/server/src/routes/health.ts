import { HEALTH_PAYLOAD, okResponse, type HealthPayload } from '@console/core';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../http/app-error.js';
import { ok } from '../http/envelope.js';
import { ApiCode } from '@console/core';

/** Liveness and readiness in one: answers 1001 only when the database answers a query. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: { tags: ['系统'], summary: '健康检查（无需令牌）', response: okResponse(HEALTH_PAYLOAD) },
    },
    async (request) => {
      try {
        await sql`select 1`.execute(app.db);
      } catch (err) {
        request.log.error({ err }, 'health check: database unreachable');
        throw new AppError(ApiCode.UNAVAILABLE, '数据库不可用');
      }
      const payload: HealthPayload = { db: app.dbKind, version: app.config.version };
      return ok(request, payload);
    },
  );
}
