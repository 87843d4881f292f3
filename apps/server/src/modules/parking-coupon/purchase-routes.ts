import {
  COUPON_OFFER_LIST,
  couponPurchaseBatchResource,
  couponPurchaseResource,
  okResponse,
} from '@console/core';
import type { FastifyInstance } from 'fastify';
import { crudRoutes } from '../../engine/crud-routes.js';
import type { WriteHooks } from '../../engine/engine-types.js';
import { list } from '../../http/envelope.js';
import { nowSeconds } from '../../lib/clock.js';
import { authOf } from '../../platform/auth/auth-hook.js';
import { offersFor, purchaseValues, revokePurchase, SOURCE_BATCH, SOURCE_BUY } from './purchase.js';
import { grantableOf } from './coupon-ledger.js';

/** Coupon, buyer and seller names and what is left: one query each per page. */
const decorate: WriteHooks['decorateRows'] = async (ctx, rows) => {
  if (rows.length === 0) return;
  // The coupon and the seller are not among the columns read (coupon_id is the form's only,
  // seller_id no field at all) nor in the answer: read them by id for the names.
  const links = await ctx.db
    .selectFrom('coupon_stock')
    .select(['id', 'coupon_id', 'seller_id'])
    .where(
      'id',
      'in',
      rows.map((row) => Number(row.id)),
    )
    .execute();
  const linkOf = new Map(links.map((link) => [Number(link.id), link]));
  const couponIds = [...new Set(links.map((link) => Number(link.coupon_id)))];
  const tenantIds = [
    ...new Set([
      ...rows.map((row) => Number(row.merchant_id)),
      ...links.map((link) => Number(link.seller_id)),
    ]),
  ];
  const coupons =
    couponIds.length === 0
      ? []
      : await ctx.db.selectFrom('coupon').select(['id', 'name']).where('id', 'in', couponIds).execute();
  const tenants =
    tenantIds.length === 0
      ? []
      : await ctx.db.selectFrom('merchant').select(['id', 'name']).where('id', 'in', tenantIds).execute();
  const couponName = new Map(coupons.map((c) => [Number(c.id), c.name]));
  const tenantName = new Map(tenants.map((t) => [Number(t.id), t.name]));
  for (const row of rows) {
    const link = linkOf.get(Number(row.id));
    row.coupon_name = couponName.get(Number(link?.coupon_id)) ?? '';
    row.buyer_name = tenantName.get(Number(row.merchant_id)) ?? '';
    row.seller_name = tenantName.get(Number(link?.seller_id)) ?? '';
    row.remaining = grantableOf(row);
  }
};

const hooksFor = (source: number): WriteHooks => ({
  beforeCreate: (ctx, { values }) => purchaseValues(ctx, values, source),
  decorateRows: decorate,
});

/**
 * 购券记录 (a purchase at a time) and 批量购券 (one purchase per row of an import file, through
 * the batch import with the same hooks), both on coupon_stock limited to their sources; and the
 * coupons on sale to the caller, the 购买优惠券 form's choices.
 */
export async function purchaseRoutes(app: FastifyInstance): Promise<void> {
  await app.register(
    crudRoutes(couponPurchaseResource, {
      hooks: hooksFor(SOURCE_BUY),
      where: () => [['source', '<=', SOURCE_BATCH]],
      actions: { revoke: { run: revokePurchase } },
    }),
  );
  await app.register(
    crudRoutes(couponPurchaseBatchResource, {
      hooks: hooksFor(SOURCE_BATCH),
      where: () => [['source', '=', SOURCE_BATCH]],
      actions: { revoke: { run: revokePurchase } },
    }),
  );
  app.get(
    '/parking-coupon/offer/list',
    {
      config: { access: { permission: 'coupon:purchase:create' } },
      schema: {
        tags: ['停车券'],
        summary: '本商户可购买的优惠券（购买优惠券的选项）',
        response: okResponse(COUPON_OFFER_LIST),
      },
    },
    async (request) => {
      const rows = await offersFor(app.db, authOf(request).merchantId, nowSeconds());
      return list(request, rows, { total_count: rows.length, page_index: 1, page_size: rows.length });
    },
  );
}
