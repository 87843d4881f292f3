import { checkEnergyPeriods, type EnergyPeriod } from '@console/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { serialTail } from '../../lib/serial-tail.js';
import { recordTrade, refundTrade } from '../settlement/index.js';
import { priceSession, sampleRefusal, type MeterSample, type SessionPrice } from './session-pricing.js';
import { prepaymentOf } from './prepayment.js';

type Db = Kysely<Database>;

/** The charge point an OCPP connection is: every query of the connection is narrowed to it. */
export interface ConnectedPoint {
  id: number;
  merchant_id: number;
  station_id: number;
  identity: string;
}

/** CHARGE_RECORD_STATUS of the foundation. */
export const RECORD_CHARGING = 1;
export const RECORD_FINISHED = 2;

/** The simulated payment of a session: 移动支付 through 微信, as the devtool pays parking. */
const PAY_TYPE_MOBILE = 2;
const PAY_MODE_WECHAT = 3;

function businessNo(letter: 'C' | 'E', now: number): string {
  const stamp = new Date((now + 8 * 3600) * 1000).toISOString().slice(0, 19).replace(/\D/g, '');
  return `${letter}${stamp}${serialTail()}`;
}

/** The station's time-of-use rule, or undefined when it has none (or a broken one). */
export async function ruleOf(db: Db, stationId: number): Promise<EnergyPeriod[] | undefined> {
  const row = await db
    .selectFrom('energy_billing_rule')
    .select('periods')
    .where('station_id', '=', stationId)
    .executeTakeFirst();
  if (!row) return undefined;
  try {
    const periods = JSON.parse(row.periods) as EnergyPeriod[];
    return checkEnergyPeriods(periods) === undefined ? periods : undefined;
  } catch {
    return undefined;
  }
}

export type StartOutcome =
  | { ok: true; transactionId: number; recordId: number; prepaid: number }
  | { ok: false; status: 'Blocked' | 'Invalid' | 'ConcurrentTx'; note: string };

/**
 * StartTransaction: a charging record with the next transaction id of the charge point. The same
 * start sent again (a charge point that lost the answer) gets the same transaction back.
 */
