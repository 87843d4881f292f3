import { ApiCode, PURCHASE_IN_USE } from '@console/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { EngineContext, Row } from '../../engine/engine-types.js';
import { AppError } from '../../http/app-error.js';

type Db = Kysely<Database>;

// A code or rule running for more than three years is a typing mistake, not a promotion.
const MAX_VALIDITY_S = 3 * 366 * 86_400;

/**
 * The warehouse entry a fixed code or an event rule gives from must be the row owner's own, in use
 * and unexpired: a code for someone else's coupons, or for a batch already gone, is refused at once.
 */
export async function assertOwnStock(db: Db, ownerId: number, stockId: number, now: number): Promise<void> {
  const stock = await db
    .selectFrom('coupon_stock')
    .select(['merchant_id', 'status', 'expire_time'])
    .where('id', '=', stockId)
    .executeTakeFirst();
  if (!stock || Number(stock.merchant_id) !== ownerId)
    throw new AppError(ApiCode.VALIDATION, '入库记录不存在或不属于本商户', `stock_id：${stockId}`);
  if (Number(stock.status) !== PURCHASE_IN_USE || Number(stock.expire_time) <= now)
    throw new AppError(ApiCode.VALIDATION, '该入库记录已撤销或已过期，不能使用');
}

/** Validity must end after it starts, after now, and within three years. */
export function assertValidity(start: number, end: number, now: number): void {
  if (end <= start) throw new AppError(ApiCode.VALIDATION, '失效时间须晚于生效时间');
  if (end <= now) throw new AppError(ApiCode.VALIDATION, '失效时间须晚于当前时间');
  if (end - start > MAX_VALIDITY_S) throw new AppError(ApiCode.VALIDATION, '有效期不能超过 3 年');
}

/**
 * Adds the warehouse entry's number, its coupon's name and what is left in it: two queries a page.
 * The entry is read by the row's id, since a list page carries only the columns it shows.
 */
export function addStockNames(table: 'coupon_fixed_code' | 'coupon_event_rule') {
  return async (ctx: EngineContext, rows: Row[]): Promise<void> => {
    const rowIds = rows.map((row) => Number(row.id)).filter((id) => id > 0);
    if (rowIds.length === 0) return;
    const links = await ctx.db
      .selectFrom(table)
      .select(['id', 'stock_id'])
      .where('id', 'in', rowIds)
      .execute();
    const stockOf = new Map(links.map((link) => [Number(link.id), Number(link.stock_id)]));
    const ids = [...new Set(stockOf.values())];
    const stocks = ids.length
      ? await ctx.db
          .selectFrom('coupon_stock as s')
          .innerJoin('coupon as c', 'c.id', 's.coupon_id')
          .select(['s.id', 's.stock_no', 's.quantity', 's.granted_count', 'c.name'])
          .where('s.id', 'in', ids)
          .execute()
      : [];
    const byId = new Map(stocks.map((stock) => [Number(stock.id), stock]));
    for (const row of rows) {
      const stock = byId.get(stockOf.get(Number(row.id)) ?? 0);
      row.stock_no = stock?.stock_no ?? '';
      row.coupon_name = stock?.name ?? '';
      row.stock_left = stock ? Number(stock.quantity) - Number(stock.granted_count) : 0;
    }
  };
}
