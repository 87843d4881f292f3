import { ApiCode } from '@console/core';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { done, list, ok } from '../../http/envelope.js';
import { pagingQuerySchema } from '../../http/paging.js';
import { nowSeconds } from '../../lib/clock.js';
import { authOf } from '../auth/auth-hook.js';
import { assertPlatform } from '../auth/platform-guard.js';
import { writeAudit } from '../../engine/audit-log.js';
import {
  domainsTaken,
  findApp,
  listApps,
  replaceDomains,
  type AppListQuery,
} from './runtime-app-admin-repository.js';
import { normaliseDomain } from './runtime-app-repository.js';

const RESOURCE = 'merchant/app/rt';
const TAGS = ['应用配置'];
const SYSTEMS = ['merchant', 'partner', 'group', 'advertiser', 'platform'];

const appFields = {
  name: { type: 'string', minLength: 1, maxLength: 128 },
  system: { type: 'string', enum: SYSTEMS },
  domains: {
    type: 'array',
    maxItems: 20,
    items: { type: 'string', minLength: 1, maxLength: 255 },
  },
} as const;
const idBody = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } };

interface AppBody {
  id?: number;
  app_id?: string;
  name?: string;
  system?: string;
  domains?: string[];
}

const HOST = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** Domains as browsers send them; a malformed one or one served by another app is refused. */
async function checkedDomains(app: FastifyInstance, raw: string[], exceptAppId?: number): Promise<string[]> {
  const domains = [...new Set(raw.map(normaliseDomain))];
  const bad = domains.find((domain) => !HOST.test(domain));
  if (bad !== undefined) throw new AppError(ApiCode.VALIDATION, '域名格式不正确', `域名：${bad}`);
  const taken = await domainsTaken(app.db, domains, exceptAppId);
  if (taken.length > 0) throw new AppError(ApiCode.BUSINESS_RULE, '域名已被其他应用使用', taken.join('、'));
  return domains;
}

async function appOr404(app: FastifyInstance, id: number) {
  const found = await findApp(app.db, id);
  if (!found) throw new AppError(ApiCode.NOT_FOUND, '应用配置不存在', `id：${id}`);
  return found;
}

/**
 * 基础服务 › 应用配置: the runtime apps behind merchant/app/rt/summary, through the calls of spec 01 §7
 * (GET merchant/app/rt/list; POST, PUT, GET, DELETE merchant/app/rt; PUT …/disable and …/enable).
 * Only the platform operator reaches them. A disabled app stops answering the domain summary.
 */
