import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.js';
import { enabledMetadata, findAppByDomain } from './runtime-app-repository.js';

/** The branding keys the web app applies at start (spec 01 section 3, domain summary). */
export const BRANDING_KEYS = [
  'IMAGE_FAVICON',
  'STYLE_PRIMARY_COLOR',
  'IMAGE_MENU_LOGO',
  'TEXT_SITENAME',
  'STYLE_MENU_TITLE',
  'LINK_SUPPORT',
] as const;

export interface DomainSummary {
  app_id?: string;
  name?: string;
  system?: string;
  metadata: Partial<Record<(typeof BRANDING_KEYS)[number], string>>;
}

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
