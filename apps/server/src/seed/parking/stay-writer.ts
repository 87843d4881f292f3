import { formatMoney } from '@console/core';
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { StayDraft } from './stay-generator.js';

type Db = Kysely<Database>;

/**
 * Bound parameters per statement stay under SQLite's limit (32,766) and PostgreSQL's (65,535);
 * a batch of rows is split so that rows × columns fits.
 */
const MAX_PARAMS = 30_000;

export async function insertChunked<T extends keyof Database & string>(
  db: Db,
  table: T,
  rows: readonly Insertable<Database[T]>[],
): Promise<void> {
  if (rows.length === 0) return;
  const size = Math.max(1, Math.floor(MAX_PARAMS / Object.keys(rows[0]!).length));
  for (let i = 0; i < rows.length; i += size) {
    await db
      .insertInto(table)
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the table name is generic here
      .values(rows.slice(i, i + size) as any)
      .execute();
  }
}

const CST_DAY = { day: Number.NaN, ymd: '' };
const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/**
 * The CST stamp of an order number, to the second: 20261123180405. The date part is formatted once
 * per day (generated stays come in day order) and the time of day by arithmetic: a benchmark load
 * stamps millions of orders.
 */
export function cstStamp(seconds: number): string {
  const local = seconds + 8 * 3600;
  const day = Math.floor(local / 86_400);
  if (day !== CST_DAY.day) {
    CST_DAY.day = day;
    CST_DAY.ymd = new Date(day * 86_400_000).toISOString().slice(0, 10).replace(/-/g, '');
  }
  const rest = local - day * 86_400;
  return `${CST_DAY.ymd}${pad2(Math.floor(rest / 3600))}${pad2(Math.floor((rest % 3600) / 60))}${pad2(rest % 60)}`;
}

/**
 * Numbers of generated rows carry a sequence instead of random digits, so they are unique and the
 * same on every run; at 8 digits they are shorter than the gate's (a 9-digit serial tail) and never collide.
 */
export function seededOrderNo(kind: 'P' | 'R', at: number, seq: number): string {
  return `${kind}${cstStamp(at)}${String(seq).padStart(8, '0')}`;
}

export interface WriteOptions {
  /** First sequence number of this batch (ticket and order numbers). */
  seq: number;
  /** Write the gate events of these stays (the console feed); the bulk bench run skips them. */
  events: boolean;
}

/** The ticket number of the i-th stay of a batch starting at `seq`. */
export function ticketNo(draft: StayDraft, seq: number): string {
  return `T${draft.entry_time}${String(seq).padStart(8, '0')}`;
}

/** The parking_record row of a stay (both writers: Kysely here, the bulk loader in bulk-writer.ts). */
export function recordRow(d: StayDraft, ticket: string): Insertable<Database['parking_record']> {
  return {
    merchant_id: d.park.merchant_id,
    park_id: d.park.id,
    plate: d.plate,
    plate_color: d.plate_color,
    car_type: d.car_type,
    card_type: d.card_type,
    card_no: d.card_no,
    car_id: d.car_id,
    ticket_no: ticket,
    entry_time: d.entry_time,
    entry_gate: d.entry_gate,
    entry_image: null,
    exit_time: d.exit_time,
    exit_gate: d.exit_gate,
    exit_image: null,
    status: d.status,
    amount: d.fee,
    paid_amount: d.order?.paid ?? 0,
    pay_type: d.order?.pay_type ?? null,
    pay_mode: d.order?.pay_mode ?? null,
    business: d.order?.business ?? null,
    transfer_status: d.order?.transfer_status ?? 0,
    remark: d.remark,
  };
}

