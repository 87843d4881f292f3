import { configLogView, LOT_SETTINGS } from '@console/core';
import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { viewRoutes } from '../../../engine/view-routes.js';

type Eb = ExpressionBuilder<Database, 'audit_log'>;

/** Config tables whose rows name their park: their audit rows belong to the lot through row_id. */
const ROW_TABLES = [
  ['parking/charge', 'charge_rule'],
  ['parking/acl', 'park_acl'],
  ['parking/invoice-config', 'park_invoice_config'],
] as const;

/**
 * The audit rows that are configuration changes of one park: the park row itself, the lot settings
 * documents (row id = park id), and the rows of its config tables. A deleted access grant is no
 * longer in park_acl, so its delete row is matched on the park id in its before-snapshot.
 */
function ofPark(parkId: number) {
  return (eb: Eb) => {
    const settingKeys = LOT_SETTINGS.map((settings) => settings.key);
    return eb.or([
      eb.and([eb('audit_log.resource', '=', 'park'), eb('audit_log.row_id', '=', parkId)]),
      eb.and([eb('audit_log.resource', 'in', settingKeys), eb('audit_log.row_id', '=', parkId)]),
      ...ROW_TABLES.map(([resource, table]) =>
        eb.and([
          eb('audit_log.resource', '=', resource),
          eb(
            'audit_log.row_id',
            'in',
            eb.selectFrom(table).select(`${table}.id`).where('park_id', '=', parkId),
          ),
        ]),
      ),
      eb.and([
        eb('audit_log.resource', '=', 'parking/acl'),
        eb('audit_log.action', '=', 'delete'),
        eb.or([
          eb('audit_log.before_json', 'like', `%"park_id":${parkId},%`),
          eb('audit_log.before_json', 'like', `%"park_id":${parkId}}%`),
        ]),
      ]),
    ]);
  };
}

/**
 * GET /parking/config-log/list?park_id=: a lot's 配置日志 as a view. Each row carries the park and
 * its owner, so the engine's scope shows the log only to those who see the lot.
 */
export const configLogRoutes = viewRoutes(configLogView, {
  source: ({ db, query }) => {
    const parkId = Number(query.park_id);
    return db
      .selectFrom('audit_log')
      .innerJoin('park', (join) => join.on('park.id', '=', parkId))
      .where(ofPark(parkId))
      .select([
        'audit_log.id',
        'audit_log.account',
        'audit_log.action',
        'audit_log.resource',
        'audit_log.row_id',
        'audit_log.ip',
        'audit_log.before_json',
        'audit_log.after_json',
        'audit_log.create_time',
        'park.id as park_id',
        'park.merchant_id',
      ]);
  },
});
