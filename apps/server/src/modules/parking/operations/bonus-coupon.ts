import { CHANNEL_EVENT, COUPON_AMOUNT, STOCK_SOURCE_GIFT } from '@console/core';
import type { ActionContext } from '../../../engine/engine-types.js';
import { grantCoupon } from '../../parking-coupon/index.js';

const DAY_S = 86_400;
// A smallint column; an activity's 每车限领次数 above this is far beyond any one stay.
const MAX_PER_STAY = 99;

/** A plate's colour from its text: a new-energy plate has eight characters (green), else blue. */
const colourOf = (plate: string) => ([...plate].length === 8 ? 5 : 1);

/** The activity's terms as its coupon states them, kept in step on every packet. */
function couponTerms(ctx: ActionContext) {
  const start = Number(ctx.row.start_time);
  const end = Number(ctx.row.end_time);
  return {
    name: `红包·${String(ctx.row.name)}`.slice(0, 32),
    start_time: start,
    end_time: end,
    // Long enough that a packet lasts to the activity's end (grantCoupon takes the earlier).
    valid_days: Math.max(1, Math.ceil((end - start) / DAY_S)),
    max_per_stay: Math.min(MAX_PER_STAY, Math.max(1, Number(ctx.row.per_car_limit))),
    update_time: ctx.now,
  };
}

/**
 * The activity's coupon and its warehouse entry, made on the first packet: a 金额券 of the lot owner
 * at the activity's lot (park_id names the lot: a lot's own coupon, never sold; issuer_name NULL
 * tells it from a 商户券), stackable (a driver's packets add up, up to 每车限领次数 per stay), with a
 * gift warehouse entry held by the lot owner that grows by one per packet, so the ledger's counts
 * add up while the activity's budget stays the limit. The activity row is locked (PostgreSQL) or the
 * database has one writer (SQLite), so two first packets do not make two coupons.
 */
async function activityStock(ctx: ActionContext): Promise<number> {
  const owner = Number(ctx.row.merchant_id);
  const parkId = Number(ctx.row.park_id);
  const terms = couponTerms(ctx);
  // Not a field of the activity's definition, so read here rather than from ctx.row.
  const event = await ctx.db
    .selectFrom('bonus_event')
    .select('coupon_id')
    .where('id', '=', Number(ctx.row.id))
    .executeTakeFirstOrThrow();
  const existing = event.coupon_id === null ? 0 : Number(event.coupon_id);
  if (existing > 0) {
    await ctx.db.updateTable('coupon').set(terms).where('id', '=', existing).execute();
    const stock = await ctx.db
      .selectFrom('coupon_stock')
      .select('id')
      .where('coupon_id', '=', existing)
      .where('source', '=', STOCK_SOURCE_GIFT)
      .executeTakeFirstOrThrow();
    return Number(stock.id);
  }
  const coupon = await ctx.db
    .insertInto('coupon')
    .values({
      ...terms,
      merchant_id: owner,
      park_id: parkId,
      issuer_name: null,
      coupon_type: COUPON_AMOUNT,
      // Each packet's amount is its grant's own face (a random activity draws one per packet).
      face_value: 0,
      price: 0,
      stackable: 1,
      status: 1,
      remark: '红包活动的红包，仅由活动发放',
      create_time: ctx.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const couponId = Number(coupon.id);
  await ctx.db.insertInto('coupon_park').values({ coupon_id: couponId, park_id: parkId }).execute();
  const stock = await ctx.db
    .insertInto('coupon_stock')
    .values({
      stock_no: `HBS${String(couponId).padStart(8, '0')}`,
      merchant_id: owner,
      seller_id: owner,
      coupon_id: couponId,
      source: STOCK_SOURCE_GIFT,
      quantity: 0,
      expire_time: terms.end_time,
      create_time: ctx.now,
      update_time: ctx.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await ctx.db
    .updateTable('bonus_event')
    .set({ coupon_id: couponId })
    .where('id', '=', Number(ctx.row.id))
    .execute();
  return Number(stock.id);
}

/**
 * The packet as a coupon grant (channel 5 活动): through the ledger's one grant path, with the
 * packet's number as its 券码 and the packet's amount as its own face, valid at the activity's lot
 * until the activity ends. Returns the grant id, kept on the packet's record.
 */
export async function grantRedPacket(
  ctx: ActionContext,
  packet: { grantNo: string; plate: string; amount: number; issuerName: string },
): Promise<number> {
  const stockId = await activityStock(ctx);
  await ctx.db
    .updateTable('coupon_stock')
    .set((eb) => ({
      quantity: eb('quantity', '+', 1),
      expire_time: Number(ctx.row.end_time),
      update_time: ctx.now,
    }))
    .where('id', '=', stockId)
    .execute();
  const granted = await grantCoupon(ctx.db, {
    stockId,
    holderId: Number(ctx.row.merchant_id),
    plate: packet.plate,
    plateColor: colourOf(packet.plate),
    channel: CHANNEL_EVENT,
    operatorName: packet.issuerName,
    now: ctx.now,
  });
  await ctx.db
    .updateTable('coupon_grant')
    .set({ grant_no: packet.grantNo, face_value: packet.amount, park_id: Number(ctx.row.park_id) })
    .where('id', '=', granted.id)
    .execute();
  return granted.id;
}
