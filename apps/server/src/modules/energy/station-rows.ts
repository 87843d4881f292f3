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

/** Adds `station_name` to rows naming a station_id: one query per page. */
export async function addStationNames(db: Kysely<Database>, rows: Row[]): Promise<void> {
  const names = await namesById(db, 'energy_station', rows.map((row) => Number(row.station_id)));
  for (const row of rows) row.station_name = names.get(Number(row.station_id)) ?? '';
}

/** A station row's merchant name and its map point as 'lat,lng' (two columns in the table). */
export async function decorateStations(db: Kysely<Database>, rows: Row[]): Promise<void> {
  const merchants = await namesById(db, 'merchant', rows.map((row) => Number(row.merchant_id)));
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

/** A charging record's station, charge point, 度, duration and the order it became. */
export async function decorateRecords(db: Kysely<Database>, rows: Row[]): Promise<void> {
  await addStationNames(db, rows);
  const points = await namesById(db, 'energy_charge_point', rows.map((row) => Number(row.charge_point_id)));
  const ids = rows.map((row) => Number(row.id));
  // energy_wh is no field (the screens show 度), so it is read here with the orders.
  const [orders, meters] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .selectFrom('energy_payment_order')
            .select(['id', 'order_no', 'record_id'])
            .where('record_id', 'in', ids)
            .execute(),
          db.selectFrom('energy_charge_record').select(['id', 'energy_wh']).where('id', 'in', ids).execute(),
        ]);
  const orderOf = new Map(orders.map((order) => [Number(order.record_id), order]));
  const whOf = new Map(meters.map((meter) => [Number(meter.id), Number(meter.energy_wh)]));
  for (const row of rows) {
    row.charge_point_name = points.get(Number(row.charge_point_id)) ?? '';
    row.energy_kwh = kwhText(whOf.get(Number(row.id)) ?? 0);
    row.duration = durationText(Number(row.start_time), row.end_time == null ? null : Number(row.end_time));
    const order = orderOf.get(Number(row.id));
    row.order_id = order ? Number(order.id) : null;
    row.order_no = order?.order_no ?? '';
  }
}

/** A payment order's station, its record's number and the 度 charged. */
export async function decorateOrders(db: Kysely<Database>, rows: Row[]): Promise<void> {
  await addStationNames(db, rows);
  const ids = [...new Set(rows.map((row) => Number(row.record_id)))];
  const records =
    ids.length === 0
      ? []
      : await db
          .selectFrom('energy_charge_record')
          .select(['id', 'record_no', 'energy_wh'])
          .where('id', 'in', ids)
          .execute();
  const byId = new Map(records.map((record) => [Number(record.id), record]));
  for (const row of rows) {
    const record = byId.get(Number(row.record_id));
    row.record_no = record?.record_no ?? '';
    row.energy_kwh = record ? kwhText(Number(record.energy_wh)) : '';
  }
}
