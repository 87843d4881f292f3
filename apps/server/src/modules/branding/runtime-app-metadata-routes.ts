import { ApiCode, METADATA_VALUE_MAX, metadataProblem } from '@console/core';
import type { FastifyInstance } from 'fastify';
import { isUniqueViolation } from '../../engine/db-errors.js';
import { AppError } from '../../http/app-error.js';
import { done, list, ok } from '../../http/envelope.js';
import { pagingQuerySchema } from '../../http/paging.js';
import { nowSeconds } from '../../lib/clock.js';
import { authOf } from '../auth/auth-hook.js';
import { assertPlatform } from '../auth/platform-guard.js';
import { writeAudit } from '../../engine/audit-log.js';
import {
  findApp,
  findMetadata,
  listMetadata,
  type MetadataListQuery,
} from './runtime-app-admin-repository.js';

const RESOURCE = 'merchant/app/rt/metadata';
const TAGS = ['应用元数据'];
const WHAT = '应用元数据';
const idBody = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } };
const keyValue = {
  key: { type: 'string', minLength: 1, maxLength: 64 },
  value: { type: 'string', minLength: 1, maxLength: METADATA_VALUE_MAX },
} as const;

function checkPair(key: string, value: string): void {
  const problem = metadataProblem(key, value);
  if (problem) throw new AppError(ApiCode.VALIDATION, problem, `键：${key}`);
}

function duplicateKey(error: unknown, key: string): never {
  if (isUniqueViolation(error)) throw new AppError(ApiCode.BUSINESS_RULE, '该应用已有同名的键', `键：${key}`);
  throw error;
}

/**
 * 基础服务 › 元数据: the key/value entries of a runtime app (spec 01 §7: GET merchant/app/rt/metadata/list;
 * POST, PUT, DELETE merchant/app/rt/metadata; PUT …/disable and …/enable). The six branding keys are
 * checked by type (core's metadataProblem); a disabled entry is left out of the domain summary.
 */
export async function runtimeAppMetadataRoutes(app: FastifyInstance): Promise<void> {
  // Before the body is validated, so another tenant learns nothing but 403 (this plugin's routes only).
  app.addHook('preValidation', async (request) => assertPlatform(authOf(request), WHAT));
  const entryOr404 = async (id: number) => {
    const found = await findMetadata(app.db, id);
    if (!found) throw new AppError(ApiCode.NOT_FOUND, '元数据不存在', `id：${id}`);
    return found;
  };

  app.get<{ Querystring: MetadataListQuery }>(
    '/merchant/app/rt/metadata/list',
    {
      config: { access: { permission: 'system:metadata:list' } },
      schema: {
        tags: TAGS,
        summary: '元数据列表（id 查单条，供编辑页）',
        querystring: {
          type: 'object',
          properties: {
            ...pagingQuerySchema,
            id: { type: 'integer', minimum: 1 },
            runtime_app_id: { type: 'integer', minimum: 1 },
            key: { type: 'string', maxLength: 64 },
            status: { type: 'integer', enum: [0, 1] },
          },
        },
      },
    },
    async (request) => {
      const { rows, total } = await listMetadata(app.db, request.query);
      const { page_index, page_size } = request.query;
      return list(request, rows, { total_count: total, page_index, page_size });
    },
  );

  app.post<{ Body: { runtime_app_id: number; key: string; value: string } }>(
    '/merchant/app/rt/metadata',
    {
      config: { access: { permission: 'system:metadata:create' } },
      schema: {
        tags: TAGS,
        summary: '新建元数据',
        body: {
          type: 'object',
          required: ['runtime_app_id', 'key', 'value'],
          properties: { runtime_app_id: { type: 'integer', minimum: 1 }, ...keyValue },
        },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const { runtime_app_id, key, value } = request.body;
      checkPair(key, value);
      if (!(await findApp(app.db, runtime_app_id))) {
        throw new AppError(ApiCode.VALIDATION, '所选应用不存在', `runtime_app_id：${runtime_app_id}`);
      }
      const now = nowSeconds();
      const id = await app.db
        .transaction()
        .execute(async (trx) => {
          const row = await trx
            .insertInto('runtime_app_metadata')
            .values({ runtime_app_id, key, value, create_time: now, update_time: now })
            .returning('id')
            .executeTakeFirstOrThrow();
          await writeAudit(
            { db: trx, auth, request, now: nowSeconds(), resource: { key: RESOURCE } },
            {
              action: 'create',
              rowId: row.id,
              after: request.body,
            },
          );
          return row.id;
        })
        .catch((error: unknown) => duplicateKey(error, key));
      return ok(request, { id });
    },
  );

  app.put<{ Body: { id: number; key?: string; value?: string } }>(
    '/merchant/app/rt/metadata',
    {
      config: { access: { permission: 'system:metadata:update' } },
      schema: {
        tags: TAGS,
        summary: '编辑元数据',
        body: {
          type: 'object',
          required: ['id'],
          properties: { id: { type: 'integer', minimum: 1 }, ...keyValue },
        },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const before = await entryOr404(request.body.id);
      const key = request.body.key ?? before.key;
      const value = request.body.value ?? before.value;
      checkPair(key, value);
      await app.db
        .transaction()
        .execute(async (trx) => {
          await trx
            .updateTable('runtime_app_metadata')
            .set({ key, value, update_time: nowSeconds() })
            .where('id', '=', before.id)
            .execute();
          await writeAudit(
            { db: trx, auth, request, now: nowSeconds(), resource: { key: RESOURCE } },
            {
              action: 'update',
              rowId: before.id,
              before,
              after: { ...before, key, value },
            },
          );
        })
        .catch((error: unknown) => duplicateKey(error, key));
      return done(request);
    },
  );

  app.delete<{ Body: { id: number } }>(
    '/merchant/app/rt/metadata',
    {
      config: { access: { permission: 'system:metadata:delete' } },
      schema: { tags: TAGS, summary: '删除元数据', body: idBody },
    },
    async (request) => {
      const auth = authOf(request);
      const before = await entryOr404(request.body.id);
      await app.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('runtime_app_metadata').where('id', '=', before.id).execute();
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
      `/merchant/app/rt/metadata/${verb}`,
      {
        config: { access: { permission: 'system:metadata:update' } },
        schema: { tags: TAGS, summary: `${status ? '启用' : '停用'}元数据`, body: idBody },
      },
      async (request) => {
        const auth = authOf(request);
        const before = await entryOr404(request.body.id);
        if (before.status === status) {
          throw new AppError(ApiCode.BUSINESS_RULE, status ? '元数据已是启用状态' : '元数据已是停用状态');
        }
        await app.db.transaction().execute(async (trx) => {
          await trx
            .updateTable('runtime_app_metadata')
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
