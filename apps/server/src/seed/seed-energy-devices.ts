import { chargePointResource } from '@console/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { insertDemoRow } from './demo-rows.js';

type Db = Kysely<Database>;

/** The demo charge points' connection password (HTTP Basic on /ocpp/<identity>), as docs say. */
export const DEMO_CHARGE_POINT_PASSWORD = 'demo-cp-2026';
// argon2id of DEMO_CHARGE_POINT_PASSWORD with the login profile, made once: hashing in every seed
// would cost each PostgreSQL test file a tenth of a second.
const DEMO_HASH =
  '$argon2id$v=19$m=19456,p=1,t=2$pMl8+gpSse40221fR5Vmsw$7RliqnVPDcc0h/pCnMmEHqfv1tSydnuJ7EZZa5qoT/g';

/**
 * One demo charge point of two connectors (7 kW AC) at each of the given stations, identity
 * `DEMO-CP-<station id>`, never connected (离线 until the developer tool or a real charge point
 * boots it with DEMO_CHARGE_POINT_PASSWORD), beside the station's own seeded ones. Run twice, it
 * adds none.
 */
export async function seedEnergyDevices(db: Db, stationIds: readonly number[], now: number): Promise<void> {
  for (const stationId of stationIds) {
    const station = await db
      .selectFrom('energy_station')
      .select(['id', 'merchant_id'])
      .where('id', '=', stationId)
      .executeTakeFirst();
    if (!station) continue;
    const taken = await db
      .selectFrom('energy_charge_point')
      .select('id')
      .where('identity', '=', `DEMO-CP-${stationId}`)
      .executeTakeFirst();
    if (taken) continue;
    // Vendor, model, serial and firmware are what a BootNotification would have said; the
    // generator gives them, like the last time seen (a demo point shows 离线 until it connects).
    const pointId = await insertDemoRow(
      db,
      chargePointResource,
      {
        merchant_id: Number(station.merchant_id),
        station_id: stationId,
        identity: `DEMO-CP-${stationId}`,
        name: `演示交流桩 ${stationId}`,
        password_hash: DEMO_HASH,
        connector_count: 2,
        max_power_w: 7000,
        status: 1,
        create_time: now,
      },
      now,
    );
    await db
      .insertInto('energy_connector')
      .values(
        [1, 2].map((no) => ({
          charge_point_id: pointId,
          station_id: stationId,
          merchant_id: Number(station.merchant_id),
          connector_no: no,
          ocpp_status: 'Unavailable',
        })),
      )
      .execute();
  }
}