export async function runtimeAppAdminRoutes(app: FastifyInstance): Promise<void> {
  // Before the body is validated, so another tenant learns nothing but 403 (this plugin's routes only).
  app.addHook('preValidation', async (request) => assertPlatform(authOf(request), '应用配置'));
  app.get<{ Querystring: AppListQuery }>(
    '/merchant/app/rt/list',
    {
      config: { access: { permission: 'system:manage:app:list' } },
      schema: {
        tags: TAGS,
        summary: '应用配置列表',
        querystring: {
          type: 'object',
          properties: {
            ...pagingQuerySchema,
            name: { type: 'string', maxLength: 128 },
            app_id: { type: 'string', maxLength: 64 },
            status: { type: 'integer', enum: [0, 1] },
          },
        },
      },
    },
    async (request) => {
      const { rows, total } = await listApps(app.db, request.query);
      const { page_index, page_size } = request.query;
      return list(request, rows, { total_count: total, page_index, page_size });
    },
  );

  app.get<{ Querystring: { id: number } }>(
    '/merchant/app/rt',
    {
      config: { access: { permission: 'system:manage:app:list' } },
      schema: { tags: TAGS, summary: '应用配置详情', querystring: idBody },
    },
    async (request) => {
      return ok(request, await appOr404(app, request.query.id));
    },
  );

  app.post<{ Body: AppBody }>(
    '/merchant/app/rt',
    {
      config: { access: { permission: 'system:manage:app:create' } },
      schema: {
        tags: TAGS,
        summary: '新建应用配置',
        body: {
          type: 'object',
          required: ['app_id', 'name', 'system'],
          properties: { app_id: { type: 'string', pattern: '^[a-z][a-z0-9_]{2,63}$' }, ...appFields },
        },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const body = request.body;
      const domains = await checkedDomains(app, body.domains ?? []);
      const now = nowSeconds();
      const id = await app.db.transaction().execute(async (trx) => {
        const clash = await trx
          .selectFrom('runtime_app')
          .select('id')
          .where('app_id', '=', body.app_id ?? '')
          .executeTakeFirst();
        if (clash) throw new AppError(ApiCode.BUSINESS_RULE, '应用标识已存在', `app_id：${body.app_id}`);
        const row = await trx
          .insertInto('runtime_app')
          .values({
            app_id: body.app_id ?? '',
            name: body.name ?? '',
            system: body.system ?? 'merchant',
            merchant_id: auth.merchantId,
            create_time: now,
            update_time: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await replaceDomains(trx, row.id, domains);
        await writeAudit(
          { db: trx, auth, request, now: nowSeconds(), resource: { key: RESOURCE } },
          {
            action: 'create',
            rowId: row.id,
            after: { ...body, domains },
          },
        );
        return row.id;
      });
      return ok(request, { id });
    },
  );

  app.put<{ Body: AppBody & { id: number } }>(
    '/merchant/app/rt',
    {
      config: { access: { permission: 'system:manage:app:update' } },
      schema: {
        tags: TAGS,
        summary: '编辑应用配置（app_id 不可修改）',
        body: {
          type: 'object',
          required: ['id'],
          properties: { id: { type: 'integer', minimum: 1 }, ...appFields },
        },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const { id, name, system, domains: raw } = request.body;
      const before = await appOr404(app, id);
      const domains = raw === undefined ? undefined : await checkedDomains(app, raw, id);
      await app.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('runtime_app')
          .set({
            ...(name !== undefined && { name }),
            ...(system !== undefined && { system }),
            update_time: nowSeconds(),
          })
          .where('id', '=', id)
          .execute();
        if (domains) await replaceDomains(trx, id, domains);
        await writeAudit(
          { db: trx, auth, request, now: nowSeconds(), resource: { key: RESOURCE } },
          {
            action: 'update',
            rowId: id,
            before,
            after: {
              ...before,
              ...(name !== undefined && { name }),
              ...(system !== undefined && { system }),
              ...(domains && { domains }),
            },
          },
        );
      });
      return done(request);
    },
  );

  app.delete<{ Body: { id: number } }>(
    '/merchant/app/rt',
    {
      config: { access: { permission: 'system:manage:app:delete' } },
      schema: { tags: TAGS, summary: '删除应用配置（连同域名与元数据）', body: idBody },
    },
    async (request) => {
      const auth = authOf(request);
      const before = await appOr404(app, request.body.id);
      await app.db.transaction().execute(async (trx) => {
        // Explicit, not only ON DELETE CASCADE: SQLite enforces it only with foreign_keys on.
        await trx.deleteFrom('runtime_app_metadata').where('runtime_app_id', '=', before.id).execute();
        await trx.deleteFrom('runtime_app_domain').where('runtime_app_id', '=', before.id).execute();
        await trx.deleteFrom('runtime_app').where('id', '=', before.id).execute();
        await writeAudit(
          { db: trx, auth, request, now: nowSeconds(), resource: { key: RESOURCE } },
          {
            action: 'delete',
            rowId: before.id,
            before,
          },
        );
      });
      return done(request);
    },
  );

  for (const [verb, status] of [
    ['disable', 0],
    ['enable', 1],
  ] as const) {
    app.put<{ Body: { id: number } }>(
      `/merchant/app/rt/${verb}`,
      {
        config: { access: { permission: 'system:manage:app:update' } },
        schema: { tags: TAGS, summary: `${status ? '启用' : '停用'}应用配置`, body: idBody },
      },
      async (request) => {
        const auth = authOf(request);
        const before = await appOr404(app, request.body.id);
        if (before.status === status) {
          throw new AppError(ApiCode.BUSINESS_RULE, status ? '应用配置已是启用状态' : '应用配置已是停用状态');
        }
        await app.db.transaction().execute(async (trx) => {
          await trx
            .updateTable('runtime_app')
            .set({ status, update_time: nowSeconds() })
            .where('id', '=', before.id)
            .execute();
          await writeAudit(
            { db: trx, auth, request, now: nowSeconds(), resource: { key: RESOURCE } },
            {
              action: verb,
              rowId: before.id,
              before,
              after: { ...before, status },
            },
          );
        });
        return done(request);
      },
    );
  }
}
