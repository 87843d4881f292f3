import { ApiCode } from '@console/core';
import type { ActionContext, WriteHooks } from '../../engine/engine-types.js';
import { AppError } from '../../http/app-error.js';
import { idsIn, lotsOf, ownLots } from './lot-links.js';

/**
 * 商户管理: the lot owner names a buyer by its 商户号. Only an enabled 商户-kind tenant holding the
 * 商户券 product can buy; the owner itself needs no entry (it may always buy for its own lots).
 */
export const couponMerchantHooks: WriteHooks = {
  async beforeCreate(ctx, { values, input }) {
    const merchantNo = String(input.buyer_no ?? '').trim();
    const buyer = await ctx.db
      .selectFrom('merchant')
      .select(['id', 'kind', 'status'])
      .where('merchant_no', '=', merchantNo)
      .executeTakeFirst();
    if (!buyer) throw new AppError(ApiCode.VALIDATION, '商户号不存在', merchantNo);
    const buyerId = Number(buyer.id);
    if (buyer.kind !== 'merchant')
      throw new AppError(ApiCode.BUSINESS_RULE, '只能添加商户类型的账号', merchantNo);
    if (buyerId === Number(values.merchant_id))
      throw new AppError(ApiCode.BUSINESS_RULE, '本商户可直接为自己的车场购券，无需添加');
    if (Number(buyer.status) !== 1) throw new AppError(ApiCode.BUSINESS_RULE, '该商户已停用', merchantNo);
    const product = await ctx.db
      .selectFrom('merchant_product')
      .select('product')
      .where('merchant_id', '=', buyerId)
      .where('product', '=', 'mcoupon')
      .executeTakeFirst();
    if (!product) throw new AppError(ApiCode.BUSINESS_RULE, '该商户未开通商户券产品，不能购券', merchantNo);
    const known = await ctx.db
      .selectFrom('coupon_merchant')
      .select('id')
      .where('merchant_id', '=', Number(values.merchant_id))
      .where('buyer_id', '=', buyerId)
      .executeTakeFirst();
    if (known) throw new AppError(ApiCode.BUSINESS_RULE, '该商户已添加', merchantNo);
    return { ...values, buyer_id: buyerId };
  },
  async decorateRows(ctx, rows) {
    const ids = rows.map((row) => Number(row.id));
    const { parkIds, names } = await lotsOf(ctx.db, 'coupon_merchant_park', ids);
    // buyer_id is no field (the form names the shop by 商户号): read it by id.
    const links =
      ids.length === 0
        ? []
        : await ctx.db
            .selectFrom('coupon_merchant')
            .select(['id', 'buyer_id'])
            .where('id', 'in', ids)
            .execute();
    const buyerOf = new Map(links.map((link) => [Number(link.id), Number(link.buyer_id)]));
    const buyerIds = [...new Set(buyerOf.values())];
    const buyers =
      buyerIds.length === 0
        ? []
        : await ctx.db
            .selectFrom('merchant')
            .select(['id', 'merchant_no', 'name'])
            .where('id', 'in', buyerIds)
            .execute();
    const byId = new Map(buyers.map((b) => [Number(b.id), b]));
    for (const row of rows) {
      const buyer = byId.get(buyerOf.get(Number(row.id)) ?? 0);
      row.buyer_no = buyer?.merchant_no ?? '';
      row.buyer_name = buyer?.name ?? '';
      row.park_ids = parkIds.get(Number(row.id)) ?? [];
      row.park_names = names.get(Number(row.id)) ?? '';
    }
  },
};

/** 绑定车场授权: replaces the lots the merchant may buy for, each one of the owner's own. */
export async function authorizeLots(ctx: ActionContext): Promise<void> {
  const id = Number(ctx.row.id);
  const parkIds = await ownLots(ctx.db, Number(ctx.row.merchant_id), idsIn(ctx.body.park_ids));
  await ctx.db.deleteFrom('coupon_merchant_park').where('coupon_merchant_id', '=', id).execute();
  await ctx.db
    .insertInto('coupon_merchant_park')
    .values(parkIds.map((park_id) => ({ coupon_merchant_id: id, park_id })))
    .execute();
  await ctx.db.updateTable('coupon_merchant').set({ update_time: ctx.now }).where('id', '=', id).execute();
}
