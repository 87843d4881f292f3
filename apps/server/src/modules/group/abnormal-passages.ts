import { OVERSTAY_SECONDS } from '@console/core';
import { sql } from 'kysely';
import { likeExpr } from '../../db/sql-helpers.js';
import type { ViewSourceContext } from '../../engine/view-query.js';

/**
 * The three kinds of abnormal passage as one derived table; every branch yields the same columns
 * in the same order, constants inlined as literals so PostgreSQL types each union column once. A lot
 * in the query narrows each branch early (the engine checks it again on the output, with the scope).
 */
export function abnormalPassages({ db, auth, query, now }: ViewSourceContext) {
  const parkId = typeof query.park_id === 'number' ? query.park_id : undefined;
  // The caller's tenants, so no branch reads another tenant's orders only to have them dropped.
  const tenants = db
    .selectFrom('merchant')
    .select('merchant.id')
    .where(likeExpr('merchant.path', auth.merchantPath, 'prefix'));
  const overstayed = db
    .selectFrom('parking_record as r')
    .innerJoin('park', 'park.id', 'r.park_id')
    .where('r.merchant_id', 'in', tenants)
    .where('r.status', '=', 1)
    .where('r.entry_time', '<', now - OVERSTAY_SECONDS)
    .$if(parkId !== undefined, (q) => q.where('r.park_id', '=', parkId!))
    .select([
      'r.merchant_id',
      'r.park_id',
      'park.name as park_name',
      sql.lit(1).as('kind'),
      'r.plate',
      'r.plate_color',
      'r.id as record_id',
      'r.entry_time',
      sql.lit(0).as('exit_time'),
      sql<number>`(${sql.lit(now)} - r.entry_time) / 60`.as('duration'),
      'r.entry_time as event_time',
      'r.entry_gate as gate',
      sql.lit('').as('other_plate'),
      sql.lit(`在场超过 ${OVERSTAY_SECONDS / 3600} 小时未出场`).as('note'),
      sql.lit('').as('operator_name'),
    ]);
  const released = db
    .selectFrom('release_record as x')
    .innerJoin('parking_record as r', 'r.id', 'x.record_id')
    .innerJoin('park', 'park.id', 'x.park_id')
    .where('x.merchant_id', 'in', tenants)
    .$if(parkId !== undefined, (q) => q.where('x.park_id', '=', parkId!))
    .select([
      'x.merchant_id',
      'x.park_id',
      'park.name as park_name',
      sql.lit(2).as('kind'),
      'r.plate',
      'r.plate_color',
      'r.id as record_id',
      'r.entry_time',
      'r.exit_time',
      sql<number>`(r.exit_time - r.entry_time) / 60`.as('duration'),
      'x.release_time as event_time',
      'x.gate',
      sql.lit('').as('other_plate'),
      'x.reason as note',
      'x.operator_name',
    ]);
  // One row per stay whatever the number of its orders that name another plate: the latest one.
  const mismatched = db
    .selectFrom('payment_order as o')
    .innerJoin('parking_record as r', 'r.id', 'o.record_id')
    .innerJoin('park', 'park.id', 'o.park_id')
    .where('o.merchant_id', 'in', tenants)
    .whereRef('o.plate', '<>', 'r.plate')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('payment_order as later')
            .select('later.id')
            .whereRef('later.record_id', '=', 'o.record_id')
            .whereRef('later.plate', '<>', 'r.plate')
            .whereRef('later.id', '>', 'o.id'),
        ),
      ),
    )
    .$if(parkId !== undefined, (q) => q.where('o.park_id', '=', parkId!))
    .select([
      'o.merchant_id',
      'o.park_id',
      'park.name as park_name',
      sql.lit(3).as('kind'),
      'r.plate',
      'r.plate_color',
      'r.id as record_id',
      'r.entry_time',
      'r.exit_time',
      sql<number>`(case when r.exit_time > 0 then r.exit_time else ${sql.lit(now)} end - r.entry_time) / 60`.as(
        'duration',
      ),
      'o.create_time as event_time',
      sql<string>`coalesce(r.exit_gate, r.entry_gate)`.as('gate'),
      'o.plate as other_plate',
      sql.lit('订单车牌与入场车牌不一致').as('note'),
      sql.lit('').as('operator_name'),
    ]);
  return overstayed.unionAll(released).unionAll(mismatched);
}