export async function startTransaction(
  db: Db,
  point: ConnectedPoint,
  start: { connectorId: number; idTag: string; meterStart: number; time: number; prepaid?: number },
  now: number,
): Promise<StartOutcome> {
  const open = await db
    .selectFrom('energy_charge_record')
    .select(['id', 'transaction_id', 'start_time', 'meter_start_wh', 'id_tag', 'prepaid_amount'])
    .where('charge_point_id', '=', point.id)
    .where('connector_no', '=', start.connectorId)
    .where('status', '=', RECORD_CHARGING)
    .executeTakeFirst();
  if (open) {
    const same =
      Number(open.start_time) === start.time &&
      Number(open.meter_start_wh) === start.meterStart &&
      open.id_tag === start.idTag;
    if (same)
      return {
        ok: true,
        transactionId: open.transaction_id,
        recordId: Number(open.id),
        prepaid: Number(open.prepaid_amount),
      };
    return { ok: false, status: 'ConcurrentTx', note: '该枪已有进行中的充电，拒绝重复开始' };
  }
  if (!(await ruleOf(db, point.station_id)))
    return { ok: false, status: 'Blocked', note: '充电站未设置计费规则，拒绝开始充电' };
  const prepayment = await prepaymentOf(db, point.station_id);
  const prepaid = prepayment.enabled
    ? Math.max(start.prepaid ?? prepayment.default_amount, prepayment.min_amount)
    : 0;

  return db.transaction().execute(async (trx) => {
    const last = await trx
      .selectFrom('energy_charge_record')
      .select((eb) => eb.fn.max('transaction_id').as('max'))
      .where('charge_point_id', '=', point.id)
      .executeTakeFirst();
    const transactionId = Number(last?.max ?? 0) + 1;
    const inserted = await trx
      .insertInto('energy_charge_record')
      .values({
        merchant_id: point.merchant_id,
        station_id: point.station_id,
        charge_point_id: point.id,
        connector_no: start.connectorId,
        record_no: businessNo('C', now),
        transaction_id: transactionId,
        id_tag: start.idTag,
        start_time: start.time,
        meter_start_wh: start.meterStart,
        prepaid_amount: prepaid,
        status: RECORD_CHARGING,
        create_time: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const recordId = Number(inserted.id);
    await trx
      .insertInto('energy_meter_sample')
      .values({ record_id: recordId, sample_time: start.time, meter_wh: start.meterStart })
      .execute();
    return { ok: true as const, transactionId, recordId, prepaid };
  });
}

interface OpenRecord {
  id: number;
  station_id: number;
  prepaid_amount: number;
  prepaid_stop_sent: number;
  status: number;
  connector_no: number;
}

async function recordOf(
  db: Db,
  point: ConnectedPoint,
  transactionId: number,
): Promise<OpenRecord | undefined> {
  const row = await db
    .selectFrom('energy_charge_record')
    .select(['id', 'station_id', 'prepaid_amount', 'prepaid_stop_sent', 'status', 'connector_no'])
    .where('charge_point_id', '=', point.id)
    .where('transaction_id', '=', transactionId)
    .executeTakeFirst();
  return (
    row && {
      id: Number(row.id),
      station_id: Number(row.station_id),
      prepaid_amount: Number(row.prepaid_amount),
      prepaid_stop_sent: Number(row.prepaid_stop_sent),
      status: Number(row.status),
      connector_no: Number(row.connector_no),
    }
  );
}

async function samplesOf(db: Db, recordId: number): Promise<MeterSample[]> {
  const rows = await db
    .selectFrom('energy_meter_sample')
    .select(['sample_time', 'meter_wh'])
    .where('record_id', '=', recordId)
    .orderBy('sample_time')
    .execute();
  return rows.map((row) => ({ time: Number(row.sample_time), wh: Number(row.meter_wh) }));
}

/** Accepts the readings that follow the last one; the others come back with why, for the log. */
async function addSamples(db: Db, recordId: number, readings: readonly MeterSample[]): Promise<string[]> {
  const notes: string[] = [];
  const last = await db
    .selectFrom('energy_meter_sample')
    .select(['sample_time', 'meter_wh'])
    .where('record_id', '=', recordId)
    .orderBy('sample_time', 'desc')
    .limit(1)
    .executeTakeFirst();
  let previous: MeterSample | undefined = last && {
    time: Number(last.sample_time),
    wh: Number(last.meter_wh),
  };
  for (const reading of readings) {
    const refusal = previous && sampleRefusal(previous, reading);
    if (refusal) {
      notes.push(`${refusal}（${reading.wh} Wh）`);
      continue;
    }
    await db
      .insertInto('energy_meter_sample')
      .values({ record_id: recordId, sample_time: reading.time, meter_wh: reading.wh })
      .execute();
    previous = reading;
  }
  return notes;
}

export interface MeterOutcome {
  notes: string[];
  /** The running cost reached the prepayment: the caller sends RemoteStopTransaction once. */
  stopForPrepayment?: { transactionId: number };
}

/** MeterValues of a transaction: readings stored when they follow the last, the prepayment watched. */
export async function meterValues(
  db: Db,
  point: ConnectedPoint,
  transactionId: number | undefined,
  readings: readonly MeterSample[],
): Promise<MeterOutcome> {
  if (transactionId === undefined || readings.length === 0) return { notes: [] };
  const record = await recordOf(db, point, transactionId);
  if (!record || record.status !== RECORD_CHARGING)
    return { notes: [`交易 ${transactionId} 不存在或已结束，读数已忽略`] };
  const notes = await addSamples(db, record.id, readings);
  if (record.prepaid_amount <= 0 || record.prepaid_stop_sent) return { notes };
  const periods = await ruleOf(db, record.station_id);
  if (!periods) return { notes };
  const cost = priceSession(periods, await samplesOf(db, record.id)).amount;
  if (cost < record.prepaid_amount) return { notes };
  // Claimed by a guarded update, so two meter values at once send one stop.
  const claimed = await db
    .updateTable('energy_charge_record')
    .set({ prepaid_stop_sent: 1 })
    .where('id', '=', record.id)
    .where('prepaid_stop_sent', '=', 0)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 0) return { notes };
  return {
    notes: [...notes, `预付金额已用完（${cost} 分），远程停止充电`],
    stopForPrepayment: { transactionId },
  };
}

export interface StopOutcome {
  /** False when the transaction was already finished (a StopTransaction sent again): nothing changed. */
  finished: boolean;
  notes: string[];
  price?: SessionPrice;
  recordId?: number;
}

/**
 * StopTransaction: the last readings, the price of the session by the station's rule, the record
 * finished, and its payment order paid (from the prepayment, the rest refunded, or at the end) and
 * posted to the ledger as a 充电 trade. Claimed by a guarded update on the record's status inside
 * one transaction, so a StopTransaction sent again after a reconnect finds it finished and changes
 * nothing: no second order, no second charge.
 */
export async function stopTransaction(
  db: Db,
  point: ConnectedPoint,
  stop: {
    transactionId: number;
    meterStop: number;
    time: number;
    reason?: string;
    readings: readonly MeterSample[];
  },
  now: number,
): Promise<StopOutcome> {
  const found = await recordOf(db, point, stop.transactionId);
  if (!found) return { finished: false, notes: [`交易 ${stop.transactionId} 不存在，已忽略`] };
  if (found.status !== RECORD_CHARGING) return { finished: false, notes: ['重复的结束充电，已忽略'] };
  const periods = await ruleOf(db, found.station_id);
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('energy_charge_record')
      .set({ status: RECORD_FINISHED })
      .where('id', '=', found.id)
      .where('status', '=', RECORD_CHARGING)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) return { finished: false, notes: ['重复的结束充电，已忽略'] };
    const notes = await addSamples(trx, found.id, [
      ...stop.readings,
      { time: stop.time, wh: stop.meterStop },
    ]);
    const samples = await samplesOf(trx, found.id);
    // No rule any more (removed mid-session): the session is kept at no price rather than lost.
    const price = periods ? priceSession(periods, samples) : priceSession([], samples.slice(0, 1));
    // A prepaid session is charged at most its prepayment: the central system stopped it there.
    const amount = found.prepaid_amount > 0 ? Math.min(price.amount, found.prepaid_amount) : price.amount;
    const last = samples.at(-1)!;
    await trx
      .updateTable('energy_charge_record')
      .set({
        end_time: Math.max(stop.time, last.time),
        meter_stop_wh: last.wh,
        energy_wh: price.energy_wh,
        energy_amount: Math.min(price.energy_amount, amount),
        service_amount: amount - Math.min(price.energy_amount, amount),
        amount,
        stop_reason: stop.reason ?? 'Local',
      })
      .where('id', '=', found.id)
      .execute();
    await payOrder(trx, point, found, amount, now);
    return { finished: true, notes, price: { ...price, amount }, recordId: found.id };
  });
}

