import { ApiCode, MCOUPON_AMOUNT, MCOUPON_DURATION, MCOUPON_UNUSED, MCOUPON_USED } from '@console/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';

type Db = Kysely<Database>;

/** The coupon an exit will spend and what it takes off. */
export interface CouponUse {
  couponId: number;
  tokenId: number;
  couponNo: string;
  discount: number;
}

export interface ExitBill {
  parkId: number;
  plate: string;
  at: number;
  /** The whole stay's fee and what is still owed on it (the fee less any prepayment), in fen. */
  fee: number;
  owed: number;
  /** The fee of the same stay had it ended at `until`: priced by the exit's own rule. */
  feeUntil(until: number): Promise<number>;
}

interface Candidate {
  id: number;
  token_id: number;
  coupon_no: string;
  coupon_type: number;
  face_value: number;
}

/**
 * What a coupon takes off the bill: 减免金额 up to its face value, 减免时长 the fee its minutes
 * cover (the stay priced as if it ended that much earlier), 全免 everything still owed.
 */
async function discountOf(coupon: Candidate, bill: ExitBill): Promise<number> {
  if (coupon.coupon_type === MCOUPON_AMOUNT) return Math.min(bill.owed, coupon.face_value);
  if (coupon.coupon_type === MCOUPON_DURATION) {
    const shortened = await bill.feeUntil(bill.at - coupon.face_value * 60);
    return Math.min(bill.owed, Math.max(0, bill.fee - shortened));
  }
  return bill.owed;
}

/**
 * The plate's coupon for an exit or a pay-station payment: unused, of this lot, not yet expired,
 * the one expiring first that takes something off (a time coupon gives nothing once the daily cap
 * is reached, and is kept).
 * Nothing is spent here; a car that owes nothing is never asked.
 */
export async function couponForStay(db: Db, bill: ExitBill): Promise<CouponUse | null> {
  if (bill.owed <= 0) return null;
  const candidates = await db
    .selectFrom('park_coupon as c')
    .innerJoin('park_coupon_token as t', 't.id', 'c.token_id')
    .select(['c.id', 'c.token_id', 'c.coupon_no', 't.coupon_type', 't.face_value'])
    .where('c.park_id', '=', bill.parkId)
    .where('c.plate', '=', bill.plate)
    .where('c.status', '=', MCOUPON_UNUSED)
    .where('c.expire_time', '>', bill.at)
    .orderBy('c.expire_time')
    .orderBy('c.id')
    .execute();
  for (const row of candidates) {
    const coupon = { ...row, id: Number(row.id), token_id: Number(row.token_id) };
    const discount = await discountOf(coupon, bill);
    if (discount > 0) {
      return { couponId: coupon.id, tokenId: coupon.token_id, couponNo: coupon.coupon_no, discount };
    }
  }
  return null;
}

/**
 * Spends the coupon on the exit's record and order and moves its token's used counter, inside the
 * exit's transaction. The status guard in SQL keeps one coupon from paying two exits at once.
 */
export async function redeemCoupon(
  db: Db,
  use: CouponUse,
  spentOn: { recordId: number; orderNo: string; at: number },
): Promise<void> {
  const spent = await db
    .updateTable('park_coupon')
    .set({
      status: MCOUPON_USED,
      use_time: spentOn.at,
      record_id: spentOn.recordId,
      order_no: spentOn.orderNo,
      discount_amount: use.discount,
    })
    .where('id', '=', use.couponId)
    .where('status', '=', MCOUPON_UNUSED)
    .executeTakeFirst();
  if (Number(spent.numUpdatedRows) !== 1) {
    throw new AppError(ApiCode.BUSINESS_RULE, '优惠券已被使用，请重新出场', use.couponNo);
  }
  await db
    .updateTable('park_coupon_token')
    .set((eb) => ({ used_count: eb('used_count', '+', 1) }))
    .where('id', '=', use.tokenId)
    .execute();
}
