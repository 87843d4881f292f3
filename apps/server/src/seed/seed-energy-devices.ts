import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

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
 * boots it with DEMO_CHARGE_POINT_PASSWORD). A station that already has a charge point is skipped.
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
      .where('station_id', '=', stationId)
      .executeTakeFirst();
    if (taken) continue;
    const inserted = await db
      .insertInto('energy_charge_point')
      .values({
        merchant_id: Number(station.merchant_id),
        station_id: stationId,
        identity: `DEMO-CP-${stationId}`,
        name: `演示交流桩 ${stationId}`,
        password_hash: DEMO_HASH,
        connector_count: 2,
        max_power_w: 7000,
        create_time: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('energy_connector')
      .values(
        [1, 2].map((no) => ({
          charge_point_id: Number(inserted.id),
          station_id: stationId,
          merchant_id: Number(station.merchant_id),
          connector_no: no,
          ocpp_status: 'Unavailable',
        })),
      )
      .execute();
  }
}
