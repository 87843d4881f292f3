import {
  EVENT_ENTRY,
  EVENT_SPEND,
  eventRuleResource,
  fixedCodeResource,
  PURCHASE_IN_USE,
} from '@console/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { redeemPublic, reportSpend, spendGrant } from '../../modules/parking-coupon/index.js';
import { insertDemoRows } from '../demo-rows.js';

type Db = Kysely<Database>;

const DAY_S = 86_400;
// The demo shop (account `shop`), which buys the demo merchant's coupons (seed-coupon-sales.ts).
const DEMO_HOLDER_NO = '310001';
// Fixed so a fresh demo always shows the same printed code.
const COUNTER_CODE = 'DEMOQ7K2M9XP4RTA';

/**
 * The warehouse entry the demo holder gives from: the in-use one with the most left that runs for
 * another month (the coupon-sales seed bought them); none, and these screens start empty.
 */
async function demoStock(db: Db, holderId: number, now: number): Promise<number | undefined> {
  const held = await db
    .selectFrom('coupon_stock')
    .select('id')
    .where('merchant_id', '=', holderId)
    .where('status', '=', PURCHASE_IN_USE)
    .where('expire_time', '>', now + 30 * DAY_S)
    .orderBy((eb) => eb('quantity', '-', eb.ref('granted_count')), 'desc')
    .orderBy('id')
    .executeTakeFirst();
  return held ? Number(held.id) : undefined;
}

/**
 * Demo 固定券码 and 活动规则 of the demo shop, in the demo seed's transaction: a printed counter
 * code (启用) and an old one (停用); a spend rule and an entry rule. Their grants are made through
 * the real paths (the public redeem, the spend report), so counters, stock and records agree.
 */
export async function seedCouponCodes(db: Db, now: number): Promise<void> {
  const merchant = await db
    .selectFrom('merchant')
    .select('id')
    .where('merchant_no', '=', DEMO_HOLDER_NO)
    .executeTakeFirst();
  if (!merchant) return;
  const merchantId = Number(merchant.id);
  const stockId = await demoStock(db, merchantId, now);
  if (stockId === undefined) return;
  const window = {
    start_time: now - 3 * DAY_S,
    end_time: now + 90 * DAY_S,
    create_time: now - 3 * DAY_S,
    update_time: now,
    // Counted by the grants below, which go through the real paths.
    granted_count: 0,
  };

  await insertDemoRows(
    db,
    fixedCodeResource,
    [
      {
        merchant_id: merchantId,
        stock_id: stockId,
        name: '一楼收银台',
        code: COUNTER_CODE,
        status: 1,
        remark: null,
        plate_limit: 1,
        daily_limit: 50,
        ...window,
      },
      {
        merchant_id: merchantId,
        stock_id: stockId,
        name: '旧版台卡（已撤下）',
        code: 'DEMOOLD3H8W5NC6Y',
        plate_limit: 1,
        daily_limit: 0,
        status: 0,
        remark: '台卡更换，旧码停用',
        ...window,
      },
    ],
    now,
  );
  for (const [i, plate] of ['粤B3K219', '粤B7Q508', '粤BD12345'].entries()) {
    await redeemPublic(db, {
      code: COUNTER_CODE,
      plate,
      plateColor: plate.length === 8 ? 5 : 1,
      requestId: `demo-seed-${i}`,
      now: now - (i + 1) * 3600,
    });
  }

  await insertDemoRows(
    db,
    eventRuleResource,
    [
      {
        merchant_id: merchantId,
        stock_id: stockId,
        name: '消费满 100 元送停车券',
        event_type: EVENT_SPEND,
        threshold: 10_000,
        per_event: 1,
        plate_limit: 3,
        status: 1,
        remark: null,
        ...window,
      },
      {
        merchant_id: merchantId,
        stock_id: stockId,
        name: '会员入场赠券',
        event_type: EVENT_ENTRY,
        threshold: 0,
        per_event: 1,
        plate_limit: 1,
        status: 0,
        remark: '活动结束，暂停',
        ...window,
      },
    ],
    now,
  );
  for (const [i, [plate, amount]] of (
    [
      ['粤B5N731', 12_800],
      ['粤B9H046', 35_000],
      ['粤B2C668', 8_000],
    ] as const
  ).entries()) {
    await reportSpend(db, merchantId, {
      key: `spDEMO${i + 1}`,
      plate,
      plateColor: 1,
      amount,
      now: now - (i + 1) * 5400,
    });
  }
  await spendOneEventGrant(db, merchantId, stockId, now);
}

/**
 * One event grant already spent at an exit: a shopper who spent enough, then paid a real order of
 * one of the coupon's lots. The order and its record are lowered by the coupon like a real exit.
 */
async function spendOneEventGrant(db: Db, merchantId: number, stockId: number, now: number): Promise<void> {
  const order = await db
    .selectFrom('payment_order as o')
    .innerJoin('coupon_park as cp', 'cp.park_id', 'o.park_id')
    .innerJoin('coupon_stock as s', 's.coupon_id', 'cp.coupon_id')
    .select([
      'o.id',
      'o.park_id',
      'o.order_no',
      'o.record_id',
      'o.plate',
      'o.amount',
      'o.paid_amount',
      'o.exit_time',
    ])
    .where('s.id', '=', stockId)
    .where('o.status', '=', 1)
    .where('o.amount', '>=', 500)
    .where('o.discount_amount', '=', 0)
    .where('o.exit_time', '>', now - 2 * DAY_S)
    .orderBy('o.exit_time', 'desc')
    .executeTakeFirst();
  if (!order?.record_id || !order.plate) return;
  const spentAt = Number(order.exit_time);
  const [outcome] = await reportSpend(db, merchantId, {
    key: 'spDEMO-USED',
    plate: order.plate,
    plateColor: 1,
    amount: 16_800,
    now: spentAt - 2 * 3600,
  });
  if (!outcome?.granted) return;
  const grant = await db
    .selectFrom('coupon_grant')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('request_id', 'like', 'ev%')
    .where('plate', '=', order.plate)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const discount = Math.min(500, Number(order.amount));
  await spendGrant(db, Number(grant.id), {
    parkId: Number(order.park_id),
    recordId: Number(order.record_id),
    orderNo: order.order_no,
    discount,
    at: spentAt,
  });
  const paid = Number(order.amount) - discount;
  await db
    .updateTable('payment_order')
    .set({ discount_amount: discount, paid_amount: paid })
    .where('id', '=', order.id)
    .execute();
  await db
    .updateTable('parking_record')
    .set((eb) => ({ paid_amount: eb('paid_amount', '-', Number(order.paid_amount) - paid) }))
    .where('id', '=', Number(order.record_id))
    .execute();
}
