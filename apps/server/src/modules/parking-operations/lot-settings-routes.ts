import { ApiCode, LOT_SETTING_KINDS, lotSettingProblem, type LotSettingKindName } from '@console/core';
import type { FastifyInstance } from 'fastify';
import { writeAudit } from '../../engine/audit-log.js';
import { AppError } from '../../http/app-error.js';
import { done, ok } from '../../http/envelope.js';
import { nowSeconds } from '../../lib/clock.js';
import { authOf } from '../auth/auth-hook.js';
import { findVisiblePark } from '../parking/park-lookup.js';
import { readLotSetting, writeLotSetting } from './lot-settings-service.js';

const PARK_ID = { type: 'integer', minimum: 1, title: '车场' } as const;

/**
 * GET /parking/lot-setting/{kind}?park_id= and PUT /parking/lot-setting/{kind}: one lot's 预约设置,
 * 运行配置 or 支付渠道 as a whole document. The park must be one the caller sees (404 otherwise); a
 * save is validated by the kind's schema and rule, and written with its audit row (resource
 * `parking/config/{kind}`, row id = the park) in one transaction, which the lot's 配置日志 reads.
 */
export async function lotSettingRoutes(app: FastifyInstance): Promise<void> {
  for (const [kind, def] of Object.entries(LOT_SETTING_KINDS) as [
    LotSettingKindName,
    (typeof LOT_SETTING_KINDS)[LotSettingKindName],
  ][]) {
    const url = `/parking/lot-setting/${kind}`;
    app.get<{ Querystring: { park_id: number } }>(
      url,
      {
        config: { access: { permission: def.view } },
        schema: {
          tags: ['车场配置'],
          summary: def.label,
          querystring: {
            type: 'object',
            properties: { park_id: PARK_ID },
            required: ['park_id'],
            additionalProperties: false,
          },
        },
      },
      async (request) => {
        const park = await findVisiblePark(app.db, authOf(request), request.query.park_id);
        const setting = await readLotSetting(app.db, park.id, kind);
        return ok(request, { park_id: park.id, park_name: park.name, kind, ...setting });
      },
    );

    app.put<{ Body: Record<string, unknown> & { park_id: number } }>(
      url,
      {
        config: { access: { permission: def.update } },
        schema: {
          tags: ['车场配置'],
          summary: `保存${def.label}`,
          body: {
            type: 'object',
            properties: { park_id: PARK_ID, ...def.schema },
            required: ['park_id', ...Object.keys(def.schema)],
            additionalProperties: false,
          },
        },
      },
      async (request) => {
        const auth = authOf(request);
        const park = await findVisiblePark(app.db, auth, request.body.park_id);
        const { park_id: _parkId, ...value } = request.body;
        // The kind's own rule across fields (schema checked each field already).
        const problem = lotSettingProblem(kind, value);
        if (problem) throw new AppError(ApiCode.VALIDATION, problem);
        const now = nowSeconds();
        await app.db.transaction().execute(async (trx) => {
          const before = await readLotSetting(trx, park.id, kind);
          await writeLotSetting(trx, park, kind, value, now);
          await writeAudit(
            { db: trx, auth, request, now, resource: { key: def.auditKey } },
            {
              action: 'update',
              rowId: park.id,
              before: { park_id: park.id, ...before.value },
              after: { park_id: park.id, ...value },
            },
          );
        });
        return done(request);
      },
    );
  }
}
