import { ApiCode } from '@console/core';
import type { FastifyRequest } from 'fastify';
import { likeExpr } from '../../../db/sql-helpers.js';
import type { EngineContext, Row } from '../../../engine/engine-types.js';
import { engineDb } from '../../../engine/engine-db.js';
import { parkInScope } from '../../../engine/tenant-scope.js';
import { AppError } from '../../../http/app-error.js';

const URL_KIND = 1;
const PARK_KIND = 2;
const COUPON_KIND = 3;

function refuse(message: string): never {
  throw new AppError(ApiCode.VALIDATION, message);
}

/**
 * The console's own address as the browser that made the code reached it (its Origin, else the
 * host it asked for): a code scanned later opens the same deployment.
 */
export function consoleOrigin(request: FastifyRequest): string {
  const origin = request.headers.origin;
  if (typeof origin === 'string' && /^https?:\/\/[^/\s]+$/i.test(origin)) return origin;
  return `${request.protocol}://${request.host}`;
}

/**
 * What a code encodes, from what it is bound to: the web address itself; a lot's pay station
 * (`/pay/park?g_park_uuid=`); a fixed coupon code's 领取 page (`/coupon/redeem?c=`). The bound
 * lot or coupon code must be one the caller reaches; the fields of the other kinds are cleared.
 */
export async function bindingOf(ctx: EngineContext, merged: Row): Promise<Row> {
  const kind = Number(merged.kind ?? URL_KIND);
  const origin = consoleOrigin(ctx.request);
  if (kind === URL_KIND) {
    const link = typeof merged.link === 'string' ? merged.link.trim() : '';
    if (!link) refuse('请输入跳转链接');
    return { link, park_id: null, fixed_code_id: null, content: link };
  }
  if (kind === PARK_KIND) {
    if (!merged.park_id) refuse('请选择车场');
    const park = await parkInScope(engineDb(ctx.db), ctx.auth, Number(merged.park_id));
    const row = await ctx.db
      .selectFrom('park')
      .select('g_park_uuid')
      .where('id', '=', park.id)
      .executeTakeFirstOrThrow();
    const content = `${origin}/pay/park?g_park_uuid=${encodeURIComponent(String(row.g_park_uuid))}`;
    return { link: '', park_id: park.id, fixed_code_id: null, content };
  }
  if (kind === COUPON_KIND) {
    if (!merged.fixed_code_id) refuse('请选择固定券码');
    const code = await ctx.db
      .selectFrom('coupon_fixed_code')
      .innerJoin('merchant', 'merchant.id', 'coupon_fixed_code.merchant_id')
      .select(['coupon_fixed_code.id', 'coupon_fixed_code.code'])
      .where('coupon_fixed_code.id', '=', Number(merged.fixed_code_id))
      .where(likeExpr('merchant.path', ctx.auth.merchantPath, 'prefix'))
      .executeTakeFirst();
    if (!code) throw new AppError(ApiCode.NOT_FOUND, '固定券码不存在');
    const content = `${origin}/coupon/redeem?c=${encodeURIComponent(String(code.code))}`;
    return { link: '', park_id: null, fixed_code_id: Number(code.id), content };
  }
  return refuse('码类型不正确');
}
