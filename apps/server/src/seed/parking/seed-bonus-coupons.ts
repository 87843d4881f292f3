import {
  CHANNEL_EVENT,
  COUPON_AMOUNT,
  GRANT_SUCCESS,
  mcouponRecordResource,
  mcouponTokenResource,
  STOCK_SOURCE_GIFT,
  USE_EXPIRED,
  USE_UNUSED,
} from '@console/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { insertDemoRow, insertDemoRows } from '../demo-rows.js';

type Db = Kysely<Database>;
const DAY_S = 86_400;

/**
 * The demo packets of one activity as the coupon grants 发放红包 makes (bonus-coupon.ts): the
 * activity's stackable 金额券 at its lot with a gift warehouse entry of exactly its packets, one
 * grant per packet (its 发放单号 as 券码, its amount as the grant's own face), linked from the packet.
 * An ended activity's packets are 已过期; a running one's are unused, left to real exits.
 */
export async function seedPacketCoupons(db: Db, eventId: number, now: number): Promise<void> {
  const event = await db
    .selectFrom('bonus_event')
    .selectAll()
    .where('id', '=', eventId)
    .executeTakeFirstOrThrow();
  const packets = await db
    .selectFrom('bonus_grant')
    .select(['id', 'grant_no', 'plate', 'amount', 'issuer_name', 'create_time'])
    .where('event_id', '=', eventId)
    .orderBy('id')
    .execute();
  if (packets.length === 0) return;
  const owner = Number(event.merchant_id);
  const parkId = Number(event.park_id);
  const start = Number(event.start_time);
  const end = Number(event.end_time);
  const couponId = await insertDemoRow(
    db,
    mcouponTokenResource,
    {
      merchant_id: owner,
      park_id: parkId,
      // NULL: a red-packet coupon, not a 商户券.
      issuer_name: null,
      name: `红包·${event.name}`.slice(0, 32),
      coupon_type: COUPON_AMOUNT,
      face_value: 0,
      price: 0,
      start_time: start,
      end_time: end,
      valid_days: Math.max(1, Math.ceil((end - start) / DAY_S)),
      stackable: 1,
      max_per_stay: Math.min(99, Math.max(1, Number(event.per_car_limit))),
      status: 1,
      remark: '红包活动的红包，仅由活动发放',
      create_time: Number(event.create_time),
      update_time: Number(event.create_time),
    },
    now,
  );
  await db.insertInto('coupon_park').values({ coupon_id: couponId, park_id: parkId }).execute();
  const stock = await db
    .insertInto('coupon_stock')
    .values({
      stock_no: `HBS${String(couponId).padStart(8, '0')}`,
      merchant_id: owner,
      seller_id: owner,
      coupon_id: couponId,
      source: STOCK_SOURCE_GIFT,
      quantity: packets.length,
      granted_count: packets.length,
      expire_time: end,
      create_time: Number(event.create_time),
      update_time: Number(event.create_time),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const ids = await insertDemoRows(
    db,
    mcouponRecordResource,
    packets.map((packet) => ({
      grant_no: packet.grant_no,
      merchant_id: owner,
      seller_id: owner,
      coupon_id: couponId,
      stock_id: Number(stock.id),
      plate: packet.plate,
      plate_color: [...packet.plate].length === 8 ? 5 : 1,
      status: GRANT_SUCCESS,
      use_status: end <= now ? USE_EXPIRED : USE_UNUSED,
      channel: CHANNEL_EVENT,
      grant_time: Number(packet.create_time),
      expire_time: end,
      operator_name: packet.issuer_name,
      use_time: 0,
      discount_amount: 0,
      park_id: parkId,
      order_no: null,
      record_id: null,
      face_value: Number(packet.amount),
    })),
    now,
  );
  for (const [i, packet] of packets.entries()) {
    await db
      .updateTable('bonus_grant')
      .set({ coupon_grant_id: ids[i]! })
      .where('id', '=', packet.id)
      .execute();
  }
  await db.updateTable('bonus_event').set({ coupon_id: couponId }).where('id', '=', eventId).execute();
}
