import {
  chargePointResource,
  checkEnergyPeriods,
  minuteOfDay,
  periodAt,
  stationResource,
  type EnergyPeriod,
} from '@console/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { newStationNo } from '../modules/energy/index.js';
import { insertDemoRow } from './demo-rows.js';

type Db = Kysely<Database>;

const HOUR_S = 3600;
const DAY_S = 86_400;
/** The demo merchant (account `merchant`) owns the demo stations; its partner sees them too. */
const DEMO_MERCHANT_NO = '300001';

/** 峰谷平 of a Shenzhen commercial tariff, in 0.0001 元/kWh: 谷 0.3, 平 0.7, 峰 1.1, service 0.6/0.8. */
export const DEMO_PERIODS: readonly EnergyPeriod[] = [
  { start: '00:00', end: '08:00', energy_price: 3000, service_price: 6000 },
  { start: '08:00', end: '10:00', energy_price: 7000, service_price: 8000 },
  { start: '10:00', end: '12:00', energy_price: 11_000, service_price: 8000 },
  { start: '12:00', end: '14:00', energy_price: 7000, service_price: 8000 },
  { start: '14:00', end: '19:00', energy_price: 11_000, service_price: 8000 },
  { start: '19:00', end: '24:00', energy_price: 7000, service_price: 6000 },
];

export interface StationSeed {
  name: string;
  area_code: string;
  address: string;
  lat: number;
  lng: number;
  contact_name: string;
  contact_phone: string;
}

const STATIONS: readonly StationSeed[] = [
  {
    name: '深圳湾科技园超充站',
    area_code: '440305',
    address: '深圳市南山区科技南十二路 18 号',
    lat: 22.528_61,
    lng: 113.953_77,
    contact_name: '林工',
    contact_phone: '13800138101',
  },
  {
    name: '福田会展中心充电站',
    area_code: '440304',
    address: '深圳市福田区福华三路 111 号',
    lat: 22.532_41,
    lng: 114.056_89,
    contact_name: '陈经理',
    contact_phone: '13800138102',
  },
  {
    name: '宝安机场 P2 充电站',
    area_code: '440306',
    address: '深圳市宝安区机场道 1011 号',
    lat: 22.634_37,
    lng: 113.814_68,
    contact_name: '黄工',
    contact_phone: '13800138103',
  },
];

/** A station row of a merchant (the seed's and the tests' one way to make one). */
export async function insertStation(
  db: Db,
  merchantId: number,
  seed: StationSeed,
  now: number,
): Promise<number> {
  return insertDemoRow(
    db,
    stationResource,
    {
      merchant_id: merchantId,
      station_no: newStationNo(now),
      ...seed,
      status: 1,
      create_time: now,
      update_time: now,
    },
    now,
  );
}

/** A charge point of a station with one connector; its password hash logs nothing in (seeded, not registered). */
export async function insertChargePoint(
  db: Db,
  station: { id: number; merchant_id: number },
  identity: string,
  now: number,
): Promise<number> {
  const pointId = await insertDemoRow(
    db,
    chargePointResource,
    {
      merchant_id: station.merchant_id,
      station_id: station.id,
      identity,
      name: `${identity} 直流桩`,
      password_hash: '!seeded',
      max_power_w: 60_000,
      vendor: 'DEMO',
      model: 'DC60',
      status: 1,
      create_time: now,
      update_time: now,
    },
    now,
  );
  await db
    .insertInto('energy_connector')
    .values({
      charge_point_id: pointId,
      station_id: station.id,
      merchant_id: station.merchant_id,
      connector_no: 1,
      ocpp_status: 'Available',
      status_time: now,
    })
    .execute();
  return pointId;
}

/**
 * A finished session inside one period of the rule (the seed keeps each within one, so its price
 * is the period's prices times the energy, rounded to the fen once) and its paid order.
 */
