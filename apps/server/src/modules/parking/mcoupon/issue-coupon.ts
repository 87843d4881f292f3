import { ApiCode, isPlate, MCOUPON_UNUSED, PLATE_COLOR, PLATE_MESSAGE, type JsonSchema } from '@console/core';
import type { ActionContext } from '../../../engine/engine-types.js';
import { AppError } from '../../../http/app-error.js';
import { serialTail } from '../../../lib/serial-tail.js';

export const ISSUE_BODY: JsonSchema = {
  type: 'object',
  properties: {
    plate: { type: 'string', minLength: 1, maxLength: 10, title: '车牌号' },
    plate_color: {
      type: 'integer',
      enum: PLATE_COLOR.entries.map((entry) => entry.value),
      title: '车牌颜色',
    },
  },
  required: ['plate', 'plate_color'],
};

/** Coupon numbers: MQ, the issue time and a serial tail; unique by index. */
function couponNo(now: number): string {
  return `MQ${now}${serialTail()}`;
}

interface TokenState {
  status: number;
  start_time: number;
  end_time: number;
  quantity: number;
  issued_count: number;
}

/** Why the token cannot issue now, in the words the operator needs to act on it. */
function refusal(token: TokenState, now: number): string {
  if (Number(token.status) !== 1) return '该商户券已停用，不能发放';
  if (now < Number(token.start_time)) return '该商户券尚未生效，不能发放';
  if (now >= Number(token.end_time)) return '该商户券已过有效期，不能发放';
  if (Number(token.issued_count) >= Number(token.quantity))
    return `该商户券已发完（发行总量 ${token.quantity} 张），不能发放`;
  return '该商户券当前不能发放';
}

/**
 * 发放: claims one of the token's coupons with a guarded UPDATE (enabled, within validity and
 * issued < quantity, all in the WHERE), so concurrent issues can never pass the total; only a claim
 * that took writes the coupon, in the same transaction as the engine's audit row.
 */
export async function issueCoupon(ctx: ActionContext): Promise<{ id: number; coupon_no: string }> {
  const plate = String(ctx.body.plate ?? '')
    .trim()
    .toUpperCase();
  if (!isPlate(plate)) throw new AppError(ApiCode.VALIDATION, PLATE_MESSAGE, String(ctx.body.plate));
  const tokenId = Number(ctx.row.id);
  const claimed = await ctx.db
    .updateTable('park_coupon_token')
    .set((eb) => ({ issued_count: eb('issued_count', '+', 1) }))
    .where('id', '=', tokenId)
    .where('status', '=', 1)
    .where('start_time', '<=', ctx.now)
    .where('end_time', '>', ctx.now)
    .where((eb) => eb('issued_count', '<', eb.ref('quantity')))
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) {
    const token = await ctx.db
      .selectFrom('park_coupon_token')
      .select(['status', 'start_time', 'end_time', 'quantity', 'issued_count'])
      .where('id', '=', tokenId)
      .executeTakeFirstOrThrow();
    throw new AppError(ApiCode.BUSINESS_RULE, refusal(token, ctx.now));
  }
  const no = couponNo(ctx.now);
  const inserted = await ctx.db
    .insertInto('park_coupon')
    .values({
      merchant_id: Number(ctx.row.merchant_id),
      park_id: Number(ctx.row.park_id),
      token_id: tokenId,
      coupon_no: no,
      plate,
      plate_color: Number(ctx.body.plate_color),
      status: MCOUPON_UNUSED,
      issue_time: ctx.now,
      expire_time: Number(ctx.row.end_time),
      operator_name: (ctx.auth.name || ctx.auth.account).slice(0, 64),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: Number(inserted.id), coupon_no: no };
}
