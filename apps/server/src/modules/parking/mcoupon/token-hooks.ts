import { ApiCode, MCOUPON_FREE, mcouponFaceProblem, STOCK_SOURCE_GIFT } from '@console/core';
import type { EngineContext, Row, WriteHooks } from '../../../engine/engine-types.js';
import { AppError } from '../../../http/app-error.js';
import { addParkNames } from '../park-names.js';

// A token valid for more than three years is a typing mistake, not a promotion.
const MAX_VALIDITY_S = 3 * 366 * 86_400;
const DAY_S = 86_400;

/** A 商户券's warehouse entry number: MQS and its coupon id, so it is unique with the coupon. */
export const giftStockNo = (couponId: number) => `MQS${String(couponId).padStart(8, '0')}`;

/** The counters of each 商户券 from its gift warehouse entry: one query per page. */
async function addStockCounters(ctx: EngineContext, rows: Row[]): Promise<void> {
  if (rows.length === 0) return;
  const stocks = await ctx.db
    .selectFrom('coupon_stock')
    .select(['coupon_id', 'quantity', 'granted_count', 'used_count'])
    .where(
      'coupon_id',
      'in',
      rows.map((row) => Number(row.id)),
    )
    .where('source', '=', STOCK_SOURCE_GIFT)
    .execute();
  const byCoupon = new Map(stocks.map((stock) => [Number(stock.coupon_id), stock]));
  for (const row of rows) {
    const stock = byCoupon.get(Number(row.id));
    const quantity = Number(stock?.quantity ?? 0);
    const issued = Number(stock?.granted_count ?? 0);
    row.quantity = quantity;
    row.issued_count = issued;
    row.used_count = Number(stock?.used_count ?? 0);
    row.remaining = Math.max(0, quantity - issued);
  }
}

/**
 * A new 商户券: its face value must fit its type (全免 stores 0), its validity must end after it
 * starts and after now, and it starts 启用. It is a coupon of the ledger: free (price 0), not
 * stackable, one per stay (a 商户券's rule at the exit), its grants expiring with its end (valid_days
 * covers the whole validity); bound to its lot and given a gift warehouse entry of 发行总量 coupons
 * held by the lot owner, from which 发放 grants.
 */
export const tokenHooks: WriteHooks = {
  beforeCreate(ctx, { values }) {
    const type = Number(values.coupon_type);
    const face = type === MCOUPON_FREE ? 0 : Number(values.face_value);
    const problem = mcouponFaceProblem(type, face);
    if (problem) throw new AppError(ApiCode.VALIDATION, problem);
    const start = Number(values.start_time);
    const end = Number(values.end_time);
    if (end <= start) throw new AppError(ApiCode.VALIDATION, '到期时间须晚于生效时间');
    if (end <= ctx.now) throw new AppError(ApiCode.VALIDATION, '到期时间须晚于当前时间');
    if (end - start > MAX_VALIDITY_S) throw new AppError(ApiCode.VALIDATION, '有效期不能超过 3 年');
    return {
      ...values,
      face_value: face,
      price: 0,
      valid_days: Math.ceil((end - start) / DAY_S),
      stackable: 0,
      max_per_stay: 1,
      status: 1,
    };
  },
  async afterCreate(ctx, { id, values, input }) {
    const parkId = Number(values.park_id);
    const owner = Number(values.merchant_id);
    await ctx.db.insertInto('coupon_park').values({ coupon_id: id, park_id: parkId }).execute();
    await ctx.db
      .insertInto('coupon_stock')
      .values({
        stock_no: giftStockNo(id),
        merchant_id: owner,
        seller_id: owner,
        coupon_id: id,
        source: STOCK_SOURCE_GIFT,
        quantity: Number(input.quantity),
        expire_time: Number(values.end_time),
        operator_name: (ctx.auth.name || ctx.auth.account).slice(0, 64),
        create_time: ctx.now,
        update_time: ctx.now,
      })
      .execute();
  },
  async decorateRows(ctx, rows) {
    await addParkNames(ctx.db, rows);
    await addStockCounters(ctx, rows);
  },
};
