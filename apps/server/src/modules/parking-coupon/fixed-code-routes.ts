import {
  ApiCode,
  fixedCodeResource,
  s,
  okResponse,
  DYNAMIC_CODE_STATUS,
  DYNAMIC_EXPIRED,
  DYNAMIC_WAITING,
} from '@console/core';
import type { FastifyInstance } from 'fastify';
import { likeExpr } from '../../db/sql-helpers.js';
import { crudRoutes } from '../../engine/crud-routes.js';
import type { WriteHooks } from '../../engine/engine-types.js';
import { isUniqueViolation } from '../../engine/db-errors.js';
import { AppError } from '../../http/app-error.js';
import { ok } from '../../http/envelope.js';
import { nowSeconds } from '../../lib/clock.js';
import { authOf } from '../../platform/auth/auth-hook.js';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import type { Database } from '../../db/schema.js';
import type { Kysely } from 'kysely';
import { newFixedCode } from './code-secrets.js';
import { dispatchToken } from './code-redeem.js';
import { addStockNames, assertOwnStock, assertValidity } from './stock-pick.js';

/** A new code gets its server-made code, a warehouse entry of its owner's and empty counters. */
const fixedCodeHooks: WriteHooks = {
  async beforeCreate(ctx, { values }) {
    assertValidity(Number(values.start_time), Number(values.end_time), ctx.now);
    await assertOwnStock(ctx.db, Number(values.merchant_id), Number(values.stock_id), ctx.now);
    return { ...values, code: newFixedCode(), granted_count: 0, status: 1 };
  },
  beforeUpdate(ctx, { before, changes }) {
    const merged = { ...before, ...changes };
    assertValidity(Number(merged.start_time), Number(merged.end_time), ctx.now);
    return changes;
  },
  decorateRows: addStockNames('coupon_fixed_code'),
};

export const fixedCodeCrudRoutes = crudRoutes(fixedCodeResource, { hooks: fixedCodeHooks });

/** A fixed code of the caller's tenant or one below it. */
async function codeInScope(db: Kysely<Database>, auth: AuthContext, id: number) {
  const row = await db
    .selectFrom('coupon_fixed_code as f')
    .innerJoin('merchant as m', 'm.id', 'f.merchant_id')
    .selectAll('f')
    .where('f.id', '=', id)
    .where(likeExpr('m.path', auth.merchantPath, 'prefix'))
    .executeTakeFirst();
  if (!row) throw new AppError(ApiCode.NOT_FOUND, '固定券码不存在', `id：${id}`);
  return row;
}

const DISPATCHED = s.object({
  dynamic_id: s.integer({ title: '动态码编号' }),
  token: s.string({ title: '动态码（只在此返回一次）' }),
  expire_time: s.integer({ title: '失效时间' }),
});
const DISPATCH_STATE = s.object({
  status: s.oneOf(
    DYNAMIC_CODE_STATUS.entries.map((e) => e.value),
    { title: '状态' },
  ),
  plate: s.nullable(s.string({ title: '领取车牌' })),
  redeem_time: s.integer({ title: '领取时间' }),
  expire_time: s.integer({ title: '失效时间' }),
});

/**
 * 动态码派发: the cashier's page asks for a new single-use token for one fixed code (answered once,
 * stored only as its hash) and polls its state until it is 已领取 or 已失效.
 */
export async function dispatchRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: { id: number } }>(
    '/parking-coupon/fixed-code/dispatch',
    {
      config: { access: { permission: 'coupon:fixed-code:dispatch' } },
      schema: {
        tags: [fixedCodeResource.label],
        summary: '派发动态码（单次有效，几分钟内失效）',
        body: {
          type: 'object',
          properties: { id: { type: 'integer', minimum: 1, title: '固定券码' } },
          required: ['id'],
          additionalProperties: false,
        },
        response: okResponse(DISPATCHED),
      },
    },
    async (request) => {
      const auth = authOf(request);
      const now = nowSeconds();
      const code = await codeInScope(app.db, auth, request.body.id);
      try {
        return ok(request, await dispatchToken(app.db, code, auth.name, now));
      } catch (error) {
        // 192 random bits meet an earlier token's hash never; answer it as a retry rather than a 500.
        if (isUniqueViolation(error)) throw new AppError(ApiCode.BUSINESS_RULE, '请重新派发');
        throw error;
      }
    },
  );

  app.get<{ Querystring: { dynamic_id: number } }>(
    '/parking-coupon/fixed-code/dispatch/status',
    {
      config: { access: { permission: 'coupon:fixed-code:dispatch' } },
      schema: {
        tags: [fixedCodeResource.label],
        summary: '动态码领取状态',
        querystring: {
          type: 'object',
          properties: { dynamic_id: { type: 'integer', minimum: 1, title: '动态码编号' } },
          required: ['dynamic_id'],
          additionalProperties: false,
        },
        response: okResponse(DISPATCH_STATE),
      },
    },
    async (request) => {
      const auth = authOf(request);
      const row = await app.db
        .selectFrom('coupon_dynamic_code as d')
        .innerJoin('merchant as m', 'm.id', 'd.merchant_id')
        .select(['d.status', 'd.plate', 'd.redeem_time', 'd.expire_time'])
        .where('d.id', '=', request.query.dynamic_id)
        .where(likeExpr('m.path', auth.merchantPath, 'prefix'))
        .executeTakeFirst();
      if (!row)
        throw new AppError(ApiCode.NOT_FOUND, '动态码不存在', `dynamic_id：${request.query.dynamic_id}`);
      const expired = Number(row.status) === DYNAMIC_WAITING && nowSeconds() >= Number(row.expire_time);
      return ok(request, {
        status: expired ? DYNAMIC_EXPIRED : Number(row.status),
        plate: row.plate,
        redeem_time: Number(row.redeem_time),
        expire_time: Number(row.expire_time),
      });
    },
  );
}
