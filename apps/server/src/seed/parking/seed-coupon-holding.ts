import {
  CHANNEL_BULK,
  CHANNEL_MANUAL,
  COUPON_AMOUNT,
  COUPON_DURATION,
  GRANT_FAILED,
  PURCHASE_EXPIRED,
  PURCHASE_REVOKED,
} from '@console/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { grantCoupon, revokeGrant, spendGrant } from '../../modules/parking-coupon/index.js';

type Db = Kysely<Database>;

const DAY_S = 86_400;
const OPERATOR = '王芳';

/** The holding seed's own two coupons (not among those the merchant sells to the demo shop). */
const COUPONS = [
  { name: '商户停车券 5 元', coupon_type: COUPON_AMOUNT, face_value: 500, price: 400, quantity: 100 },
  { name: '商户停车券 2 小时', coupon_type: COUPON_DURATION, face_value: 120, price: 600, quantity: 50 },
] as const;

const PLATES = ['粤B12345', '粤B7A123', '粤BD52866', '粤B66Q88', '粤B3K5X8', '湘A58M21'];

/**
 * The holder's side of parking coupons for the demo merchant (who owns lots): it holds stock of two
 * coupons of its own, as an owner buying for its own lots does, so its holder screens are not empty
 * (the demo shop holds what it bought: seed-coupon-sales, seed-group-coupons).
 * Two entries in use with grants made through the ledger (so the counts add up by construction):
 * one used at the lot, one revoked, the rest unused; one entry already past its expiry; one rule.
 * Runs in the demo seed's transaction after the parking seed. Deterministic for a given `now`.
 */
export async function seedCouponHolding(db: Db, now: number): Promise<void> {
  const holder = await db
    .selectFrom('manager')
    .select('merchant_id')
    .where('account', '=', 'merchant')
    .executeTakeFirst();
  if (!holder) return;
  const merchantId = Number(holder.merchant_id);
  const parks = await db
    .selectFrom('park')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .orderBy('id')
    .limit(2)
    .execute();
  if (parks.length === 0) return;
  const parkIds = parks.map((park) => Number(park.id));

  let serial = 0;
  const stockIds: number[] = [];
  const couponIds: number[] = [];
  for (const coupon of COUPONS) {
    const { quantity, ...terms } = coupon;
    const created = await db
      .insertInto('coupon')
      .values({
        ...terms,
        merchant_id: merchantId,
        start_time: now - 30 * DAY_S,
        end_time: now + 90 * DAY_S,
        valid_days: 7,
        create_time: now - 30 * DAY_S,
        update_time: now - 30 * DAY_S,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const couponId = Number(created.id);
    for (const parkId of parkIds) {
      await db.insertInto('coupon_park').values({ coupon_id: couponId, park_id: parkId }).execute();
    }
    const stock = (state: 'in-use' | 'expired' | 'revoked') => {
      serial += 1;
      const expired = state === 'expired';
      const bought = now - (expired ? 60 : 10) * DAY_S + serial * 3600;
      return db
        .insertInto('coupon_stock')
        .values({
          stock_no: `RK${now}${String(serial).padStart(4, '0')}`,
          merchant_id: merchantId,
          seller_id: merchantId,
          coupon_id: couponId,
          // The revoked one was a gift (赠送) taken back: no money moved.
          source: state === 'revoked' ? 3 : 1,
          quantity,
          unit_price: state === 'revoked' ? 0 : coupon.price,
          amount: state === 'revoked' ? 0 : coupon.price * quantity,
          paid_time: bought,
          pay_no: `PAY${now}${serial}`,
          status: expired ? PURCHASE_EXPIRED : state === 'revoked' ? PURCHASE_REVOKED : 1,
          revoke_reason: state === 'revoked' ? '赠送数量有误，已撤回' : null,
          expire_time: expired ? now - DAY_S : now + 90 * DAY_S,
          operator_name: OPERATOR,
          create_time: bought,
          update_time: bought,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    };
    stockIds.push(Number((await stock('in-use')).id));
    couponIds.push(couponId);
    await stock(coupon.coupon_type === COUPON_AMOUNT ? 'expired' : 'revoked');
  }

  // Grants from the first entry, through the ledger; one spent at the lot, one revoked.
  const granted: number[] = [];
  for (const [index, plate] of PLATES.entries()) {
    const grant = await grantCoupon(db, {
      stockId: stockIds[index % stockIds.length] ?? 0,
      holderId: merchantId,
      plate,
      plateColor: 1,
      channel: CHANNEL_MANUAL,
      requestId: `demo-grant-${index}`,
      operatorName: OPERATOR,
      now: now - (PLATES.length - index) * 3600,
    });
    granted.push(grant.id);
  }
  const [used, revoked] = granted;
  if (used !== undefined) {
    await spendGrant(db, used, {
      parkId: parkIds[0] ?? 0,
      recordId: 0,
      orderNo: `TDEMO${now}`,
      discount: 500,
      at: now - 1800,
    });
  }
  if (revoked !== undefined) await revokeGrant(db, revoked, now - 1200);

  // A 批量发券 line the rule below refused: what a 发放失败 row looks like.
  const firstStock = stockIds[0] ?? 0;
  await db
    .insertInto('coupon_grant')
    .values({
      grant_no: `FQ${now}0001`,
      merchant_id: merchantId,
      seller_id: merchantId,
      coupon_id: couponIds[0] ?? 0,
      stock_id: firstStock,
      plate: PLATES[0] ?? '粤B12345',
      plate_color: 1,
      status: GRANT_FAILED,
      channel: CHANNEL_BULK,
      request_id: 'demo-bulk-0',
      fail_reason: '不符合商户券规则“每车每日限领 2 张”：车牌 粤B12345 今日已领 2 张，每车每日限发 2 张',
      grant_time: now - 600,
      expire_time: now + 7 * DAY_S,
      operator_name: OPERATOR,
    })
    .execute();
  await db
    .insertInto('coupon_merchant_rule')
    .values({
      merchant_id: merchantId,
      name: '2 小时券仅限在场车辆',
      applies_to: 2,
      coupon_id: couponIds[1] ?? null,
      parked_only: 1,
      daily_limit: 20,
      remark: '演示：时长券只发给此刻在场的车辆，每天最多 20 张',
      create_time: now - 15 * DAY_S,
      update_time: now - 15 * DAY_S,
    })
    .execute();
  await db
    .insertInto('coupon_merchant_rule')
    .values({
      merchant_id: merchantId,
      name: '每车每日限领 2 张',
      applies_to: 0,
      plate_daily_limit: 2,
      daily_limit: 0,
      parked_only: 0,
      remark: '演示：同一车牌每天最多领 2 张',
      create_time: now - 20 * DAY_S,
      update_time: now - 20 * DAY_S,
    })
    .execute();
}
