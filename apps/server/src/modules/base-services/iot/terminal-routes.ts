import {
  AGENT_ONLINE_SECONDS,
  OFFLINE_AFTER_HEARTBEATS,
  TERMINAL_KIND_CHARGE_POINT,
  terminalView,
} from '@console/core';
import { sql } from 'kysely';
import { viewRoutes } from '../../../engine/view-routes.js';

// Lot devices report every 60 s (AGENT_ONLINE_SECONDS allows five missed reports).
const LOT_HEARTBEAT_SECONDS = 60;

/**
 * GET /base/services/iot/agent/list: 终端列表, the lot devices (park_agent) and the charge points
 * (energy_charge_point) as one list. 在线 follows from the heartbeat's age at `now`, by each kind's
 * own rule, the same as the lot's 终端设备 and the station's 设备 screens say.
 */
export const terminalRoutes = viewRoutes(terminalView, {
  source: ({ db, now }) => {
    const lotDevices = db
      .selectFrom('park_agent as a')
      .innerJoin('park', 'park.id', 'a.park_id')
      .innerJoin('merchant as m', 'm.id', 'a.merchant_id')
      .select([
        sql<string>`'park'`.as('source'),
        'a.id as device_id',
        'a.merchant_id',
        sql<number | null>`a.park_id`.as('park_id'),
        'a.device_sn',
        'a.name',
        sql<number>`a.kind`.as('kind'),
        'park.name as site_name',
        sql<string | null>`a.gate_name`.as('position'),
        sql<number>`case when a.last_heartbeat > 0 and a.last_heartbeat >= ${now - AGENT_ONLINE_SECONDS} then 1 else 0 end`.as(
          'online',
        ),
        'a.last_heartbeat',
        'm.name as merchant_name',
        sql<string | null>`null`.as('vendor'),
        'a.ip',
        'a.firmware',
        sql<number>`${sql.lit(LOT_HEARTBEAT_SECONDS)}`.as('heartbeat_interval'),
        'a.create_time',
      ]);
    const chargePoints = db
      .selectFrom('energy_charge_point as cp')
      .innerJoin('energy_station as es', 'es.id', 'cp.station_id')
      .innerJoin('merchant as m', 'm.id', 'cp.merchant_id')
      .select([
        sql<string>`'station'`.as('source'),
        'cp.id as device_id',
        'cp.merchant_id',
        sql<number | null>`null`.as('park_id'),
        'cp.identity as device_sn',
        'cp.name',
        sql<number>`${sql.lit(TERMINAL_KIND_CHARGE_POINT)}`.as('kind'),
        'es.name as site_name',
        sql<string | null>`null`.as('position'),
        sql<number>`case when cp.last_seen_time is not null and ${now} - cp.last_seen_time <= ${sql.lit(OFFLINE_AFTER_HEARTBEATS)} * cp.heartbeat_interval then 1 else 0 end`.as(
          'online',
        ),
        sql<number>`coalesce(cp.last_seen_time, 0)`.as('last_heartbeat'),
        'm.name as merchant_name',
        sql<string | null>`nullif(trim(coalesce(cp.vendor, '') || ' ' || coalesce(cp.model, '')), '')`.as(
          'vendor',
        ),
        sql<string | null>`null`.as('ip'),
        'cp.firmware',
        'cp.heartbeat_interval',
        'cp.create_time',
      ]);
    return lotDevices.unionAll(chargePoints);
  },
});
