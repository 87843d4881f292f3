import { ApiCode } from '@console/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { likeExpr } from '../../db/sql-helpers.js';
import { AppError } from '../../http/app-error.js';
import type { AuthContext } from '../../platform/auth/auth-context.js';

/**
 * A charge point the caller sees (its owner in the caller's tenant subtree), or 404: one outside
 * the scope and a missing one look the same, as the engine's detail answers.
 */
export async function visibleChargePoint(db: Kysely<Database>, auth: AuthContext, id: number) {
  const point = await db
    .selectFrom('energy_charge_point as cp')
    .innerJoin('merchant as m', 'm.id', 'cp.merchant_id')
    .select([
      'cp.id',
      'cp.merchant_id',
      'cp.station_id',
      'cp.identity',
      'cp.connector_count',
      'cp.heartbeat_interval',
      'cp.last_seen_time',
      'cp.status',
    ])
    .where('cp.id', '=', id)
    .where(likeExpr('m.path', auth.merchantPath, 'prefix'))
    .executeTakeFirst();
  if (!point) throw new AppError(ApiCode.NOT_FOUND, '充电桩不存在或无权查看', `id：${id}`);
  return point;
}

/** A station the caller may register a charge point at (its owner in the caller's subtree). */
export async function visibleStation(db: Kysely<Database>, auth: AuthContext, id: number) {
  const station = await db
    .selectFrom('energy_station as s')
    .innerJoin('merchant as m', 'm.id', 's.merchant_id')
    .select(['s.id', 's.merchant_id', 's.name'])
    .where('s.id', '=', id)
    .where(likeExpr('m.path', auth.merchantPath, 'prefix'))
    .executeTakeFirst();
  if (!station) throw new AppError(ApiCode.NOT_FOUND, '充电站不存在或无权操作', `station_id：${id}`);
  return station;
}
