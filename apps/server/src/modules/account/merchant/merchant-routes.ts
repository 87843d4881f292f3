import {
  ApiCode,
  childKindsOf,
  labelOf,
  MERCHANT_KIND_OPTIONS,
  merchantResource,
  okResponse,
  PRODUCT_GRANT_LIST,
  TENANT_KIND,
} from '@console/core';
import type { FastifyInstance } from 'fastify';
import { crudRoutes } from '../../../engine/crud-routes.js';
import { engineDb } from '../../../engine/engine-db.js';
import { assertMerchantInScope } from '../../../engine/tenant-scope.js';
import type { ActionContext } from '../../../engine/engine-types.js';
import { AppError } from '../../../http/app-error.js';
import { list } from '../../../http/envelope.js';
import { authOf } from '../../../platform/auth/auth-hook.js';
import { merchantHooks } from './merchant-hooks.js';
import { findParent } from './tenant-provisioning.js';
import { revokeMerchantSessions } from '../../../platform/auth/session-repository.js';
import { belowCaller, productsByMerchant } from './merchant-repository.js';
import { grantRows, replaceGrantedProducts } from './product-grants.js';

/** Besides the engine's built-in 停用: the auth hook refuses a disabled merchant's tokens anyway; ending them also empties the session lists. */
async function endSessions(ctx: ActionContext): Promise<void> {
  await revokeMerchantSessions(ctx.db, Number(ctx.row.id), 'merchant_disabled', ctx.now);
}

const merchantCrud = crudRoutes(merchantResource, {
  hooks: merchantHooks,
  actions: {
    disable: { run: endSessions },
    grant: {
      body: {
        type: 'object',
        properties: {
          products: {
            type: 'array',
            title: '开通产品',
            items: { type: 'string', maxLength: 32 },
            uniqueItems: true,
            maxItems: 64,
          },
        },
      },
      run: async (ctx) => {
        const products = ctx.body.products as string[] | undefined;
        // Checked here, after the row is found, so a merchant out of scope answers 404 first.
        if (!products) throw new AppError(ApiCode.VALIDATION, '请选择开通产品', '字段：开通产品');
        await replaceGrantedProducts(ctx.db, ctx.auth, Number(ctx.row.id), products);
      },
    },
  },
});

/** 商户管理: the engine's merchant endpoints and the product entitlements of one merchant. */
export async function merchantRoutes(app: FastifyInstance): Promise<void> {
  await app.register(merchantCrud);

  // The 商户类型 options of 新建商户: the kinds the chosen parent (the caller, or for the platform a
  // tenant in its scope) may open, the same table the create checks, so the form offers nothing
  // the save refuses.
  app.get<{ Querystring: { parent_id?: number } }>(
    '/account/merchant/kinds',
    {
      config: { access: { permission: 'account:merchant:create' } },
      schema: {
        tags: [merchantResource.label],
        summary: '新建商户可选的商户类型（按上级商户）',
        querystring: {
          type: 'object',
          properties: { parent_id: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } },
        },
        response: okResponse(MERCHANT_KIND_OPTIONS),
      },
    },
    async (request) => {
      const auth = authOf(request);
      let parentKind: string = auth.merchantKind;
      const parentId = request.query.parent_id;
      if (parentId !== undefined && parentId !== auth.merchantId) {
        await assertMerchantInScope(engineDb(app.db), auth, parentId);
        parentKind = (await findParent(app.db, parentId)).kind;
      }
      const rows = childKindsOf(parentKind).map((value) => ({ value, label: labelOf(TENANT_KIND, value) }));
      return list(request, rows, { total_count: rows.length, page_index: 1, page_size: rows.length });
    },
  );

  app.get<{ Querystring: { id: number } }>(
    '/account/merchant/product/list',
    {
      config: { access: { permission: 'account:merchant:product:list' } },
      schema: {
        tags: [merchantResource.label],
        summary: '商户开通产品：产品目录中每个产品是否已开通、当前账号能否开通',
        querystring: {
          type: 'object',
          required: ['id'],
          properties: { id: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } },
        },
        response: okResponse(PRODUCT_GRANT_LIST),
      },
    },
    async (request) => {
      const auth = authOf(request);
      const { id } = request.query;
      const found = await app.db
        .selectFrom('merchant')
        .select('id')
        .where('id', '=', id)
        .where('id', 'in', belowCaller(app.db, auth))
        .executeTakeFirst();
      if (!found) throw new AppError(ApiCode.NOT_FOUND, '商户不存在', `id：${id}`);
      const enabled = (await productsByMerchant(app.db, [id])).get(id) ?? [];
      const rows = grantRows(auth, enabled);
      return list(request, rows, { total_count: rows.length, page_index: 1, page_size: rows.length });
    },
  );
}