/** The session's payment order, paid, and its trade (and refund of an unspent prepayment). */
async function payOrder(db: Db, point: ConnectedPoint, record: OpenRecord, amount: number, now: number) {
  const prepaid = record.prepaid_amount;
  const paid = prepaid > 0 ? prepaid : amount;
  const refund = prepaid > 0 ? prepaid - amount : 0;
  const orderNo = businessNo('E', now);
  const inserted = await db
    .insertInto('energy_payment_order')
    .values({
      merchant_id: point.merchant_id,
      station_id: point.station_id,
      record_id: record.id,
      order_no: orderNo,
      amount,
      paid_amount: paid,
      refund_amount: refund,
      pay_mode: PAY_MODE_WECHAT,
      status: 1,
      pay_time: now,
      create_time: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const orderId = Number(inserted.id);
  await recordTrade(db, 'energy_order', {
    id: orderId,
    merchant_id: point.merchant_id,
    park_id: null,
    order_no: orderNo,
    plate: null,
    business: 'charging',
    pay_type: PAY_TYPE_MOBILE,
    pay_mode: PAY_MODE_WECHAT,
    paid_amount: paid,
    pay_time: now,
  });
  if (refund > 0)
    await refundTrade(db, 'energy_order', orderId, { amount: refund, reason: '预付金额未用完', at: now });
}
