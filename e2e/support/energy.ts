import path from 'node:path';
import Database from 'better-sqlite3';

/** 谷 00:00–08:00 at 0.3000 + 0.4000 元/度, 峰 08:00–24:00 at 1.0000 + 0.8000 元/度. */
export const E2E_PERIODS = [
  { start: '00:00', end: '08:00', energy_price: 3000, service_price: 4000 },
  { start: '08:00', end: '24:00', energy_price: 10000, service_price: 8000 },
];

/**
 * A station of the demo merchant (300001) with E2E_PERIODS, written into the worker's SQLite
 * database: the station screens and their API come with the station part of issue 19, and a row
 * with its rule is all the device flow needs. Answers the station id.
 */
export function insertStation(dataDir: string, name: string): number {
  const db = new Database(path.join(dataDir, 'console.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    const merchant = db.prepare("select id from merchant where merchant_no = '300001'").get() as {
      id: number;
    };
    const now = Math.floor(Date.now() / 1000);
    const station = db
      .prepare('insert into energy_station (merchant_id, station_no, name, create_time) values (?, ?, ?, ?)')
      .run(merchant.id, `E2E${now}${Math.floor(Math.random() * 1000)}`, name, now);
    db.prepare(
      'insert into energy_billing_rule (station_id, merchant_id, periods, update_time) values (?, ?, ?, ?)',
    ).run(station.lastInsertRowid, merchant.id, JSON.stringify(E2E_PERIODS), now);
    return Number(station.lastInsertRowid);
  } finally {
    db.close();
  }
}

/**
 * The price in fen of `wh` charged within one period of E2E_PERIODS (a short session that crosses
 * no boundary), rounded once, half up: Wh × (0.0001 元/kWh) is 1/100,000 fen.
 */
export function expectedFen(wh: number, atSeconds: number): number {
  const hour = new Date((atSeconds + 8 * 3600) * 1000).getUTCHours();
  const price = hour < 8 ? 3000 + 4000 : 10000 + 8000;
  return Math.floor((wh * price * 2 + 100_000) / 200_000);
}
