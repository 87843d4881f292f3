import { mcouponTokenResource, type RowOf } from '@console/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { nowSeconds } from '../lib/clock.js';
import { insertRow } from './row-for.js';

type Db = Kysely<Database>;
let serial = 0;

/** A 商户券 of a park: ¥5 off, 100 coupons, valid from a day ago for 30 days, unless told otherwise. */
export async function createToken(
  db: Db,
  parkId: number,
  values: Partial<RowOf<typeof mcouponTokenResource>> = {},
): Promise<number> {
  const now = nowSeconds();
  return insertRow(db, mcouponTokenResource, {
    park_id: parkId,
    coupon_type: 1,
    face_value: 500,
    quantity: 100,
    start_time: now - 86_400,
    end_time: now + 30 * 86_400,
    status: 1,
    ...values,
  });
}

/** An unused coupon of a token for a plate, expiring with the token unless told otherwise. */
export async function createCoupon(
  db: Db,
  tokenId: number,
  plate: string,
  values: Partial<{ expire_time: number; status: number }> = {},
): Promise<number> {
  serial += 1;
  const token = await db
    .selectFrom('park_coupon_token')
    .select(['merchant_id', 'park_id', 'end_time'])
    .where('id', '=', tokenId)
    .executeTakeFirstOrThrow();
  const row = await db
    .insertInto('park_coupon')
    .values({
      merchant_id: Number(token.merchant_id),
      park_id: Number(token.park_id),
      token_id: tokenId,
      coupon_no: `MQT${process.pid}${serial}`,
      plate,
      plate_color: 1,
      status: values.status ?? 0,
      issue_time: nowSeconds(),
      expire_time: values.expire_time ?? Number(token.end_time),
      operator_name: '测试',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
