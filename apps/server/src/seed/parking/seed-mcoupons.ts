import {
  MCOUPON_AMOUNT,
  MCOUPON_DURATION,
  MCOUPON_EXPIRED,
  MCOUPON_FREE,
  MCOUPON_UNUSED,
  MCOUPON_USED,
  MCOUPON_VOID,
  mcouponRecordResource,
  mcouponTokenResource,
} from '@console/core';
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { insertDemoRow, insertDemoRows } from '../demo-rows.js';
import { generatePlate, regionOf } from './plates.js';
import { Prng, seedOf } from './prng.js';

type Db = Kysely<Database>;
type CouponRow = Insertable<Database['park_coupon']>;

const DAY_S = 86_400;
// A handful of lots is enough to show the screens in use; the rest start empty.
const PARK_LIMIT = 6;

/** The shops of a mall lot and what each hands out; the third one was turned off (停用). */
const TOKENS = [
  {
    name: '购物满 200 元停车减免 5 元',
    issuer_name: '优衣库（万象城店）',
    coupon_type: MCOUPON_AMOUNT,
    face_value: 500,
  },
  { name: '观影停车减免 2 小时', issuer_name: '万达影城', coupon_type: MCOUPON_DURATION, face_value: 120 },
  { name: '会员日停车全免', issuer_name: '商场会员中心', coupon_type: MCOUPON_FREE, face_value: 0 },
] as const;

const OPERATORS = ['王芳', '李娜', '陈晨'];

/**
 * Demo 商户券 for the first seeded lots, in the demo seed's transaction after the parking seed:
 * three tokens each, with coupons 未使用, 已过期, 已作废 and 已使用, the used ones spent on real
 * paid orders of the lot (whose discount and paid amount are adjusted to match), and counters that agree
 * with the coupons. Deterministic for a given `now`.
 */
export async function seedMcoupons(db: Db, now: number): Promise<void> {
  const prng = new Prng(seedOf('mcoupons'));
  const parks = await db
    .selectFrom('park')
    .select(['id', 'merchant_id', 'area_code'])
    .orderBy('id')
    .limit(PARK_LIMIT)
    .execute();
  let serial = 0;
  for (const park of parks) {
    const base = { merchant_id: Number(park.merchant_id), park_id: Number(park.id) };
    const orders = await db
      .selectFrom('payment_order')
      .select(['id', 'order_no', 'record_id', 'plate', 'plate_color', 'amount', 'paid_amount', 'exit_time'])
      .where('park_id', '=', base.park_id)
      .where('status', '=', 1)
      .where('amount', '>', 0)
      .orderBy('exit_time', 'desc')
      .limit(6)
      .execute();
    for (const [t, terms] of TOKENS.entries()) {
      const start = now - prng.int(10, 40) * DAY_S;
      const end = now + prng.int(20, 90) * DAY_S;
      // The counters are set from the coupons below.
      const tokenId = await insertDemoRow(
        db,
        mcouponTokenResource,
        {
          ...base,
          ...terms,
          quantity: [500, 300, 100][t]!,
          issued_count: 0,
          used_count: 0,
          start_time: start,
          end_time: end,
          status: t === 2 ? 0 : 1,
          remark: t === 0 ? '凭当日购物小票在服务台领取' : null,
          create_time: start - DAY_S,
          update_time: start - DAY_S,
        },
        now,
      );
      const coupons: CouponRow[] = [];
      const coupon = (values: Partial<CouponRow> & Pick<CouponRow, 'status' | 'issue_time'>): CouponRow => {
        const { plate, color } = generatePlate(prng, regionOf(park.area_code));
        serial += 1;
        return {
          ...base,
          token_id: tokenId,
          coupon_no: `MQ${values.issue_time}${String(serial).padStart(6, '0')}`,
          plate,
          plate_color: color,
          expire_time: end,
          operator_name: prng.pick(OPERATORS),
          // Every row names every column: a multi-row insert on SQLite has no DEFAULT to fall back on.
          use_time: 0,
          discount_amount: 0,
          order_no: null,
          record_id: null,
          ...values,
        };
      };
      for (let i = 0; i < 4; i += 1)
        coupons.push(coupon({ status: MCOUPON_UNUSED, issue_time: now - prng.int(1, 72) * 3600 }));
      coupons.push(coupon({ status: MCOUPON_VOID, issue_time: now - prng.int(3, 9) * DAY_S }));
      // Issued under an earlier, shorter promotion whose end has passed.
      coupons.push(coupon({ status: MCOUPON_EXPIRED, issue_time: start, expire_time: start + 3 * DAY_S }));
      // The time coupon's saving depends on each lot's rule: its used ones are left to real exits.
      if (terms.coupon_type !== MCOUPON_DURATION) {
        for (const order of orders.splice(0, 2)) {
          const discount =
            terms.coupon_type === MCOUPON_FREE ? order.amount : Math.min(order.amount, terms.face_value);
          coupons.push(
            coupon({
              plate: order.plate,
              plate_color: order.plate_color,
              status: MCOUPON_USED,
              issue_time: Math.max(start, order.exit_time - prng.int(10, 90) * 60),
              use_time: order.exit_time,
              discount_amount: discount,
              order_no: order.order_no,
              record_id: Number(order.record_id),
            }),
          );
          await db
            .updateTable('payment_order')
            .set({
              discount_amount: discount,
              // Covered in full, the order was paid by the coupon (PAY_TYPE 8).
              ...(discount === order.amount && { pay_type: 8 }),
              // Settled orders: what was paid is the amount less this coupon (it replaces any earlier discount).
              paid_amount: order.amount - discount,
            })
            .where('id', '=', order.id)
            .execute();
          await db
            .updateTable('parking_record')
            .set((eb) => ({
              paid_amount: eb('paid_amount', '-', order.paid_amount - (order.amount - discount)),
            }))
            .where('id', '=', Number(order.record_id))
            .execute();
        }
      }
      await insertDemoRows(db, mcouponRecordResource, coupons, now);
      await recordOrderCoupons(db, tokenId, terms);
      await db
        .updateTable('park_coupon_token')
        .set({
          issued_count: coupons.length,
          used_count: coupons.filter((row) => row.status === MCOUPON_USED).length,
        })
        .where('id', '=', tokenId)
        .execute();
    }
  }
}

/** The order_coupon rows of a token's spent demo coupons, as an exit writes them (the order lists them). */
async function recordOrderCoupons(
  db: Db,
  tokenId: number,
  terms: { name: string; coupon_type: number },
): Promise<void> {
  const spent = await db
    .selectFrom('park_coupon as c')
    .innerJoin('payment_order as o', 'o.order_no', 'c.order_no')
    .select(['c.id', 'c.coupon_no', 'c.discount_amount', 'c.use_time', 'o.id as order_id', 'o.order_no'])
    .select(['o.merchant_id', 'o.park_id', 'o.record_id'])
    .where('c.token_id', '=', tokenId)
    .where('c.status', '=', MCOUPON_USED)
    .execute();
  for (const row of spent) {
    await db
      .insertInto('order_coupon')
      .values({
        merchant_id: Number(row.merchant_id),
        park_id: Number(row.park_id),
        order_id: Number(row.order_id),
        order_no: row.order_no,
        record_id: Number(row.record_id),
        grant_id: null,
        park_coupon_id: Number(row.id),
        coupon_id: tokenId,
        coupon_no: row.coupon_no,
        coupon_name: terms.name,
        coupon_type: terms.coupon_type,
        stackable: 0,
        discount_amount: Number(row.discount_amount),
        minutes_used: 0,
        create_time: Number(row.use_time),
      })
      .execute();
  }
}
