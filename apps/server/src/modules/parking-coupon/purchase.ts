import {
  ApiCode,
  formatCouponValue,
  PURCHASE_IN_USE,
  PURCHASE_REVOKED,
  type CouponOffer,
} from '@console/core';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { ActionContext, EngineContext, Row } from '../../engine/engine-types.js';
import { likeExpr } from '../../db/sql-helpers.js';
import { AppError } from '../../http/app-error.js';
import { serialTail } from '../../lib/serial-tail.js';
import { paymentChannel } from '../../platform/payment/index.js';

type Db = Kysely<Database>;

/** Purchases (1 购买, 2 批量购券); 3 赠送 is a gift, never priced or limited here. */
export const SOURCE_BUY = 1;
export const SOURCE_BATCH = 2;
const PURCHASE_SOURCES = [SOURCE_BUY, SOURCE_BATCH];
const CHINA_OFFSET_S = 8 * 3600;
const NOT_FOUND = '优惠券不存在或未获授权购买';

/** The first second of the calendar month (China time) that `now` falls in. */
export function monthStart(now: number): number {
  const local = new Date((now + CHINA_OFFSET_S) * 1000);
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) / 1000 - CHINA_OFFSET_S;
}

/**
 * The coupons `buyerId` may buy at all: its own (a lot owner buys for its own lots) or sold by an
 * owner that lists it, enabled, in 商户管理 with a bound lot where the coupon is valid.
 */
function authorisedQuery(db: Db, buyerId: number) {
  return (
    db
      .selectFrom('coupon as c')
      .innerJoin('merchant as m', 'm.id', 'c.merchant_id')
      // A lot's own coupons (商户券, a red-packet activity's) name their lot and are never sold.
      .where('c.park_id', 'is', null)
      .where((eb) =>
        eb.or([
          eb('c.merchant_id', '=', buyerId),
          eb.exists(
            eb
              .selectFrom('coupon_merchant as cm')
              .innerJoin('coupon_merchant_park as cmp', 'cmp.coupon_merchant_id', 'cm.id')
              .innerJoin('coupon_park as cp', 'cp.park_id', 'cmp.park_id')
              .select('cm.id')
              .whereRef('cm.merchant_id', '=', 'c.merchant_id')
              .where('cm.buyer_id', '=', buyerId)
              .where('cm.status', '=', 1)
              .whereRef('cp.coupon_id', '=', 'c.id'),
          ),
        ]),
      )
  );
}

/** Those on sale now: enabled and within [start, end). The purchase checks the same again. */
function offerQuery(db: Db, buyerId: number, now: number) {
  return authorisedQuery(db, buyerId)
    .where('c.status', '=', 1)
    .where('c.start_time', '<=', now)
    .where('c.end_time', '>', now);
}

/** 购买优惠券's choices: at most 200, newest coupons first. */
export async function offersFor(db: Db, buyerId: number, now: number): Promise<CouponOffer[]> {
  const rows = await offerQuery(db, buyerId, now)
    .select([
      'c.id',
      'c.name',
      'c.merchant_id',
      'm.name as seller_name',
      'c.coupon_type',
      'c.face_value',
      'c.price',
      'c.end_time',
    ])
    .orderBy('c.id', 'desc')
    .limit(200)
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    name: `${row.id} · ${row.name}（${formatCouponValue(Number(row.coupon_type), Number(row.face_value))}，${row.seller_name}，￥${(Number(row.price) / 100).toFixed(2)}/张）`,
    coupon_name: row.name,
    seller_id: Number(row.merchant_id),
    seller_name: row.seller_name,
    coupon_type: Number(row.coupon_type),
    face_value: Number(row.face_value),
    price: Number(row.price),
    end_time: Number(row.end_time),
  }));
}

/**
 * Why `buyerId` cannot buy this coupon now. A coupon the buyer is not authorised for is
 * 不存在 to it, so a stranger learns nothing of another owner's coupons.
 */
async function saleRefusal(
  db: Db,
  couponId: number,
  buyerId: number,
  now: number,
): Promise<string | undefined> {
  const coupon = await authorisedQuery(db, buyerId)
    .select(['c.status', 'c.start_time', 'c.end_time'])
    .where('c.id', '=', couponId)
    .executeTakeFirst();
  if (!coupon) return NOT_FOUND;
  if (Number(coupon.status) !== 1) return '该优惠券已停用，不能购买';
  if (now < Number(coupon.start_time)) return '该优惠券尚未开售';
  if (now >= Number(coupon.end_time)) return '该优惠券已过销售期';
  return undefined;
}

