import {
  COUPON_AMOUNT,
  COUPON_DISCOUNT,
  COUPON_DURATION,
  COUPON_FULL_FREE,
  couponMerchantResource,
  couponPurchaseResource,
  couponResource,
  couponRuleResource,
  PURCHASE_IN_USE,
  PURCHASE_REVOKED,
} from '@console/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { insertDemoRow } from './demo-rows.js';

type Db = Kysely<Database>;

const DAY_S = 86_400;
/** The demo merchant (the lot owner, account `merchant`) and the demo shop (account `shop`). */
const OWNER_NO = '300001';
const SHOP_NO = '310001';

/** What the demo merchant sells: type, face value (fen, minutes, hundredths of a 折, 0), price in fen. */
const COUPONS = [
  {
    name: '停车抵扣 5 元',
    coupon_type: COUPON_AMOUNT,
    face_value: 500,
    price: 300,
    stackable: 1,
    max_per_stay: 3,
  },
  {
    name: '免费停车 2 小时',
    coupon_type: COUPON_DURATION,
    face_value: 120,
    price: 600,
    stackable: 0,
    max_per_stay: 1,
  },
  {
    name: '停车 8.5 折',
    coupon_type: COUPON_DISCOUNT,
    face_value: 850,
    price: 200,
    stackable: 0,
    max_per_stay: 1,
  },
  {
    name: '当日停车全免',
    coupon_type: COUPON_FULL_FREE,
    face_value: 0,
    price: 1500,
    stackable: 0,
    max_per_stay: 1,
    status: 0,
  },
] as const;

/**
 * Demo 停车券 sales, after the parking seed: the demo merchant's coupons valid at its first lots, the
 * demo shop listed in 商户管理 and bound to two of them, a rule on the first coupon, and the shop's
 * purchases (bought, batch-bought, one revoked by the merchant with its refund). Counts agree:
 * nothing is granted yet, so each entry's remaining is its quantity.
 */
export async function seedCouponSales(db: Db, now: number): Promise<void> {
  const tenant = (no: string) =>
    db.selectFrom('merchant').select('id').where('merchant_no', '=', no).executeTakeFirst();
  const [owner, shop] = await Promise.all([tenant(OWNER_NO), tenant(SHOP_NO)]);
  if (!owner || !shop) return;
  const ownerId = Number(owner.id);
  const shopId = Number(shop.id);
  const lots = (
    await db
      .selectFrom('park')
      .select('id')
      .where('merchant_id', '=', ownerId)
      .orderBy('id')
      .limit(3)
      .execute()
  ).map((park) => Number(park.id));
  if (lots.length === 0) return;

  const start = now - 30 * DAY_S;
  const end = now + 180 * DAY_S;
  const couponIds: number[] = [];
  for (const coupon of COUPONS) {
    const id = await insertDemoRow(
      db,
      couponResource,
      {
        merchant_id: ownerId,
        status: 1,
        ...coupon,
        start_time: start,
        end_time: end,
        valid_days: 30,
        remark: coupon.coupon_type === COUPON_AMOUNT ? '购物满 100 元赠送' : null,
        create_time: start,
        update_time: start,
      },
      now,
    );
    await db
      .insertInto('coupon_park')
      .values(lots.map((park_id) => ({ coupon_id: id, park_id })))
      .execute();
    couponIds.push(id);
  }

  const entryId = await insertDemoRow(
    db,
    couponMerchantResource,
    {
      merchant_id: ownerId,
      buyer_id: shopId,
      status: 1,
      remark: '商场一楼',
      create_time: start,
      update_time: start,
    },
    now,
  );
  await db
    .insertInto('coupon_merchant_park')
    .values(lots.slice(0, 2).map((park_id) => ({ coupon_merchant_id: entryId, park_id })))
    .execute();

  await insertDemoRow(
    db,
    couponRuleResource,
    {
      merchant_id: ownerId,
      coupon_id: couponIds[0],
      min_quantity: 10,
      max_quantity: 500,
      monthly_limit: 2000,
      status: 1,
      remark: '每月限购，防止囤券',
      create_time: start,
      update_time: start,
    },
    now,
  );

  const purchases = [
    { coupon: 0, quantity: 100, source: 1, days: 20, status: PURCHASE_IN_USE },
    { coupon: 1, quantity: 50, source: 1, days: 12, status: PURCHASE_IN_USE },
    { coupon: 2, quantity: 20, source: 2, days: 5, status: PURCHASE_IN_USE },
    { coupon: 0, quantity: 30, source: 1, days: 3, status: PURCHASE_REVOKED },
  ];
  for (const [n, p] of purchases.entries()) {
    const coupon = COUPONS[p.coupon]!;
    const time = now - p.days * DAY_S;
    const amount = coupon.price * p.quantity;
    const revoked = p.status === PURCHASE_REVOKED;
    await insertDemoRow(
      db,
      couponPurchaseResource,
      {
        // A sequence of eight digits, like the other demo numbers, so it never meets a live one.
        stock_no: `GQ${time}${String(n + 1).padStart(8, '0')}`,
        merchant_id: shopId,
        seller_id: ownerId,
        coupon_id: couponIds[p.coupon],
        source: p.source,
        quantity: p.quantity,
        granted_count: 0,
        used_count: 0,
        unit_price: coupon.price,
        amount,
        refund_amount: revoked ? amount : 0,
        pay_no: `ZF${time}${String(n + 1).padStart(8, '0')}`,
        paid_time: time,
        status: p.status,
        expire_time: end,
        operator_name: '周婷',
        revoke_reason: revoked ? '商户申请退回，车场同意撤销' : null,
        create_time: time,
        update_time: time,
      },
      now,
    );
  }
}
