import {
  ApiCode,
  detailAnswerSchema,
  DONE_RESPONSE,
  fieldSchema,
  merchantResource,
  MY_MERCHANT_FIELDS,
  okResponse,
  OWN_PRODUCT_LIST,
  responsesOf,
  PRODUCT_CATALOGUE,
  productLabel,
  walletTransactionResource,
  WALLET_SUMMARY,
  type JsonSchema,
} from '@console/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { writeAudit } from '../../../engine/audit-log.js';
import { crudRoutes } from '../../../engine/crud-routes.js';
import { checkInput } from '../../../engine/input-check.js';
import { maskPhonesFor } from '../../../engine/phone-mask.js';
import { AppError } from '../../../http/app-error.js';
import { done, list, ok } from '../../../http/envelope.js';
import { nowSeconds } from '../../../lib/clock.js';
import type { AuthContext } from '../../../platform/auth/auth-context.js';
import { authOf } from '../../../platform/auth/auth-hook.js';
import { merchantLabels } from './merchant-repository.js';

// The audit log names this screen, so a change of one's own profile is told apart from 商户管理's.
const MY_INFO = { ...merchantResource, key: 'account/info', label: '商户信息' };

type InfoBody = Partial<Record<(typeof MY_MERCHANT_FIELDS)[number], string>>;

function infoBodySchema(): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const name of MY_MERCHANT_FIELDS) properties[name] = fieldSchema(merchantResource.fields[name]);
  return { type: 'object', properties, additionalProperties: false };
}

/** The caller's own tenant as 商户信息 shows it (the same shape as a 商户管理 detail). */
async function ownMerchant(db: Kysely<Database>, auth: AuthContext) {
  const row = await db
    .selectFrom('merchant')
    .select([
      'id',
      'parent_id as merchant_id',
      'merchant_no',
      'name',
      'kind',
      'contact_name',
      'contact_mobile',
      'address',
      'licence_no',
      'logo',
      'status',
      'create_time',
      'update_time',
    ])
    .where('id', '=', auth.merchantId)
    .executeTakeFirst();
  if (!row) throw new AppError(ApiCode.NOT_FOUND, '商户不存在');
  const parentId = Number(row.merchant_id ?? 0);
  const labels = await merchantLabels(db, [auth.merchantId], parentId > 0 ? [parentId] : []);
  return {
    ...row,
    parent_name: labels.parentName.get(parentId) ?? '',
    main_account: labels.mainAccount.get(auth.merchantId) ?? '',
  };
}

const tags = ['我的商户'];

/**
 * 我的商户: the caller's own tenant. Profile (read with account:info:view or :detail, changed with
 * account:info:update and audited), wallet balance, enabled products; contracts and wallet movements
 * are engine resources read with merchant_id = the caller's tenant.
 */
export async function myMerchantRoutes(app: FastifyInstance): Promise<void> {
  await app.register(crudRoutes(walletTransactionResource));

  app.get(
    '/account/info/detail',
    {
      config: { access: { permission: ['account:info:view', 'account:info:detail'] } },
      schema: { tags, summary: '本商户资料', response: responsesOf(detailAnswerSchema(merchantResource)) },
    },
    async (request) => {
      const auth = authOf(request);
      const masks = maskPhonesFor(merchantResource.fields, auth, ['account:info:update']);
      return ok(request, masks(await ownMerchant(app.db, auth)));
    },
  );

  app.put<{ Body: InfoBody }>(
    '/account/info/update',
    {
      config: { access: { permission: 'account:info:update' } },
      schema: { tags, summary: '修改本商户资料', body: infoBodySchema(), response: DONE_RESPONSE },
    },
    async (request: FastifyRequest<{ Body: InfoBody }>) => {
      const auth = authOf(request);
      const body = request.body;
      checkInput(merchantResource, body, 'update');
      if (body.name !== undefined && body.name.trim() === '') {
        throw new AppError(ApiCode.VALIDATION, '请输入商户名称', '字段：商户名称');
      }
      const now = nowSeconds();
      await app.db.transaction().execute(async (trx) => {
        const ctx = { db: trx, auth, request, now, resource: MY_INFO };
        const before = await ownMerchant(trx, auth);
        const changes = Object.fromEntries(
          MY_MERCHANT_FIELDS.flatMap((name) => (body[name] === undefined ? [] : [[name, body[name]]])),
        );
        await trx
          .updateTable('merchant')
          .set({ ...changes, update_time: now })
          .where('id', '=', auth.merchantId)
          .execute();
        await writeAudit(ctx, {
          action: 'update',
          rowId: auth.merchantId,
          before,
          after: { ...before, ...changes, update_time: now },
        });
      });
      return done(request);
    },
  );

  app.get(
    '/account/wallet/summary',
    {
      config: { access: { permission: 'account:wallet:view' } },
      schema: { tags, summary: '本商户钱包余额（分）', response: okResponse(WALLET_SUMMARY) },
    },
    async (request) => {
      const auth = authOf(request);
      const wallet = await app.db
        .selectFrom('wallet')
        .select(['balance', 'frozen', 'update_time'])
        .where('merchant_id', '=', auth.merchantId)
        .executeTakeFirst();
      const balance = Number(wallet?.balance ?? 0);
      const frozen = Number(wallet?.frozen ?? 0);
      return ok(request, {
        merchant_id: auth.merchantId,
        balance,
        frozen,
        available: balance - frozen,
        update_time: Number(wallet?.update_time ?? 0),
      });
    },
  );

  app.get(
    '/account/product/list',
    {
      config: { access: { permission: 'account:product:list' } },
      schema: { tags, summary: '本商户已开通的产品', response: okResponse(OWN_PRODUCT_LIST) },
    },
    async (request) => {
      const auth = authOf(request);
      const rows = PRODUCT_CATALOGUE.filter((entry) => auth.products.has(entry.code)).map((entry) => ({
        product: entry.code,
        label: productLabel(entry.code),
        kind: entry.kind,
      }));
      return list(request, rows, { total_count: rows.length, page_index: 1, page_size: rows.length });
    },
  );
}
