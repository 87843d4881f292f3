import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Row } from '../../engine/engine-types.js';

/** Wh as 度 with three decimals ('12.345'), exact: no float of kWh is ever made. */
export function kwhText(wh: number): string {
  const whole = Math.trunc(wh / 1000);
  const rest = Math.abs(wh % 1000);
  return `${wh < 0 && whole === 0 ? '-' : ''}${whole}.${String(rest).padStart(3, '0')}`;
}

/** Seconds as 1小时05分 (or 12分 under an hour); '' while the session runs. */
export function durationText(start: number, end: number | null): string {
  if (end === null || end < start) return '';
  const minutes = Math.floor((end - start) / 60);
  const hours = Math.floor(minutes / 60);
  const rest = String(minutes % 60).padStart(hours > 0 ? 2 : 1, '0');
  return hours > 0 ? `${hours}小时${rest}分` : `${rest}分`;
}

async function namesById(
  db: Kysely<Database>,
  table: 'energy_station' | 'energy_charge_point' | 'merchant',
  ids: number[],
): Promise<Map<number, string>> {
  const unique = [...new Set(ids.filter((id) => id > 0))];
  if (unique.length === 0) return new Map();
  const rows = await db.selectFrom(table).select(['id', 'name']).where('id', 'in', unique).execute();
  return new Map(rows.map((row) => [Number(row.id), String(row.name)]));
}

/** A station row's merchant name and its map point as 'lat,lng' (two columns in the table). */
export async function decorateStations(db: Kysely<Database>, rows: Row[]): Promise<void> {
  const merchants = await namesById(
    db,
    'merchant',
    rows.map((row) => Number(row.merchant_id)),
  );
  const ids = rows.map((row) => Number(row.id));
  const points =
    ids.length === 0
      ? []
      : await db.selectFrom('energy_station').select(['id', 'lat', 'lng']).where('id', 'in', ids).execute();
  const byId = new Map(points.map((point) => [Number(point.id), point]));
  for (const row of rows) {
    row.merchant_name = merchants.get(Number(row.merchant_id)) ?? '';
    const point = byId.get(Number(row.id));
    row.location = point?.lat != null && point.lng != null ? `${point.lat},${point.lng}` : '';
  }
}

/**
 * A charging record's station, charge point, 度, duration and the order it became. The columns the
 * screens show only through these (station, charge point, Wh) are no fields of the rows, so they
 * are read here by the rows' ids, with the orders: three queries per page, none per row.
 */
export async function decorateRecords(db: Kysely<Database>, rows: Row[]): Promise<void> {
  const ids = rows.map((row) => Number(row.id));
  if (ids.length === 0) return;
  const [orders, records] = await Promise.all([
    db
      .selectFrom('energy_payment_order')
      .select(['id', 'order_no', 'record_id'])
      .where('record_id', 'in', ids)
      .execute(),
    db
      .selectFrom('energy_charge_record')
      .select(['id', 'station_id', 'charge_point_id', 'energy_wh'])
      .where('id', 'in', ids)
      .execute(),
  ]);
  const recordOf = new Map(records.map((record) => [Number(record.id), record]));
  const stations = await namesById(
    db,
    'energy_station',
    records.map((r) => Number(r.station_id)),
  );
  const points = await namesById(
    db,
    'energy_charge_point',
    records.map((r) => Number(r.charge_point_id)),
  );
  const orderOf = new Map(orders.map((order) => [Number(order.record_id), order]));
  for (const row of rows) {
    const record = recordOf.get(Number(row.id));
    row.station_name = stations.get(Number(record?.station_id)) ?? '';
    row.charge_point_name = points.get(Number(record?.charge_point_id)) ?? '';
    row.energy_kwh = kwhText(Number(record?.energy_wh ?? 0));
    row.duration = durationText(Number(row.start_time), row.end_time == null ? null : Number(row.end_time));
    const order = orderOf.get(Number(row.id));
    row.order_id = order ? Number(order.id) : null;
    row.order_no = order?.order_no ?? '';
  }
}

/**
 * A payment order's station, its record's number and the 度 charged, read by the orders' ids (the
 * list's rows carry neither station_id nor record_id).
 */
export async function decorateOrders(db: Kysely<Database>, rows: Row[]): Promise<void> {
  const ids = rows.map((row) => Number(row.id));
  if (ids.length === 0) return;
  const records = await db
    .selectFrom('energy_payment_order')
    .innerJoin('energy_charge_record', 'energy_charge_record.id', 'energy_payment_order.record_id')
    .select([
      'energy_payment_order.id as order_id',
      'energy_payment_order.station_id',
      'energy_charge_record.record_no',
      'energy_charge_record.energy_wh',
    ])
    .where('energy_payment_order.id', 'in', ids)
    .execute();
  const stations = await namesById(
    db,
    'energy_station',
    records.map((r) => Number(r.station_id)),
  );
  const byOrder = new Map(records.map((record) => [Number(record.order_id), record]));
  for (const row of rows) {
    const record = byOrder.get(Number(row.id));
    row.station_name = record ? (stations.get(Number(record.station_id)) ?? '') : '';
    row.record_no = record?.record_no ?? '';
    row.energy_kwh = record ? kwhText(Number(record.energy_wh)) : '';
  }
}
