import { AUDIT_ACTION, LOT_SETTING_KINDS, PARK_CONFIG_SOURCE } from '@console/core';
import type { FastifyInstance } from 'fastify';
import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/schema.js';
import { list } from '../../http/envelope.js';
import { authOf } from '../auth/auth-hook.js';
import { findVisiblePark } from '../parking/park-lookup.js';

interface LogQuery {
  park_id: number;
  page_index: number;
  page_size: number;
  resource?: string;
  action?: string;
  create_time_start?: number;
  create_time_end?: number;
}

type Eb = ExpressionBuilder<Database, 'audit_log'>;

/** Config tables whose rows name their park: their audit rows belong to the lot through row_id. */
const ROW_TABLES = [
  ['parking/charge', 'charge_rule'],
  ['parking/acl', 'park_acl'],
  ['parking/invoice-config', 'park_invoice_config'],
] as const;

/**
 * The audit rows that are configuration changes of one park: the park row itself, the lot-setting
 * documents (row id = park id), and the rows of its config tables. A deleted access grant is no
 * longer in park_acl, so its delete row is matched on the park id in its before-snapshot.
 */
function ofPark(parkId: number) {
  return (eb: Eb) => {
    const settingKeys = Object.values(LOT_SETTING_KINDS).map((kind) => kind.auditKey);
    return eb.or([
      eb.and([eb('resource', '=', 'park'), eb('row_id', '=', parkId)]),
      eb.and([eb('resource', 'in', settingKeys), eb('row_id', '=', parkId)]),
      ...ROW_TABLES.map(([resource, table]) =>
        eb.and([
          eb('resource', '=', resource),
          eb('row_id', 'in', eb.selectFrom(table).select('id').where('park_id', '=', parkId)),
        ]),
      ),
      eb.and([
        eb('resource', '=', 'parking/acl'),
        eb('action', '=', 'delete'),
        eb.or([
          eb('before_json', 'like', `%"park_id":${parkId},%`),
          eb('before_json', 'like', `%"park_id":${parkId}}%`),
        ]),
      ]),
    ]);
  };
}

/** GET /parking/config-log/list: a lot's 配置日志, newest first, with the snapshots for a diff view. */
export async function configLogRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: LogQuery }>(
    '/parking/config-log/list',
    {
      config: { access: { permission: 'parking:config-log:list' } },
      schema: {
        tags: ['车场配置'],
        summary: '车场配置日志',
        querystring: {
          type: 'object',
          properties: {
            park_id: { type: 'integer', minimum: 1, title: '车场' },
            page_index: { type: 'integer', minimum: 1, default: 1 },
            page_size: { type: 'integer', enum: [20, 50, 100, 200], default: 20 },
            resource: {
              type: 'string',
              enum: PARK_CONFIG_SOURCE.entries.map((e) => String(e.value)),
              title: '配置项',
            },
            action: { type: 'string', enum: AUDIT_ACTION.entries.map((e) => String(e.value)), title: '操作' },
            create_time_start: { type: 'integer', minimum: 0 },
            create_time_end: { type: 'integer', minimum: 0 },
          },
          required: ['park_id'],
          additionalProperties: false,
        },
      },
    },
    async (request) => {
      const q = request.query;
      const park = await findVisiblePark(app.db, authOf(request), q.park_id);
      let query = app.db.selectFrom('audit_log').where(ofPark(park.id));
      if (q.resource) query = query.where('resource', '=', q.resource);
      if (q.action) query = query.where('action', '=', q.action);
      if (q.create_time_start !== undefined) query = query.where('create_time', '>=', q.create_time_start);
      if (q.create_time_end !== undefined) query = query.where('create_time', '<=', q.create_time_end);
      const [rows, total] = await Promise.all([
        query
          .select([
            'id',
            'account',
            'action',
            'resource',
            'row_id',
            'ip',
            'before_json',
            'after_json',
            'create_time',
          ])
          .orderBy('create_time', 'desc')
          .orderBy('id', 'desc')
          .limit(q.page_size)
          .offset((q.page_index - 1) * q.page_size)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
      ]);
      return list(request, rows, {
        total_count: Number(total?.n ?? 0),
        page_index: q.page_index,
        page_size: q.page_size,
      });
    },
  );
}
