import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { nowSeconds } from '../lib/clock.js';

type Db = Kysely<Database>;
let serial = 0;

/**
 * A lot owner's ¥5 amount coupon bound to the given parks and a holder's warehouse entry of
 * `quantity` of them, bought at ¥3 each: the starting point of grant and exit tests.
 */
export async function createCouponStock(
  db: Db,
  input: { sellerId: number; holderId: number; parkIds: readonly number[]; quantity?: number },
  coupon: Partial<{
    coupon_type: number;
    face_value: number;
    valid_days: number;
    end_time: number;
    stackable: number;
    max_per_stay: number;
  }> = {},
): Promise<{ couponId: number; stockId: number }> {
  serial += 1;
  const now = nowSeconds();
  const created = await db
    .insertInto('coupon')
    .values({
      merchant_id: input.sellerId,
      name: `测试停车券${serial}`,
      coupon_type: 1,
      face_value: 500,
      price: 300,
      start_time: now - 86_400,
      end_time: now + 30 * 86_400,
      valid_days: 7,
      create_time: now,
      update_time: now,
      ...coupon,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const couponId = Number(created.id);
  for (const parkId of input.parkIds) {
    await db.insertInto('coupon_park').values({ coupon_id: couponId, park_id: parkId }).execute();
  }
  const quantity = input.quantity ?? 10;
  const stock = await db
    .insertInto('coupon_stock')
    .values({
      stock_no: `RK${process.pid}T${serial}`,
      merchant_id: input.holderId,
      seller_id: input.sellerId,
      coupon_id: couponId,
      source: 1,
      quantity,
      unit_price: 300,
      amount: 300 * quantity,
      paid_time: now,
      expire_time: coupon.end_time ?? now + 30 * 86_400,
      create_time: now,
      update_time: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { couponId, stockId: Number(stock.id) };
}