/** The coupon's rule (if enabled) against this quantity and what the buyer bought this month. */
async function ruleRefusal(db: Db, couponId: number, buyerId: number, quantity: number, now: number) {
  const rule = await db
    .selectFrom('coupon_rule')
    .select(['min_quantity', 'max_quantity', 'monthly_limit'])
    .where('coupon_id', '=', couponId)
    .where('status', '=', 1)
    .executeTakeFirst();
  if (!rule) return undefined;
  if (quantity < Number(rule.min_quantity)) return `该优惠券每次至少购买 ${rule.min_quantity} 张`;
  if (quantity > Number(rule.max_quantity)) return `该优惠券每次最多购买 ${rule.max_quantity} 张`;
  const cap = Number(rule.monthly_limit);
  if (cap === 0) return undefined;
  // Revoked purchases count for what was granted from them: those coupons were received.
  const bought = await db
    .selectFrom('coupon_stock')
    .select(
      sql<number>`coalesce(sum(case when status = ${PURCHASE_REVOKED} then granted_count else quantity end), 0)`.as(
        'n',
      ),
    )
    .where('merchant_id', '=', buyerId)
    .where('coupon_id', '=', couponId)
    .where('source', 'in', PURCHASE_SOURCES)
    .where('create_time', '>=', monthStart(now))
    .executeTakeFirstOrThrow();
  const left = cap - Number(bought.n);
  if (quantity > left)
    return left > 0
      ? `该优惠券本月每商户限购 ${cap} 张，本月还可购买 ${left} 张`
      : `该优惠券本月每商户限购 ${cap} 张，本月已购满`;
  return undefined;
}

/**
 * One purchase, inside the create's transaction: the coupon row is locked first (a no-op UPDATE,
 * the same on SQLite and PostgreSQL), so two purchases of one coupon are checked one after the other
 * and the monthly cap holds. Then authorisation and sale window, the rule, the payment through the
 * channel, and the warehouse entry's columns: price from the coupon, never from the client.
 */
export async function purchaseValues(ctx: EngineContext, values: Row, source: number): Promise<Row> {
  const db = ctx.db;
  const couponId = Number(values.coupon_id);
  const buyerId = Number(values.merchant_id);
  const quantity = Number(values.quantity);
  await db
    .updateTable('coupon')
    .set((eb) => ({ update_time: eb.ref('update_time') }))
    .where('id', '=', couponId)
    .execute();
  const refusal = await saleRefusal(db, couponId, buyerId, ctx.now);
  if (refusal === NOT_FOUND) throw new AppError(ApiCode.NOT_FOUND, refusal, `coupon_id：${couponId}`);
  if (refusal) throw new AppError(ApiCode.BUSINESS_RULE, refusal);
  const limit = await ruleRefusal(db, couponId, buyerId, quantity, ctx.now);
  if (limit) throw new AppError(ApiCode.BUSINESS_RULE, limit);
  const coupon = await db
    .selectFrom('coupon')
    .select(['merchant_id', 'name', 'price', 'end_time'])
    .where('id', '=', couponId)
    .executeTakeFirstOrThrow();
  const unitPrice = Number(coupon.price);
  const amount = unitPrice * quantity;
  const receipt = await paymentChannel().pay({
    payer: buyerId,
    amount,
    subject: `购买优惠券 ${coupon.name} × ${quantity}`,
    now: ctx.now,
  });
  return {
    ...values,
    stock_no: `GQ${ctx.now}${serialTail()}`,
    seller_id: Number(coupon.merchant_id),
    source,
    unit_price: unitPrice,
    amount,
    refund_amount: 0,
    pay_no: receipt.pay_no,
    paid_time: receipt.paid_time,
    status: PURCHASE_IN_USE,
    expire_time: Number(coupon.end_time),
    operator_name: (ctx.auth.name || ctx.auth.account).slice(0, 64),
    // update_time is no field of the purchase, so the engine does not stamp it.
    update_time: ctx.now,
  };
}

/**
 * 撤销, by the seller (or a tenant above it): the entry stops giving coupons, the coupons never
 * granted are refunded at the unit price, the granted ones stay valid. The guarded UPDATE (still in
 * use) decides against a concurrent revoke; the counts are read in the same statement.
 */
export async function revokePurchase(ctx: ActionContext): Promise<void> {
  const { seller_id: sellerId } = await ctx.db
    .selectFrom('coupon_stock')
    .select('seller_id')
    .where('id', '=', Number(ctx.row.id))
    .executeTakeFirstOrThrow();
  const mine = await ctx.db
    .selectFrom('merchant')
    .select('id')
    .where('id', '=', Number(sellerId))
    .where(likeExpr('path', ctx.auth.merchantPath, 'prefix'))
    .executeTakeFirst();
  if (!mine) throw new AppError(ApiCode.FORBIDDEN, '只有售券的车场方可以撤销购券');
  const result = await ctx.db
    .updateTable('coupon_stock')
    .set(() => ({
      refund_amount: sql<number>`unit_price * (quantity - granted_count)`,
      update_time: ctx.now,
    }))
    .where('id', '=', Number(ctx.row.id))
    .where('status', '=', PURCHASE_IN_USE)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new AppError(ApiCode.BUSINESS_RULE, '该购券记录已不能撤销');
}
