import type { EnergyPeriod } from '@console/core';
import type { FastifyInstance } from 'fastify';
import { nowSeconds } from '../lib/clock.js';
import { bearer } from './account-fixture.js';

/** 谷 00:00–08:00 at 0.3000 + 0.4000 元/度, 峰 08:00–24:00 at 1.0000 + 0.8000 元/度. */
export const TEST_PERIODS: EnergyPeriod[] = [
  { start: '00:00', end: '08:00', energy_price: 3000, service_price: 4000 },
  { start: '08:00', end: '24:00', energy_price: 10000, service_price: 8000 },
];

let stationSerial = 0;

/**
 * A station row (the station part's screens make them; the device tests need only the row), with
 * a billing rule unless `periods` is null and a 预付费设置 document when given.
 */
export async function createEnergyStation(
  app: FastifyInstance,
  merchantId: number,
  options: { periods?: EnergyPeriod[] | null; prepayment?: object; status?: number } = {},
): Promise<number> {
  const now = nowSeconds();
  stationSerial += 1;
  const inserted = await app.db
    .insertInto('energy_station')
    .values({
      merchant_id: merchantId,
      station_no: `TS${now}${String(stationSerial).padStart(4, '0')}${Math.floor(Math.random() * 1000)}`,
      name: `测试充电站${stationSerial}`,
      status: options.status ?? 1,
      create_time: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const stationId = Number(inserted.id);
  const periods = options.periods === undefined ? TEST_PERIODS : options.periods;
  if (periods)
    await app.db
      .insertInto('energy_billing_rule')
      .values({
        station_id: stationId,
        merchant_id: merchantId,
        periods: JSON.stringify(periods),
        update_time: now,
      })
      .execute();
  if (options.prepayment)
    await app.db
      .insertInto('energy_station_setting')
      .values({
        station_id: stationId,
        merchant_id: merchantId,
        kind: 'energy-prepayment',
        value_json: JSON.stringify(options.prepayment),
        update_time: now,
      })
      .execute();
  return stationId;
}

/** Registers a charge point through the API, as 设备管理's 新增 does; returns its id. */
export async function registerChargePoint(
  app: FastifyInstance,
  token: string,
  body: { station_id: number; identity: string; password: string; connector_count?: number },
): Promise<number> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/energy/device/create',
    headers: bearer(token),
    payload: { name: `桩 ${body.identity}`, connector_count: 2, max_power_w: 7000, ...body },
  });
  const answer = res.json();
  if (answer.code !== 1001) throw new Error(`register failed: ${res.body}`);
  return Number(answer.payload.id);
}
