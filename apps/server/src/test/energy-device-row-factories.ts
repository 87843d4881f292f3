import { chargePointResource } from '@console/core';
import type { FastifyInstance } from 'fastify';
import { nowSeconds } from '../lib/clock.js';
import type { ActionBody, TreeMember } from './tenant-tree.js';
import { insertRow } from './row-for.js';

let serial = 0;

/** A charge point of the generated endpoint test: on a station row of its owner, never connected. */
export function energyDeviceRowFactories(
  app: FastifyInstance,
): Record<string, (owner: TreeMember) => Promise<number>> {
  return {
    'energy/device': async (owner) => {
      serial += 1;
      const now = nowSeconds();
      const station = await app.db
        .insertInto('energy_station')
        .values({
          merchant_id: owner.merchantId,
          station_no: `RS${now}${serial}`,
          name: '行充电站',
          create_time: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return insertRow(app.db, chargePointResource, {
        merchant_id: owner.merchantId,
        station_id: Number(station.id),
        identity: `ROW-CP-${now}-${serial}`,
        connector_count: 2,
        password_hash: 'not-a-hash',
      });
    },
  };
}

export const ENERGY_DEVICE_ACTION_BODIES: Record<string, ActionBody> = {
  '/api/energy/device/remote-start': { connector_no: 1, id_tag: 'ROW' },
  '/api/energy/device/remote-stop': { connector_no: 1 },
  '/api/energy/device/change-availability': { connector_no: 0, availability: 'Operative' },
  '/api/energy/device/reset': { reset_type: 'Soft' },
};

/**
 * Commands sent to a charge point over OCPP: a row of the generated test is never connected, so
 * they answer the offline refusal (central-system.test.ts sends them to a connected one).
 */
export const NEEDS_CONNECTED_DEVICE: ReadonlySet<string> = new Set(Object.keys(ENERGY_DEVICE_ACTION_BODIES));
