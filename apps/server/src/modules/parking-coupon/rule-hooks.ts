import { ApiCode } from '@console/core';
import type { Row, WriteHooks } from '../../engine/engine-types.js';
import { AppError } from '../../http/app-error.js';

function checkRange(row: Row): void {
  if (Number(row.min_quantity) > Number(row.max_quantity))
    throw new AppError(ApiCode.VALIDATION, '单次最少购买不能大于单次最多购买');
  const monthly = Number(row.monthly_limit);
  if (monthly > 0 && monthly < Number(row.min_quantity))
    throw new AppError(ApiCode.VALIDATION, '每月限购不能小于单次最少购买');
}

/** 优惠券规则: for one of the owner's own coupons, one rule each, min ≤ max ≤ the monthly cap. */
export const couponRuleHooks: WriteHooks = {
  async beforeCreate(ctx, { values }) {
    checkRange(values);
    const couponId = Number(values.coupon_id);
    const coupon = await ctx.db
      .selectFrom('coupon')
      .select('id')
      .where('id', '=', couponId)
      .where('merchant_id', '=', Number(values.merchant_id))
      .executeTakeFirst();
    if (!coupon) throw new AppError(ApiCode.NOT_FOUND, '优惠券不存在', `coupon_id：${couponId}`);
    const known = await ctx.db
      .selectFrom('coupon_rule')
      .select('id')
      .where('coupon_id', '=', couponId)
      .executeTakeFirst();
    if (known) throw new AppError(ApiCode.BUSINESS_RULE, '该优惠券已有规则，请编辑原规则');
    return values;
  },
  beforeUpdate(_ctx, { before, changes }) {
    checkRange({ ...before, ...changes });
    return changes;
  },
  async decorateRows(ctx, rows) {
    const ids = [...new Set(rows.map((row) => Number(row.coupon_id)))];
    const coupons =
      ids.length === 0
        ? []
        : await ctx.db.selectFrom('coupon').select(['id', 'name']).where('id', 'in', ids).execute();
    const names = new Map(coupons.map((c) => [Number(c.id), c.name]));
    for (const row of rows) row.coupon_name = names.get(Number(row.coupon_id)) ?? '';
  },
};
