import { STOCK_SOURCE_GIFT } from '@console/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { nowSeconds } from '../lib/clock.js';

type Db = Kysely<Database>;
let serial = 0;

interface TokenValues {
  name: string;
  issuer_name: string;
  coupon_type: number;
  face_value: number;
  quantity: number;
  /** Coupons already out of the warehouse entry (granted_count). */
  issued_count: number;
  start_time: number;
  end_time: number;
  status: number;
}

/**
 * A 商户券 of a park, as the screen makes it: a coupon of the lot owner bound to the park and its
 * gift warehouse entry. ¥5 off, 100 coupons, valid from a day ago for 30 days, unless told otherwise.
 */
export async function createToken(
  db: Db,
  parkId: number,
  values: Partial<TokenValues> = {},
): Promise<number> {
  serial += 1;
  const now = nowSeconds();
  const park = await db
    .selectFrom('park')
    .select('merchant_id')
    .where('id', '=', parkId)
    .executeTakeFirstOrThrow();
  const owner = Number(park.merchant_id);
  const terms = {
    name: `测试商户券${serial}`,
    issuer_name: '测试商户',
    coupon_type: 1,
    face_value: 500,
    quantity: 100,
    issued_count: 0,
    start_time: now - 86_400,
    end_time: now + 30 * 86_400,
    status: 1,
    ...values,
  };
  const coupon = await db
    .insertInto('coupon')
    .values({
      merchant_id: owner,
      park_id: parkId,
      issuer_name: terms.issuer_name,
      name: terms.name,
      coupon_type: terms.coupon_type,
      face_value: terms.face_value,
      price: 0,
      start_time: terms.start_time,
      end_time: terms.end_time,
      valid_days: Math.max(1, Math.ceil((terms.end_time - terms.start_time) / 86_400)),
      stackable: 0,
      max_per_stay: 1,
      status: terms.status,
      create_time: now,
      update_time: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const couponId = Number(coupon.id);
  await db.insertInto('coupon_park').values({ coupon_id: couponId, park_id: parkId }).execute();
  await db
    .insertInto('coupon_stock')
    .values({
      stock_no: `MQT${process.pid}S${serial}`,
      merchant_id: owner,
      seller_id: owner,
      coupon_id: couponId,
      source: STOCK_SOURCE_GIFT,
      quantity: terms.quantity,
      granted_count: terms.issued_count,
      expire_time: terms.end_time,
      create_time: now,
      update_time: now,
    })
    .execute();
  return couponId;
}

/**
 * A coupon of a 商户券 for a plate, expiring with the 商户券 unless told otherwise, written as 发放
 * writes it (a grant of the gift warehouse entry, counted there). `status` takes the old 商户券
 * states and maps them as the migration does: 0 未使用, 1 已使用, 2 已过期, 3 已作废 (revoked).
 */
export async function createCoupon(
  db: Db,
  tokenId: number,
  plate: string,
  values: Partial<{ expire_time: number; status: number }> = {},
): Promise<number> {
  serial += 1;
  const coupon = await db
    .selectFrom('coupon as c')
    .innerJoin('coupon_stock as s', 's.coupon_id', 'c.id')
    .select(['c.merchant_id', 'c.park_id', 'c.end_time', 's.id as stock_id'])
    .where('c.id', '=', tokenId)
    .where('s.source', '=', STOCK_SOURCE_GIFT)
    .executeTakeFirstOrThrow();
  const legacy = values.status ?? 0;
  const now = nowSeconds();
  const row = await db
    .insertInto('coupon_grant')
    .values({
      grant_no: `MQT${process.pid}${serial}`,
      merchant_id: Number(coupon.merchant_id),
      seller_id: Number(coupon.merchant_id),
      coupon_id: tokenId,
      stock_id: Number(coupon.stock_id),
      plate,
      plate_color: 1,
      status: legacy === 3 ? 0 : 1,
      use_status: legacy === 1 || legacy === 2 ? legacy : 0,
      channel: 1,
      grant_time: now,
      expire_time: values.expire_time ?? Number(coupon.end_time),
      operator_name: '测试',
      park_id: Number(coupon.park_id),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('coupon_stock')
    .set((eb) => ({
      granted_count: eb('granted_count', '+', legacy === 3 ? 0 : 1),
      used_count: eb('used_count', '+', legacy === 1 ? 1 : 0),
    }))
    .where('id', '=', Number(coupon.stock_id))
    .execute();
  return Number(row.id);
}
