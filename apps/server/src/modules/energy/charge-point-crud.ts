import { ApiCode, chargePointResource, CONNECTOR_STATUS, isChargePointOnline, labelOf } from '@console/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { crudRoutes } from '../../engine/crud-routes.js';
import type { ActionContext, WriteHooks } from '../../engine/engine-types.js';
import { AppError, alreadyExists } from '../../http/app-error.js';
import { hashPassword } from '../../platform/auth/password-hasher.js';
import type { CentralSystem } from './central-system.js';
import { RECORD_CHARGING } from './charge-session.js';
import { visibleStation } from './charge-point-scope.js';

/** The connectors' statuses of some charge points, Offline for a silent one (derived, never stored). */
export async function connectorStatuses(
  db: Kysely<Database>,
  points: readonly { id: unknown; last_seen_time: unknown; heartbeat_interval: unknown }[],
  now: number,
) {
  const ids = points.map((p) => Number(p.id));
  const rows =
    ids.length === 0
      ? []
      : await db
          .selectFrom('energy_connector')
          .select(['charge_point_id', 'connector_no', 'ocpp_status', 'error_code', 'status_time'])
          .where('charge_point_id', 'in', ids)
          .orderBy('connector_no')
          .execute();
  const online = new Map(
    points.map((p) => [
      Number(p.id),
      isChargePointOnline(
        p.last_seen_time == null ? null : Number(p.last_seen_time),
        Number(p.heartbeat_interval),
        now,
      ),
    ]),
  );
  return rows.map((row) => ({
    charge_point_id: Number(row.charge_point_id),
    connector_no: Number(row.connector_no),
    status: online.get(Number(row.charge_point_id)) ? row.ocpp_status : 'Offline',
    error_code: row.error_code,
    status_time: row.status_time == null ? null : Number(row.status_time),
  }));
}

const chargePointHooks: WriteHooks = {
  // argon2 before the transaction (slow, and SQLite has one writer).
  async prepare(_ctx, { input }) {
    return typeof input.password === 'string' && input.password !== ''
      ? { password_hash: await hashPassword(input.password) }
      : {};
  },
  async beforeCreate(ctx, { values }) {
    const station = await visibleStation(ctx.db, ctx.auth, Number(values.station_id));
    const taken = await ctx.db
      .selectFrom('energy_charge_point')
      .select('id')
      .where('identity', '=', String(values.identity))
      .executeTakeFirst();
    if (taken) throw alreadyExists('桩编号', values.identity);
    // The charge point belongs to the station's owner, whoever registers it.
    return { ...values, merchant_id: station.merchant_id, status: 1 };
  },
  async afterCreate(ctx, { id, values }) {
    const count = Number(values.connector_count);
    await ctx.db
      .insertInto('energy_connector')
      .values(
        Array.from({ length: count }, (_, i) => ({
          charge_point_id: id,
          station_id: Number(values.station_id),
          merchant_id: Number(values.merchant_id),
          connector_no: i + 1,
          ocpp_status: 'Unavailable',
        })),
      )
      .execute();
  },
  async beforeUpdate(_ctx, { changes }) {
    return changes;
  },
  // The list and detail read only their fields; station, heartbeat and last contact are read here.
  async decorateRows(ctx, rows) {
    const points = await ctx.db
      .selectFrom('energy_charge_point as cp')
      .innerJoin('energy_station as s', 's.id', 'cp.station_id')
      .select(['cp.id', 'cp.last_seen_time', 'cp.heartbeat_interval', 's.name as station_name'])
      .where('cp.id', 'in', [...rows.map((r) => Number(r.id)), -1])
      .execute();
    const byId = new Map(points.map((p) => [Number(p.id), p]));
    const connectors = await connectorStatuses(ctx.db, points, ctx.now);
    for (const row of rows) {
      const id = Number(row.id);
      const point = byId.get(id);
      row.station_name = point?.station_name ?? '';
      row.link =
        point &&
        isChargePointOnline(
          point.last_seen_time == null ? null : Number(point.last_seen_time),
          Number(point.heartbeat_interval),
          ctx.now,
        )
          ? 1
          : 0;
      row.connectors = connectors
        .filter((c) => c.charge_point_id === id)
        .map((c) => `${c.connector_no}号枪 ${labelOf(CONNECTOR_STATUS, c.status)}`)
        .join('，');
    }
  },
};

const connectorOf = (ctx: ActionContext) => Number(ctx.body.connector_no);

/** The console's OCPP commands as the resource's actions, and 停用 closing the connection. */
export function chargePointCrud(system: CentralSystem) {
  const id = (ctx: ActionContext) => Number(ctx.row.id);
  const refuseUnless = (answer: Record<string, unknown>, what: string) => {
    if (answer.status !== 'Accepted')
      throw new AppError(ApiCode.BUSINESS_RULE, `充电桩拒绝了${what}（${String(answer.status)}）`);
  };
  const checkConnector = (ctx: ActionContext, allowZero = false) => {
    const no = connectorOf(ctx);
    if (no > Number(ctx.row.connector_count) || (!allowZero && no < 1))
      throw new AppError(ApiCode.VALIDATION, `该桩只有 ${String(ctx.row.connector_count)} 把枪`);
    return no;
  };
  return crudRoutes(chargePointResource, {
    hooks: chargePointHooks,
    actions: {
      'remote-start': {
        async run(ctx) {
          const connectorId = checkConnector(ctx);
          const prepaid = ctx.body.prepaid_amount;
          if (typeof prepaid === 'number' && prepaid > 0)
            system.pendingPrepaid.set(`${id(ctx)}:${connectorId}`, prepaid);
          const answer = await system.command(id(ctx), 'RemoteStartTransaction', {
            connectorId,
            idTag: String(ctx.body.id_tag),
          });
          refuseUnless(answer, '远程启动');
          return undefined;
        },
      },
      'remote-stop': {
        async run(ctx) {
          system.assertOnline(id(ctx));
          const connectorNo = checkConnector(ctx);
          const open = await ctx.db
            .selectFrom('energy_charge_record')
            .select('transaction_id')
            .where('charge_point_id', '=', id(ctx))
            .where('connector_no', '=', connectorNo)
            .where('status', '=', RECORD_CHARGING)
            .executeTakeFirst();
          if (!open) throw new AppError(ApiCode.BUSINESS_RULE, `${connectorNo}号枪没有进行中的充电`);
          const answer = await system.command(id(ctx), 'RemoteStopTransaction', {
            transactionId: open.transaction_id,
          });
          refuseUnless(answer, '远程停止');
          return undefined;
        },
      },
      'change-availability': {
        async run(ctx) {
          const answer = await system.command(id(ctx), 'ChangeAvailability', {
            connectorId: checkConnector(ctx, true),
            type: String(ctx.body.availability),
          });
          if (answer.status === 'Rejected') refuseUnless(answer, '切换可用性');
          return undefined;
        },
      },
      reset: {
        async run(ctx) {
          refuseUnless(await system.command(id(ctx), 'Reset', { type: String(ctx.body.reset_type) }), '重启');
          return undefined;
        },
      },
      disable: {
        async run(ctx) {
          await system.disconnect(id(ctx));
          return undefined;
        },
      },
    },
  });
}
