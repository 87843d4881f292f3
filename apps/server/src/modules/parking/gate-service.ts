import {
  ApiCode,
  CHARGE_MODE_OFF,
  CHARGE_MODE_PAY_BEFORE_EXIT,
  formatMoney,
  PARK_CAR_CATEGORY,
  stayFee,
} from '@console/core';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { ParkingRecordTable, ParkTable } from '../../db/schema-parking.js';
import { isUniqueViolation } from '../../engine/db-errors.js';
import { AppError } from '../../http/app-error.js';
import { carListsOf, classify, type ParkCar } from './car-lookup.js';
import { couponsForStay, spendCoupons, type CouponPlan } from './coupon-at-exit.js';
import { emitOpenEvent } from '../base-services/index.js';
import { grantOnEntry } from '../parking-coupon/index.js';
import { businessOf, insertOrder, settledSoFar, type Payment } from './gate-order.js';
import { writeParkEvent } from './park-events.js';
import { syncRecordPayment } from './record-payment.js';
import { serialTail } from '../../lib/serial-tail.js';

type Db = Kysely<Database>;
type Park = Selectable<ParkTable>;
type OpenRecord = Selectable<ParkingRecordTable>;

const STORED_BALANCE = 4;
const COUPON = 8;
const OFFLINE = 0;

async function operatingPark(db: Db, parkId: number): Promise<Park> {
  const park = await db.selectFrom('park').selectAll().where('id', '=', parkId).executeTakeFirst();
  if (!park) throw new AppError(ApiCode.NOT_FOUND, '车场不存在', `park_id：${parkId}`);
  if (park.status !== 1) throw new AppError(ApiCode.BUSINESS_RULE, '车场已停用，不能进出场');
  return park;
}

export type EntryOutcome =
  { admitted: true; record_id: number; car_type: number } | { admitted: false; reason: string };

/**
 * A car at the entry gate. A blacklisted car is refused and the refusal, with the list's reason, is
 * written to the park's events; anyone else gets an open record typed by its cards. Runs inside the
 * caller's transaction.
 */
