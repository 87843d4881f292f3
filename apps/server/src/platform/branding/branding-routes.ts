import { BRANDING_KEYS, DOMAIN_SUMMARY, okResponse, type DomainSummary } from '@console/core';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.js';
import { enabledMetadata, findAppByDomain } from './runtime-app-repository.js';

export async function brandingRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { domain?: string } }>(
    '/merchant/app/rt/summary',
    {
      config: { access: 'public' },
      schema: {
        tags: ['品牌'],
        summary: '按域名获取应用品牌配置（无需令牌）',
        querystring: {
          type: 'object',
          properties: { domain: { type: 'string', maxLength: 255 } },
        },
        response: okResponse(DOMAIN_SUMMARY),
      },
    },
    async (request) => {
      const domain = request.query.domain || request.hostname;
      const found = await findAppByDomain(app.db, domain);
      // An unknown or disabled domain is not an error: the web app shows "应用配置缺失" for a summary without app_id.
      if (!found) return ok<DomainSummary>(request, { metadata: {} });
      const all = await enabledMetadata(app.db, found.id);
      const metadata = Object.fromEntries(BRANDING_KEYS.filter((k) => k in all).map((k) => [k, all[k]]));
      return ok<DomainSummary>(request, {
        app_id: found.app_id,
        name: found.name,
        system: found.system,
        metadata,
      });
    },
  );
}
