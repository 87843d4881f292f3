import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { nowSeconds } from '../lib/clock.js';
import { merchantOfPark } from './parking-fixture.js';

type Db = Kysely<Database>;
let serial = 0;

export interface TokenValues {
  coupon_type: number;
  face_value: number;
  quantity: number;
  issued_count: number;
  start_time: number;
  end_time: number;
  status: number;
}

/** A 商户券 of a park: ¥5 off, 100 coupons, valid from a day ago for 30 days, unless told otherwise. */
export async function createToken(
  db: Db,
  parkId: number,
  values: Partial<TokenValues> = {},
): Promise<number> {
  serial += 1;
  const now = nowSeconds();
  const row = await db
    .insertInto('park_coupon_token')
    .values({
      merchant_id: await merchantOfPark(db, parkId),
      park_id: parkId,
      name: `测试商户券${serial}`,
      issuer_name: '星巴克（万象城店）',
      coupon_type: 1,
      face_value: 500,
      quantity: 100,
      start_time: now - 86_400,
      end_time: now + 30 * 86_400,
      status: 1,
      create_time: now,
      update_time: now,
      ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
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