export async function enterCar(
  db: Db,
  input: { park_id: number; plate: string; plate_color: number; gate: string; image?: string },
  at: number,
): Promise<EntryOutcome> {
  const park = await operatingPark(db, input.park_id);
  const lists = await carListsOf(db, park.id, input.plate);
  const event = { park, plate: input.plate, plate_color: input.plate_color, gate: input.gate, at };
  const black = lists.get(PARK_CAR_CATEGORY.black);
  if (black) {
    const reason = black.reason ?? '黑名单车辆';
    await writeParkEvent(db, { ...event, kind: 'refused', content: `黑名单车辆，拒绝入场：${reason}` });
    return { admitted: false, reason };
  }
  const kind = classify(lists, at);
  try {
    const inserted = await db
      .insertInto('parking_record')
      .values({
        merchant_id: park.merchant_id,
        park_id: park.id,
        plate: input.plate,
        plate_color: input.plate_color,
        car_type: kind.car_type,
        card_type: kind.card_type,
        card_no: kind.card_no,
        car_id: kind.car ? kind.car.id : null,
        ticket_no: `T${at}${serialTail()}`,
        entry_time: at,
        entry_gate: input.gate,
        entry_image: input.image ?? null,
        status: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const recordId = Number(inserted.id);
    await writeParkEvent(db, { ...event, kind: 'entry', recordId, content: `${input.plate} 入场` });
    // 入场赠券: event rules of coupons valid here give them now; a refusal is kept on the event, never thrown.
    await grantOnEntry(db, {
      parkId: park.id,
      recordId,
      plate: input.plate,
      plateColor: input.plate_color,
      now: at,
    });
    return { admitted: true, record_id: recordId, car_type: kind.car_type };
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(ApiCode.BUSINESS_RULE, '该车辆已在场内，不能重复入场');
    throw error;
  }
}

/** The enabled rule for the car's type, else the temporary-car rule; undefined when none is set. */
async function ruleFor(db: Db, parkId: number, carType: number) {
  const rules = await db
    .selectFrom('charge_rule')
    .selectAll()
    .where('park_id', '=', parkId)
    .where('status', '=', 1)
    .where('car_type', 'in', [carType, 1])
    .execute();
  return rules.find((rule) => rule.car_type === carType) ?? rules.find((rule) => rule.car_type === 1);
}

/**
 * The stay's price curve under the park's charge mode and rule: what it costs if it ends at a given
 * time (read once, so the coupon arithmetic can ask it many times). A monthly card that lapsed
 * during the stay pays from its end; a whitelist car pays nothing.
 */
export async function stayPricer(
  db: Db,
  park: Park,
  record: OpenRecord,
  lists: Map<string, ParkCar>,
): Promise<(at: number) => { fee: number; remark: string | null }> {
  if (park.charge_mode === CHARGE_MODE_OFF) return () => ({ fee: 0, remark: '车场未开启收费' });
  if (record.car_type === 3) return () => ({ fee: 0, remark: '白名单车辆免费' });
  const card = record.car_type === 2 ? lists.get(PARK_CAR_CATEGORY.month) : undefined;
  const rule = await ruleFor(db, park.id, record.car_type);
  return (at) => {
    let from = record.entry_time;
    if (record.car_type === 2) {
      if (card && card.status === 1 && at < card.end_time) return { fee: 0, remark: '月卡有效期内免费' };
      from = Math.max(from, card?.end_time ?? from);
    }
    if (!rule) return { fee: 0, remark: '车场未配置收费规则' };
    return { fee: stayFee(rule, from, at), remark: null };
  };
}

/** What a stay costs at `at` under the park's charge mode and rule. */
export async function stayCost(
  db: Db,
  park: Park,
  record: OpenRecord,
  lists: Map<string, ParkCar>,
  at: number,
): Promise<{ fee: number; remark: string | null }> {
  return (await stayPricer(db, park, record, lists))(at);
}

async function openRecord(db: Db, parkId: number, plate: string): Promise<OpenRecord> {
  const record = await db
    .selectFrom('parking_record')
    .selectAll()
    .where('park_id', '=', parkId)
    .where('plate', '=', plate)
    .where('status', '=', 1)
    .executeTakeFirst();
  if (!record) throw new AppError(ApiCode.BUSINESS_RULE, '该车辆不在场内', plate);
  return record;
}

/** Debits a stored-value card if it covers the amount; the guard in SQL keeps two exits from overdrawing. */
async function debit(db: Db, card: ParkCar | undefined, amount: number, at: number): Promise<boolean> {
  if (!card || card.status !== 1 || card.balance < amount) return false;
  const result = await db
    .updateTable('park_car')
    .set((eb) => ({ balance: eb('balance', '-', amount), update_time: at }))
    .where('id', '=', card.id)
    .where('balance', '>=', amount)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The plate's coupons for what the stay still owes, priced by the stay's own rule. */
function stayCoupons(
  db: Db,
  stay: { park: Park; record: OpenRecord; price: (at: number) => { fee: number }; at: number; owed: number },
  grantNo?: string,
): Promise<CouponPlan> {
  const { park, record, price, at, owed } = stay;
  return couponsForStay(
    db,
    {
      parkId: park.id,
      plate: record.plate,
      recordId: record.id,
      entryTime: record.entry_time,
      at,
      owed,
      feeUntil: (until) => price(until).fee,
    },
    grantNo,
  );
}

/**
 * 抵扣 text for the gate feed: the coupons by name with what each took, the first three only
 * (「等 N 张」 after), so a stack of coupons never outgrows the event's 255 characters.
 */
function couponNote(plan: CouponPlan): string | null {
  if (plan.discount <= 0) return null;
  const named = plan.uses.slice(0, 3).map((u) => `${u.source.name} ${formatMoney(u.discount)}`);
  const more = plan.uses.length > 3 ? ` 等 ${plan.uses.length} 张` : '';
  return `优惠券抵扣 ${formatMoney(plan.discount)}（${named.join('、')}${more}）`;
}

const spentOn = (record: OpenRecord, order: { id: number; no: string }, at: number) => ({
  merchantId: record.merchant_id,
  parkId: record.park_id,
  recordId: record.id,
  orderId: order.id,
  orderNo: order.no,
  at,
});

const couponsOut = (plan: CouponPlan) =>
  plan.uses.map((u) => ({ coupon_no: u.source.no, coupon_name: u.source.name, discount: u.discount }));

export interface ExitOutcome {
  record_id: number;
  order_id: number | null;
  order_no: string | null;
  fee: number;
  paid: number;
  /** What a merchant coupon took off in this call, in fen (0 without one). */
  discount: number;
  /** The coupons used in this call and what each took. */
  coupons: { coupon_no: string; coupon_name: string; discount: number }[];
  /** What the stay still owes after this call: the pending order's amount on a leave-first lot. */
  owed: number;
  order_status: number | null;
}

/**
 * A car at the exit gate: prices the stay, takes off the plate's merchant coupon, settles the rest
 * (stored balance, the payment given at the booth, or nothing yet when the park lets cars leave
 * first), writes the order with pay type, pay mode, business and discount, spends the coupon and
 * closes the record. A park that charges before exit keeps a car that has not paid: the call fails
 * and nothing changes, the coupon included.
 */
export async function exitCar(
  db: Db,
  input: {
    park_id: number;
    plate: string;
    gate: string;
    image?: string;
    payment?: Payment;
    /** A coupon shown at the gate (its 券码): used, or the exit refused with the reason. */
    grant_no?: string;
  },
  at: number,
): Promise<ExitOutcome> {
  const park = await operatingPark(db, input.park_id);
  const record = await openRecord(db, park.id, input.plate);
  const lists = await carListsOf(db, park.id, record.plate);
  const price = await stayPricer(db, park, record, lists);
  const { fee, remark } = price(at);
  const prior = await settledSoFar(db, record);
  const owed = Math.max(0, fee - prior.covered);
  const plan = await stayCoupons(db, { park, record, price, at, owed }, input.grant_no);
  const discount = plan.discount;
  const due = owed - discount;
  let payment: Payment | null = input.payment ?? null;
  if (due > 0 && record.car_type === 4 && (await debit(db, lists.get(PARK_CAR_CATEGORY.value), due, at))) {
    payment = { pay_type: STORED_BALANCE, pay_mode: OFFLINE };
  }
  if (due > 0 && !payment && park.charge_mode === CHARGE_MODE_PAY_BEFORE_EXIT) {
    throw new AppError(ApiCode.BUSINESS_RULE, `请先缴费后离场，应缴 ${formatMoney(due)}`);
  }
  // Nothing to collect still yields an order (零元, or paid by the coupon), settled offline,
  // unless a prepayment already did.
  if (due === 0 && !payment) payment = { pay_type: discount > 0 ? COUPON : 1, pay_mode: OFFLINE };
  const order =
    owed > 0 || !prior.hasOrder
      ? await insertOrder(db, record, {
          amount: owed,
          discount,
          paid: payment ? due : 0,
          payment,
          at,
          exitTime: at,
        })
      : null;
  if (order) await spendCoupons(db, plan, spentOn(record, order, at));
  const paidNow = payment && order ? due : 0;
  const note = couponNote(plan);
  await db
    .updateTable('parking_record')
    .set({
      status: 0,
      exit_time: at,
      exit_gate: input.gate,
      exit_image: input.image ?? null,
      amount: fee,
      // A stay that left first and owes keeps no payment; one with settled orders takes theirs below.
      business: businessOf(payment?.pay_type ?? record.pay_type ?? 0),
      remark: remark ?? (discount > 0 ? `优惠券抵扣 ${formatMoney(discount)}` : null),
    })
    .where('id', '=', record.id)
    .execute();
  await syncRecordPayment(db, record.id);
  const owing = order && order.status === 0 ? `，待支付 ${formatMoney(due)}` : '';
  await writeParkEvent(db, {
    park,
    plate: record.plate,
    plate_color: record.plate_color,
    gate: input.gate,
    at,
    kind: 'exit',
    recordId: record.id,
    content: `${record.plate} 出场，应收 ${formatMoney(fee)}${note ? `，${note}` : ''}${owing}`,
  });
  // Apps granted this lot's records hear of the exit (open API callbacks), once per stay.
  await emitOpenEvent(db, {
    type: 'car_exit',
    eventId: `car_exit-${record.id}`,
    parkId: park.id,
    at,
    data: {
      record_id: record.id,
      plate: record.plate,
      plate_color: record.plate_color,
      car_type: record.car_type,
      entry_time: record.entry_time,
      exit_time: at,
      exit_gate: input.gate,
      amount: fee,
      paid_amount: record.paid_amount + paidNow,
      order_no: order?.no ?? null,
    },
  });
  return {
    record_id: record.id,
    order_id: order?.id ?? null,
    order_no: order?.no ?? null,
    fee,
    paid: record.paid_amount + paidNow,
    discount,
    coupons: order ? couponsOut(plan) : [],
    owed: order && order.status === 0 ? due : 0,
    order_status: order?.status ?? null,
  };
}

/**
 * Paying at a pay station before leaving: the plate's merchant coupon comes off first, the rest is
 * settled now (an order the coupon covers in full is paid by it); the exit then owes only what
 * accrued since.
 */
export async function prepay(
  db: Db,
  input: { park_id: number; plate: string; payment: Payment; grant_no?: string },
  at: number,
): Promise<ExitOutcome> {
  const park = await operatingPark(db, input.park_id);
  const record = await openRecord(db, park.id, input.plate);
  const lists = await carListsOf(db, park.id, record.plate);
  const price = await stayPricer(db, park, record, lists);
  const { fee } = price(at);
  const owed = fee - (await settledSoFar(db, record)).covered;
  if (owed <= 0) throw new AppError(ApiCode.BUSINESS_RULE, '当前无需缴费');
  const plan = await stayCoupons(db, { park, record, price, at, owed }, input.grant_no);
  const discount = plan.discount;
  const due = owed - discount;
  const payment = due > 0 ? input.payment : { pay_type: COUPON, pay_mode: OFFLINE };
  const order = await insertOrder(db, record, {
    amount: owed,
    discount,
    paid: due,
    payment,
    at,
    exitTime: at,
  });
  await spendCoupons(db, plan, spentOn(record, order, at));
  await syncRecordPayment(db, record.id);
  const note = couponNote(plan);
  await writeParkEvent(db, {
    park,
    plate: record.plate,
    plate_color: record.plate_color,
    gate: '场内缴费',
    at,
    kind: 'pay',
    recordId: record.id,
    content: `${record.plate} 缴费 ${formatMoney(due)}${note ? `，${note}` : ''}`,
  });
  return {
    record_id: record.id,
    order_id: order.id,
    order_no: order.no,
    fee,
    paid: record.paid_amount + due,
    discount,
    coupons: couponsOut(plan),
    owed: 0,
    order_status: 1,
  };
}
