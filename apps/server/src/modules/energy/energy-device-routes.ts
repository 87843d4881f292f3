import { DEVICE_LIVE, okResponse, type DeviceLive } from '@console/core';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.js';
import { nowSeconds } from '../../lib/clock.js';
import { authOf } from '../../platform/auth/auth-hook.js';
import { CentralSystem } from './central-system.js';
import { chargePointCrud, connectorStatuses } from './charge-point-crud.js';
import { visibleChargePoint } from './charge-point-scope.js';
import { RECORD_CHARGING } from './charge-session.js';
import { devtoolEnergyRoutes } from './devtool-energy-routes.js';

const SESSIONS_SHOWN = 20;
const MESSAGES_SHOWN = 100;

/**
 * Energy routes of the device part (issue 19); modules/energy/index.ts registers them: the OCPP
 * central system on /ocpp/<identity>, the charge point resource with its console commands, the
 * device page's live state, and the developer tool's simulated charge points.
 */
export async function energyDeviceRoutes(app: FastifyInstance): Promise<void> {
  const system = new CentralSystem(app.db);
  system.attach(app.server);
  app.addHook('onClose', async () => system.close());

  await app.register(chargePointCrud(system));
  await app.register(devtoolEnergyRoutes, { system });

  app.get<{ Querystring: { id: number } }>(
    '/energy/device/live',
    {
      config: { access: { permission: 'energy:device:detail' } },
      schema: {
        tags: ['充电设备'],
        summary: '充电桩实时状态、最近充电与通信记录',
        querystring: {
          type: 'object',
          properties: { id: { type: 'integer', minimum: 1, title: '充电桩' } },
          required: ['id'],
          additionalProperties: false,
        },
        response: okResponse(DEVICE_LIVE),
      },
    },
    async (request) => {
      const point = await visibleChargePoint(app.db, authOf(request), request.query.id);
      await system.log.flush();
      const now = nowSeconds();
      const connectors = await connectorStatuses(app.db, [point], now);
      const sessions = await app.db
        .selectFrom('energy_charge_record')
        .select([
          'id',
          'record_no',
          'connector_no',
          'transaction_id',
          'id_tag',
          'start_time',
          'end_time',
          'meter_start_wh',
          'energy_wh',
          'amount',
          'prepaid_amount',
          'status',
          'stop_reason',
        ])
        .where('charge_point_id', '=', point.id)
        .orderBy('start_time', 'desc')
        .orderBy('id', 'desc')
        .limit(SESSIONS_SHOWN)
        .execute();
      // The energy so far of an open session: its last accepted reading.
      const open = sessions.filter((s) => Number(s.status) === RECORD_CHARGING);
      const lastReadings = new Map<number, number>();
      for (const session of open) {
        const last = await app.db
          .selectFrom('energy_meter_sample')
          .select('meter_wh')
          .where('record_id', '=', session.id)
          .orderBy('sample_time', 'desc')
          .limit(1)
          .executeTakeFirst();
        lastReadings.set(
          Number(session.id),
          Number(last?.meter_wh ?? session.meter_start_wh) - Number(session.meter_start_wh),
        );
      }
      const messages = await app.db
        .selectFrom('energy_ocpp_message')
        .select(['id', 'direction', 'action', 'payload', 'note', 'create_time'])
        .where('charge_point_id', '=', point.id)
        .orderBy('id', 'desc')
        .limit(MESSAGES_SHOWN)
        .execute();
      const live: DeviceLive = {
        online: connectors.length === 0 ? false : connectors[0]!.status !== 'Offline',
        connected: system.isOnline(Number(point.id)),
        connectors: connectors.map((c) => {
          const session = open.find((s) => Number(s.connector_no) === c.connector_no);
          return {
            connector_no: c.connector_no,
            status: c.status,
            error_code: c.error_code,
            status_time: c.status_time,
            transaction_id: session ? Number(session.transaction_id) : null,
            energy_wh: session ? (lastReadings.get(Number(session.id)) ?? 0) : null,
          };
        }),
        sessions: sessions.map((s) => ({
          id: Number(s.id),
          record_no: s.record_no,
          connector_no: Number(s.connector_no),
          transaction_id: Number(s.transaction_id),
          id_tag: s.id_tag,
          start_time: Number(s.start_time),
          end_time: s.end_time == null ? null : Number(s.end_time),
          energy_wh:
            Number(s.status) === RECORD_CHARGING
              ? (lastReadings.get(Number(s.id)) ?? 0)
              : Number(s.energy_wh),
          amount: Number(s.amount),
          prepaid_amount: Number(s.prepaid_amount),
          status: Number(s.status),
          stop_reason: s.stop_reason,
        })),
        messages: messages.map((m) => ({
          id: Number(m.id),
          direction: m.direction,
          action: m.action,
          payload: m.payload,
          note: m.note,
          create_time: Number(m.create_time),
        })),
      };
      return ok(request, live);
    },
  );
}