export async function insertFinishedSession(
  db: Db,
  point: { id: number; station_id: number; merchant_id: number },
  session: { transactionId: number; start: number; minutes: number; wh: number; plate: string },
  periods: readonly EnergyPeriod[],
  cstMinute: number,
): Promise<{ recordId: number; orderId: number }> {
  const period = periodAt(periods, cstMinute);
  const fen = (price: number) => Math.round((session.wh * price) / 100_000);
  const energyAmount = fen(period.energy_price);
  const serviceAmount = fen(period.service_price);
  const end = session.start + session.minutes * 60;
  const no = `${point.id}${String(session.transactionId).padStart(6, '0')}`;
  const record = await db
    .insertInto('energy_charge_record')
    .values({
      merchant_id: point.merchant_id,
      station_id: point.station_id,
      charge_point_id: point.id,
      connector_no: 1,
      record_no: `CR${no}`,
      transaction_id: session.transactionId,
      id_tag: `TAG${String(session.transactionId).padStart(6, '0')}`,
      plate: session.plate,
      start_time: session.start,
      end_time: end,
      meter_start_wh: session.transactionId * 100_000,
      meter_stop_wh: session.transactionId * 100_000 + session.wh,
      energy_wh: session.wh,
      energy_amount: energyAmount,
      service_amount: serviceAmount,
      amount: energyAmount + serviceAmount,
      status: 2,
      stop_reason: 'EVDisconnected',
      create_time: session.start,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const order = await db
    .insertInto('energy_payment_order')
    .values({
      merchant_id: point.merchant_id,
      station_id: point.station_id,
      record_id: Number(record.id),
      order_no: `CO${no}`,
      amount: energyAmount + serviceAmount,
      paid_amount: energyAmount + serviceAmount,
      pay_mode: session.transactionId % 2 === 0 ? 3 : 4,
      status: 1,
      pay_time: end,
      create_time: end,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { recordId: Number(record.id), orderId: Number(order.id) };
}

/** Minute of the day in China Standard Time of an epoch second. */
function cstMinuteOf(epoch: number): number {
  return Math.floor(((epoch + 8 * HOUR_S) % DAY_S) / 60);
}

/**
 * 充电站 of the demo merchant (issue 19): three stations with the same 峰谷平 rule, their 运行配置 and
 * 预付费设置, one charge point each and a handful of finished sessions with paid orders over the last
 * days. The orders are rows only (not trades of the ledger): the ledger's seed runs over parking
 * orders, and a trade per demo session would add its statements for nothing the screens show.
 * Returns the station ids (none when the demo merchant is missing).
 */
export async function seedEnergyStations(db: Db, now: number): Promise<number[]> {
  const merchant = await db
    .selectFrom('merchant')
    .select('id')
    .where('merchant_no', '=', DEMO_MERCHANT_NO)
    .executeTakeFirst();
  if (!merchant) return [];
  if (checkEnergyPeriods(DEMO_PERIODS)) throw new Error('the demo billing rule must pass its check');
  const merchantId = Number(merchant.id);
  const ids: number[] = [];
  let transactionId = 0;
  for (const [i, seed] of STATIONS.entries()) {
    const created = now - (60 - i * 10) * DAY_S;
    const id = await insertStation(db, merchantId, seed, created);
    ids.push(id);
    await db
      .insertInto('energy_billing_rule')
      .values({
        station_id: id,
        merchant_id: merchantId,
        periods: JSON.stringify(DEMO_PERIODS),
        update_time: created,
      })
      .execute();
    await db
      .insertInto('energy_station_setting')
      .values([
        {
          station_id: id,
          merchant_id: merchantId,
          kind: 'runtime',
          value_json: JSON.stringify({
            heartbeat_interval: 60,
            max_session_hours: 12,
            idle_fee_enabled: 1,
            idle_free_minutes: 15,
            idle_fee_per_minute: 50,
            idle_fee_cap: 3000,
          }),
          update_time: created,
        },
        {
          station_id: id,
          merchant_id: merchantId,
          kind: 'energy-prepayment',
          value_json: JSON.stringify({ enabled: i === 0 ? 1 : 0, default_amount: 5000, min_amount: 1000 }),
          update_time: created,
        },
      ])
      .execute();
    const pointId = await insertChargePoint(
      db,
      { id, merchant_id: merchantId },
      `DEMO${String(id).padStart(4, '0')}01`,
      created,
    );
    for (let n = 0; n < 4; n += 1) {
      transactionId += 1;
      // Sessions start on the hour, a day apart; each lasts under an hour so it stays in its period.
      const start = Math.floor((now - (n + 1) * DAY_S - (i + 2) * HOUR_S) / HOUR_S) * HOUR_S;
      const minute = cstMinuteOf(start);
      const period = periodAt(DEMO_PERIODS, minute);
      const minutes = Math.min(50, minuteOfDay(period.end) - minute - 1);
      await insertFinishedSession(
        db,
        { id: pointId, station_id: id, merchant_id: merchantId },
        {
          transactionId,
          start,
          minutes,
          wh: 8000 + ((transactionId * 3571) % 30_000),
          plate: `粤BD${String(10_000 + transactionId * 137).slice(-5)}`,
        },
        DEMO_PERIODS,
        minute,
      );
    }
  }
  return ids;
}
