import {
  CHANNEL_MANUAL,
  COUPON_AMOUNT,
  COUPON_DURATION,
  couponMerchantResource,
  couponPurchaseResource,
  couponResource,
  couponWarehouseResource,
  PURCHASE_IN_USE,
  PURCHASE_REVOKED,
  STOCK_SOURCE_GIFT,
} from '@console/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { grantCoupon, revokeGrant, spendGrant } from '../modules/parking-coupon/index.js';
import { insertDemoRow } from './demo-rows.js';

type Db = Kysely<Database>;

const DAY_S = 86_400;
/** The demo group (account `group`, the owner of three lots) and the demo shop (account `shop`). */
const GROUP_NO = '400001';
const SHOP_NO = '310001';
const GROUP_OPERATOR = '赵敏';
const SHOP_OPERATOR = '周婷';

/**
 * What the group sells, and at which of its lots (indexes into its lots by id): the second coupon is
 * not valid at the first lot, so the per-lot tabs visibly differ.
 */
const COUPONS = [
  {
    name: '华润停车抵扣 10 元',
    coupon_type: COUPON_AMOUNT,
    face_value: 1000,
    price: 800,
    stackable: 1,
    max_per_stay: 2,
    lots: [0, 1, 2],
  },
  {
    name: '万象城免费停车 3 小时',
    coupon_type: COUPON_DURATION,
    face_value: 180,
    price: 1200,
    stackable: 0,
    max_per_stay: 1,
    lots: [1, 2],
  },
] as const;

/** The shop's purchases from the group: coupon index, quantity, days ago, state. */
const PURCHASES = [
  { coupon: 0, quantity: 200, days: 15, status: PURCHASE_IN_USE },
  { coupon: 1, quantity: 80, days: 8, status: PURCHASE_IN_USE },
  { coupon: 0, quantity: 40, days: 4, status: PURCHASE_REVOKED },
] as const;

const PLATES = ['粤B8H2X6', '粤B5M317', '粤BF02255', '粤B9K6Q1'];

/**
 * Demo 停车券 of the group's lots, so the group's per-lot coupon tabs are not empty: the group sells
 * two coupons valid at its lots to the demo shop (listed in its 商户管理), the shop bought three
 * times (one revoked with its refund) and handed coupons to plates through the ledger, one spent at
 * the group's first lot and one revoked; the group also holds a gift entry of its own coupon. Runs
 * in the demo seed's transaction after the other coupon seeds. Deterministic for a given `now`.
 */
export async function seedGroupCoupons(db: Db, now: number): Promise<void> {
  const tenant = (no: string) =>
    db.selectFrom('merchant').select('id').where('merchant_no', '=', no).executeTakeFirst();
  const [group, shop] = await Promise.all([tenant(GROUP_NO), tenant(SHOP_NO)]);
  if (!group || !shop) return;
  const groupId = Number(group.id);
  const shopId = Number(shop.id);
  const lots = (
    await db.selectFrom('park').select('id').where('merchant_id', '=', groupId).orderBy('id').execute()
  ).map((park) => Number(park.id));
  if (lots.length < 3) return;

  const start = now - 40 * DAY_S;
  const end = now + 150 * DAY_S;
  const couponIds: number[] = [];
  for (const { lots: at, ...coupon } of COUPONS) {
    const id = await insertDemoRow(
      db,
      couponResource,
      {
        merchant_id: groupId,
        status: 1,
        ...coupon,
        start_time: start,
        end_time: end,
        valid_days: 15,
        remark: '集团各项目通用，商户购买后发放给顾客',
        create_time: start,
        update_time: start,
      },
      now,
    );
    await db
      .insertInto('coupon_park')
      .values(at.map((n) => ({ coupon_id: id, park_id: lots[n]! })))
      .execute();
    couponIds.push(id);
  }

  const entryId = await insertDemoRow(
    db,
    couponMerchantResource,
    {
      merchant_id: groupId,
      buyer_id: shopId,
      status: 1,
      remark: '深圳湾万象城 L1',
      create_time: start,
      update_time: start,
    },
    now,
  );
  await db
    .insertInto('coupon_merchant_park')
    .values(lots.map((park_id) => ({ coupon_merchant_id: entryId, park_id })))
    .execute();

  const stockIds: number[] = [];
  for (const [n, p] of PURCHASES.entries()) {
    const coupon = COUPONS[p.coupon];
    const time = now - p.days * DAY_S;
    const amount = coupon.price * p.quantity;
    const revoked = p.status === PURCHASE_REVOKED;
    const serial = String(n + 1).padStart(8, '0');
    stockIds.push(
      await insertDemoRow(
        db,
        couponPurchaseResource,
        {
          // GJ (集团) and a sequence of eight digits, so they never meet the other demo numbers.
          stock_no: `GJ${time}${serial}`,
          merchant_id: shopId,
          seller_id: groupId,
          coupon_id: couponIds[p.coupon],
          source: 1,
          quantity: p.quantity,
          granted_count: 0,
          used_count: 0,
          unit_price: coupon.price,
          amount,
          refund_amount: revoked ? amount : 0,
          pay_no: `ZFJ${time}${serial}`,
          paid_time: time,
          status: p.status,
          expire_time: end,
          operator_name: SHOP_OPERATOR,
          revoke_reason: revoked ? '商户申请退回，集团同意撤销' : null,
          create_time: time,
          update_time: time,
        },
        now,
      ),
    );
  }

  // The group's own entry: a gift of its time coupon, to hand to its tenants' visitors itself.
  const giftTime = now - 6 * DAY_S;
  const giftId = await insertDemoRow(
    db,
    couponWarehouseResource,
    {
      stock_no: `GJ${giftTime}00000009`,
      merchant_id: groupId,
      seller_id: groupId,
      coupon_id: couponIds[1],
      source: STOCK_SOURCE_GIFT,
      quantity: 30,
      granted_count: 0,
      used_count: 0,
      unit_price: 0,
      amount: 0,
      status: PURCHASE_IN_USE,
      expire_time: end,
      revoke_reason: null,
      create_time: giftTime,
      update_time: giftTime,
    },
    now,
  );

  // Grants through the ledger, so every counter agrees with them by construction.
  const grant = (stockId: number, holderId: number, index: number, operatorName: string) =>
    grantCoupon(db, {
      stockId,
      holderId,
      plate: PLATES[index]!,
      plateColor: 1,
      channel: CHANNEL_MANUAL,
      requestId: `demo-group-grant-${index}`,
      operatorName,
      now: now - (PLATES.length - index) * 3 * 3600,
    });
  const spent = await grant(stockIds[0]!, shopId, 0, SHOP_OPERATOR);
  const revoked = await grant(stockIds[0]!, shopId, 1, SHOP_OPERATOR);
  await grant(stockIds[1]!, shopId, 2, SHOP_OPERATOR);
  await grant(giftId, groupId, 3, GROUP_OPERATOR);
  await spendGrant(db, spent.id, {
    parkId: lots[0]!,
    recordId: 0,
    orderNo: `TGJ${now}`,
    discount: 1000,
    at: now - 3600,
  });
  await revokeGrant(db, revoked.id, now - 1800);
}
