import {
  ApiCode,
  checkEnergyPeriods,
  DONE_RESPONSE,
  ENERGY_BILLING_BODY,
  ENERGY_BILLING_DETAIL,
  ENERGY_BILLING_KEY,
  okResponse,
  type EnergyPeriod,
} from '@console/core';
import type { FastifyInstance } from 'fastify';
import { writeAudit } from '../../engine/audit-log.js';
import { engineDb } from '../../engine/engine-db.js';
import { stationInScope } from '../../engine/tenant-scope.js';
import { AppError } from '../../http/app-error.js';
import { done, ok } from '../../http/envelope.js';
import { nowSeconds } from '../../lib/clock.js';
import { authOf } from '../../platform/auth/auth-hook.js';

const AUDITED = { key: ENERGY_BILLING_KEY, label: '计费规则', fields: {} } as never;

/** Only the four keys of a period, in order: the stored JSON is what the pricing reads. */
function normalised(periods: readonly EnergyPeriod[]): EnergyPeriod[] {
  return periods.map(({ start, end, energy_price, service_price }) => ({
    start,
    end,
    energy_price,
    service_price,
  }));
}

/**
 * 计费规则 of a station: `GET energy/station/billing/detail?station_id=` and `PUT .../update`
 * with the whole list of periods. The station must be one the caller sees (404 otherwise); a rule
 * that fails checkEnergyPeriods is refused with its Chinese message and nothing changes. One rule
 * per station (unique station_id), replaced in one statement, with its audit row.
 */
export async function billingRuleRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { station_id: number } }>(
    `/${ENERGY_BILLING_KEY}/detail`,
    {
      config: { access: { permission: 'energy:billing:view' } },
      schema: {
        tags: ['计费规则'],
        summary: '充电站计费规则',
        querystring: {
          type: 'object',
          properties: {
            station_id: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER, title: '充电站' },
          },
          required: ['station_id'],
          additionalProperties: false,
        },
        response: okResponse(ENERGY_BILLING_DETAIL),
      },
    },
    async (request) => {
      const station = await stationInScope(engineDb(app.db), authOf(request), request.query.station_id);
      const rule = await app.db
        .selectFrom('energy_billing_rule')
        .select(['periods', 'update_time'])
        .where('station_id', '=', station.id)
        .executeTakeFirst();
      return ok(request, {
        station_id: station.id,
        station_name: station.name,
        periods: rule ? (JSON.parse(rule.periods) as EnergyPeriod[]) : [],
        update_time: rule ? Number(rule.update_time) : 0,
        saved: Boolean(rule),
      });
    },
  );

  app.put<{ Body: { station_id: number; periods: EnergyPeriod[] } }>(
    `/${ENERGY_BILLING_KEY}/update`,
    {
      config: { access: { permission: 'energy:billing:update' } },
      schema: {
        tags: ['计费规则'],
        summary: '保存充电站计费规则',
        body: ENERGY_BILLING_BODY,
        response: DONE_RESPONSE,
      },
    },
    async (request) => {
      const auth = authOf(request);
      const station = await stationInScope(engineDb(app.db), auth, request.body.station_id);
      const periods = normalised(request.body.periods);
      const problem = checkEnergyPeriods(periods);
      if (problem) throw new AppError(ApiCode.VALIDATION, problem);
      const json = JSON.stringify(periods);
      const now = nowSeconds();
      await app.db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom('energy_billing_rule')
          .select('periods')
          .where('station_id', '=', station.id)
          .executeTakeFirst();
        await trx
          .insertInto('energy_billing_rule')
          .values({
            station_id: station.id,
            merchant_id: station.merchant_id,
            periods: json,
            update_time: now,
          })
          .onConflict((oc) => oc.column('station_id').doUpdateSet({ periods: json, update_time: now }))
          .execute();
        await writeAudit(
          { db: trx, auth, request, now, resource: AUDITED },
          {
            action: 'update',
            rowId: station.id,
            ...(before && { before: { station_id: station.id, periods: JSON.parse(before.periods) } }),
            after: { station_id: station.id, periods },
          },
        );
      });
      return done(request);
    },
  );
}
