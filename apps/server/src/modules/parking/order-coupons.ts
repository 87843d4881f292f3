import { formatMoney } from '@console/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Row, WriteHooks } from '../../engine/engine-types.js';
import { addParkNames } from './park-names.js';

/**
 * The coupons each order used, as the 临停订单 list and detail show them: 「券名 ￥抵扣」 joined by 、
 * (read from order_coupon, one query per page of orders).
 */
export async function addOrderCoupons(db: Kysely<Database>, rows: Row[]): Promise<void> {
  const ids = [...new Set(rows.map((row) => Number(row.id)).filter((id) => id > 0))];
  if (ids.length === 0) return;
  const uses = await db
    .selectFrom('order_coupon')
    .select(['order_id', 'coupon_name', 'coupon_no', 'discount_amount'])
    .where('order_id', 'in', ids)
    .orderBy('id')
    .execute();
  const byOrder = new Map<number, string[]>();
  for (const use of uses) {
    const list = byOrder.get(Number(use.order_id)) ?? [];
    list.push(`${use.coupon_name}（${use.coupon_no}）${formatMoney(Number(use.discount_amount))}`);
    byOrder.set(Number(use.order_id), list);
  }
  for (const row of rows) row.coupons = byOrder.get(Number(row.id))?.join('、') ?? '';
}

export const withParkNamesAndCoupons: WriteHooks = {
  decorateRows: async (ctx, rows) => {
    await addParkNames(ctx.db, rows);
    await addOrderCoupons(ctx.db, rows);
  },
};
