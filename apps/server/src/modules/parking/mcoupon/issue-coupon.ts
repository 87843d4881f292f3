import { ApiCode, CHANNEL_MANUAL, PLATE_COLOR, STOCK_SOURCE_GIFT, type JsonSchema } from '@console/core';
import type { ActionContext } from '../../../engine/engine-types.js';
import { AppError } from '../../../http/app-error.js';
import { serialTail } from '../../../lib/serial-tail.js';
import { grantCoupon } from '../../parking-coupon/index.js';

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

/** A 商户券's 券码 keeps its own prefix (MQ, the issue time, a serial tail): shops print and scan it. */
function couponNo(now: number): string {
  return `MQ${now}${serialTail()}`;
}

interface Terms {
  status: number;
  start_time: number;
  end_time: number;
}

/** Why the 商户券 cannot issue now, in the words the operator needs to act on it. */
function termsRefusal(token: Terms, now: number): string | undefined {
  if (Number(token.status) !== 1) return '该商户券已停用，不能发放';
  if (now < Number(token.start_time)) return '该商户券尚未生效，不能发放';
  if (now >= Number(token.end_time)) return '该商户券已过有效期，不能发放';
  return undefined;
}

/**
 * 发放: one coupon of the 商户券 to a plate, through the ledger's one grant path (grantCoupon: its
 * guarded UPDATE on the gift warehouse entry means concurrent issues never pass 发行总量), in the
 * engine's transaction with the audit row (on PostgreSQL the engine also locks the coupon row, so a
 * 停用 and an issue do not interleave). The grant keeps the 商户券's MQ 券码 and names its lot.
 */
export async function issueCoupon(ctx: ActionContext): Promise<{ id: number; coupon_no: string }> {
  const couponId = Number(ctx.row.id);
  const refusal = termsRefusal(ctx.row as unknown as Terms, ctx.now);
  if (refusal) throw new AppError(ApiCode.BUSINESS_RULE, refusal);
  const stock = await ctx.db
    .selectFrom('coupon_stock')
    .select(['id', 'quantity'])
    .where('coupon_id', '=', couponId)
    .where('source', '=', STOCK_SOURCE_GIFT)
    .executeTakeFirstOrThrow();
  const owner = Number(ctx.row.merchant_id);
  let granted;
  try {
    granted = await grantCoupon(ctx.db, {
      stockId: Number(stock.id),
      holderId: owner,
      plate: String(ctx.body.plate ?? ''),
      plateColor: Number(ctx.body.plate_color),
      channel: CHANNEL_MANUAL,
      operatorName: ctx.auth.name || ctx.auth.account,
      now: ctx.now,
    });
  } catch (error) {
    // The ledger says 该批优惠券已发完; a 商户券's operator knows it by its 发行总量.
    if (error instanceof AppError && error.code === ApiCode.BUSINESS_RULE) {
      throw new AppError(
        ApiCode.BUSINESS_RULE,
        `该商户券已发完（发行总量 ${Number(stock.quantity)} 张），不能发放`,
      );
    }
    throw error;
  }
  const no = couponNo(ctx.now);
  await ctx.db
    .updateTable('coupon_grant')
    .set({ grant_no: no, park_id: Number(ctx.row.park_id) })
    .where('id', '=', granted.id)
    .execute();
  return { id: granted.id, coupon_no: no };
}