/** The order of a closed, settled stay; `seq` is the stay's sequence number (its order number). */
export function orderRow(
  d: StayDraft,
  o: NonNullable<StayDraft['order']>,
  recordId: number,
  seq: number,
): Insertable<Database['payment_order']> {
  return {
    merchant_id: d.park.merchant_id,
    park_id: d.park.id,
    order_no: seededOrderNo('P', o.create_time, seq),
    record_id: recordId,
    plate: d.plate,
    plate_color: d.plate_color,
    car_type: d.car_type,
    entry_time: d.entry_time,
    exit_time: d.exit_time,
    duration: Math.ceil(Math.max(0, d.exit_time - d.entry_time) / 60),
    amount: o.amount,
    discount_amount: o.discount,
    paid_amount: o.paid,
    pay_type: o.pay_type,
    pay_mode: o.pay_mode,
    business: o.business,
    status: o.status,
    overdraft: o.status === 0 ? 1 : 0,
    transfer_status: o.transfer_status,
    pay_time: o.pay_time,
    create_time: o.create_time,
  };
}

/** The manual release that closed a stay without an order. */
export function releaseRow(
  d: StayDraft,
  r: NonNullable<StayDraft['release']>,
  recordId: number,
): Insertable<Database['release_record']> {
  return {
    merchant_id: d.park.merchant_id,
    park_id: d.park.id,
    record_id: recordId,
    plate: d.plate,
    plate_color: d.plate_color,
    gate: r.gate,
    reason: r.reason,
    waived_amount: d.fee,
    operator_id: d.park.operator.id,
    operator_name: d.park.operator.name,
    release_time: d.exit_time,
  };
}

/**
 * Writes one batch of stays: records, then the orders, releases and events that point at their ids.
 * Ids come back with each chunk (RETURNING) and are matched by ticket number, which is unique.
 */
export async function writeStays(db: Db, drafts: readonly StayDraft[], options: WriteOptions): Promise<void> {
  const tickets = drafts.map((d, i) => ticketNo(d, options.seq + i));
  const ids = new Map<string, number>();
  const size = Math.floor(MAX_PARAMS / 23);
  for (let i = 0; i < drafts.length; i += size) {
    const chunk = drafts.slice(i, i + size).map((d, j) => recordRow(d, tickets[i + j]!));
    const rows = await db.insertInto('parking_record').values(chunk).returning(['id', 'ticket_no']).execute();
    for (const row of rows) ids.set(row.ticket_no, Number(row.id));
  }
  const idOf = (i: number) => ids.get(tickets[i]!)!;

  const orders: Insertable<Database['payment_order']>[] = [];
  const releases: Insertable<Database['release_record']>[] = [];
  const events: Insertable<Database['park_event']>[] = [];
  drafts.forEach((d, i) => {
    const recordId = idOf(i);
    const o = d.order;
    if (o) orders.push(orderRow(d, o, recordId, options.seq + i));
    if (d.release) releases.push(releaseRow(d, d.release, recordId));
    if (options.events) {
      const base = {
        merchant_id: d.park.merchant_id,
        park_id: d.park.id,
        plate: d.plate,
        plate_color: d.plate_color,
      };
      events.push({
        ...base,
        kind: 'entry',
        gate: d.entry_gate,
        record_id: recordId,
        content: `${d.plate} 入场`,
        create_time: d.entry_time,
      });
      if (d.status === 0) {
        const owed = o && o.status === 0 ? `，待支付 ${formatMoney(o.amount)}` : '';
        events.push(
          d.release
            ? {
                ...base,
                kind: 'release',
                gate: d.release.gate,
                record_id: recordId,
                content: `${d.plate} 由 ${d.park.operator.name.replace(/（.*$/, '')} 人工放行：${d.release.reason}`,
                create_time: d.exit_time,
              }
            : {
                ...base,
                kind: 'exit',
                gate: d.exit_gate ?? '',
                record_id: recordId,
                content: `${d.plate} 出场，应收 ${formatMoney(d.fee)}${owed}`,
                create_time: d.exit_time,
              },
        );
      }
    }
  });
  await insertChunked(db, 'payment_order', orders);
  await insertChunked(db, 'release_record', releases);
  await insertChunked(db, 'park_event', events);
}
