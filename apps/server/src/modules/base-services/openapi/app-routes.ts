import { randomBytes } from 'node:crypto';
import {
  ApiCode,
  OPENAPI_MODULE,
  openapiAppResource,
  openapiCallbackResource,
  type JsonSchema,
} from '@console/core';
import type { FastifyInstance } from 'fastify';
import { crudRoutes } from '../../../engine/crud-routes.js';
import { engineDb } from '../../../engine/engine-db.js';
import type { EngineContext, Row, WriteHooks } from '../../../engine/engine-types.js';
import { tenantInScope } from '../../../engine/tenant-scope.js';
import { AppError } from '../../../http/app-error.js';
import { secretBoxOf } from './secret-box.js';

/** 20 characters: "ak" and 18 hex digits, within the 32 a lot's 访问授权 takes as its AppID. */
function newAppKey(): string {
  return `ak${randomBytes(9).toString('hex')}`;
}

/** 43 characters of base64url: 256 random bits. */
function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

const appHooks: WriteHooks = {
  beforeCreate: (_ctx, { values }) => ({ ...values, app_key: newAppKey(), secret_time: 0 }),
  // Every module is listed with the app, not granted: 启用 on 模块列表 grants one.
  afterCreate: async (ctx, { id, values }) => {
    await ctx.db
      .insertInto('openapi_app_module')
      .values(
        OPENAPI_MODULE.entries.map(({ value: module }) => ({
          merchant_id: Number(values.merchant_id),
          app_id: id,
          module,
          status: 0,
          update_time: ctx.now,
        })),
      )
      .execute();
  },
};

const SECRET_ANSWER: JsonSchema = {
  type: 'object',
  properties: {
    app_key: { type: 'string', title: 'AppID' },
    app_secret: { type: 'string', title: 'AppSecret（仅本次显示）' },
  },
  required: ['app_key', 'app_secret'],
  additionalProperties: false,
};

/** A callback names an app of the caller's scope, and is filed under that app's tenant. */
async function appOfCallback(ctx: EngineContext, appId: unknown): Promise<{ merchant_id: number }> {
  const app = await ctx.db
    .selectFrom('openapi_app')
    .select(['merchant_id'])
    .where('id', '=', Number(appId))
    .executeTakeFirst();
  if (!app) throw new AppError(ApiCode.NOT_FOUND, '应用不存在', `app_id：${String(appId)}`);
  await tenantInScope(engineDb(ctx.db), ctx.auth, Number(app.merchant_id));
  return { merchant_id: Number(app.merchant_id) };
}

const callbackHooks: WriteHooks = {
  beforeCreate: async (ctx, { values, input }) => {
    const app = await appOfCallback(ctx, input.app_id);
    const taken = await ctx.db
      .selectFrom('openapi_callback')
      .select('id')
      .where('app_id', '=', Number(input.app_id))
      .where('event_type', '=', String(input.event_type))
      .executeTakeFirst();
    if (taken)
      throw new AppError(ApiCode.BUSINESS_RULE, '该应用已配置此事件的回调地址，请编辑原地址', '事件类型');
    return { ...values, merchant_id: app.merchant_id } as Row;
  },
};

/** 应用管理 and 回调地址: the engine's endpoints, plus the AppID, the module rows and 重置密钥. */
export async function openapiAppRoutes(app: FastifyInstance): Promise<void> {
  await app.register(
    crudRoutes(openapiAppResource, {
      hooks: appHooks,
      actions: {
        'reset-secret': {
          answer: SECRET_ANSWER,
          // The one moment the secret is readable: sealed at rest, returned in this answer only.
          run: async (ctx) => {
            const secret = newSecret();
            await ctx.db
              .updateTable('openapi_app')
              .set({
                secret_cipher: secretBoxOf(app).seal(secret),
                secret_time: ctx.now,
                update_time: ctx.now,
              })
              .where('id', '=', Number(ctx.row.id))
              .execute();
            return { app_key: String(ctx.row.app_key), app_secret: secret };
          },
        },
      },
    }),
  );
  await app.register(crudRoutes(openapiCallbackResource, { hooks: callbackHooks }));
}
