import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { nowSeconds } from '../lib/clock.js';
import {
  DEMO_PERIODS,
  insertChargePoint,
  insertFinishedSession,
  insertStation,
} from '../seed/seed-energy-stations.js';

type Db = Kysely<Database>;

let serial = (process.pid % 1000) * 1000;

/** A station of a merchant, named apart from every other the test makes. */
export async function createStation(db: Db, merchantId: number): Promise<number> {
  serial += 1;
  return insertStation(
    db,
    merchantId,
    {
      name: `测试充电站${serial}`,
      area_code: '440305',
      address: '深圳市南山区测试路 1 号',
      lat: 22.5,
      lng: 113.9,
      contact_name: '测试',
      contact_phone: '13800138000',
    },
    nowSeconds(),
  );
}

/** A finished session at a new station of the merchant (its charge point made for it) and its paid order. */
export async function createSession(
  db: Db,
  merchantId: number,
  stationId?: number,
): Promise<{ stationId: number; recordId: number; orderId: number }> {
  const station = stationId ?? (await createStation(db, merchantId));
  serial += 1;
  const now = nowSeconds();
  const pointId = await insertChargePoint(db, { id: station, merchant_id: merchantId }, `TEST${serial}`, now);
  const made = await insertFinishedSession(
    db,
    { id: pointId, station_id: station, merchant_id: merchantId },
    { transactionId: serial, start: now - 3600, minutes: 30, wh: 12_345, plate: '粤BD12345' },
    DEMO_PERIODS,
    0,
  );
  return { stationId: station, ...made };
}

/** Rows of the station part's resources for the generated endpoint test. */
export function energyStationRowFactories(
  db: Db,
): Record<string, (owner: { merchantId: number }) => Promise<number>> {
  return {
    'energy/station': (owner) => createStation(db, owner.merchantId),
    'energy/order/record': async (owner) => (await createSession(db, owner.merchantId)).recordId,
    'energy/order/payment': async (owner) => (await createSession(db, owner.merchantId)).orderId,
  };
}
