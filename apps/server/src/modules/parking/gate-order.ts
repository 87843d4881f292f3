import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { ParkingRecordTable } from '../../db/schema-parking.js';
import { emitOpenEvent } from '../base-services/index.js';
import { recordTrade } from '../settlement/index.js';
import { orderNo } from './order-no.js';

type Db = Kysely<Database>;
type OpenRecord = Selectable<ParkingRecordTable>;

const AUTO_PAY = 3;

/** How a stay was settled: PAY_TYPE and PAY_MODE codes. */
export interface Payment {
  pay_type: number;
  pay_mode: number;
}

/** The order's business: 无感支付 (autopay) for auto-pay, else the cashier's 临停缴费. */
export function businessOf(payType: number): string {
  return payType === AUTO_PAY ? 'autopay' : 'parking_cashier';
}

/**
 * The 临停订单 of a stay (at exit or on paying before it): settled when a payment is given, else
 * 处理中 and in arrears. `amount` is what the stay owed, `discount` what a coupon took off it, and
 * `paid` what was collected (amount less discount once settled), as the demo orders record it.
 */
export async function insertOrder(
  db: Db,
  record: OpenRecord,
  values: {
    amount: number;
    discount?: number;
    paid: number;
    payment: Payment | null;
    at: number;
    exitTime: number;
  },
) {
  const { amount, discount = 0, paid, payment, at, exitTime } = values;
  const no = orderNo('P', at);
  const settled = payment !== null;
  const inserted = await db
    .insertInto('payment_order')
    .values({
      merchant_id: record.merchant_id,
      park_id: record.park_id,
      order_no: no,
      record_id: record.id,
      plate: record.plate,
      plate_color: record.plate_color,
      car_type: record.car_type,
      entry_time: record.entry_time,
      exit_time: exitTime,
      duration: Math.ceil(Math.max(0, exitTime - record.entry_time) / 60),
      amount,
      discount_amount: discount,
      paid_amount: paid,
      pay_type: payment?.pay_type ?? null,
      pay_mode: payment?.pay_mode ?? null,
      business: businessOf(payment?.pay_type ?? 0),
      // Leaving first and paying later leaves the order 处理中 and in arrears until it is paid.
      status: settled ? 1 : 0,
      overdraft: settled ? 0 : 1,
      pay_time: settled ? at : 0,
      create_time: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // A settled order paid through a channel is a 支付流水, written in this same transaction.
  if (settled)
    await recordTrade(db, 'payment_order', {
      id: Number(inserted.id),
      merchant_id: record.merchant_id,
      park_id: record.park_id,
      order_no: no,
      plate: record.plate,
      business: businessOf(payment.pay_type),
      pay_type: payment.pay_type,
      pay_mode: payment.pay_mode,
      paid_amount: paid,
      pay_time: at,
    });
  // Apps granted this lot's orders hear of the payment (open API callbacks), once per order.
  if (settled)
    await emitOpenEvent(db, {
      type: 'order_paid',
      eventId: `order_paid-${no}`,
      parkId: record.park_id,
      at,
      data: {
        order_no: no,
        plate: record.plate,
        amount,
        discount_amount: discount,
        paid_amount: paid,
        pay_type: payment.pay_type,
        pay_time: at,
      },
    });
  return { id: Number(inserted.id), no, status: settled ? 1 : 0 };
}

/**
 * What earlier settlements of a still-open stay covered: the cash on the record and the coupons on
 * its orders (a coupon spent at the pay station is not cash, yet the exit must not charge it again),
 * and whether any order was written for it yet.
 */
export async function settledSoFar(
  db: Db,
  record: OpenRecord,
): Promise<{ covered: number; hasOrder: boolean }> {
  const orders = await db
    .selectFrom('payment_order')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('discount_amount'), eb.lit(0)).as('discount'),
      eb.fn.countAll<number>().as('n'),
    ])
    .where('record_id', '=', record.id)
    .executeTakeFirstOrThrow();
  return { covered: record.paid_amount + Number(orders.discount), hasOrder: Number(orders.n) > 0 };
}
