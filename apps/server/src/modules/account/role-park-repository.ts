import { ApiCode } from '@console/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { engineDb } from '../../engine/engine-db.js';
import { parkInScope } from '../../engine/tenant-scope.js';
import { AppError } from '../../http/app-error.js';
import type { AuthContext } from '../../platform/auth/auth-context.js';

/** The parks each role grants, sorted; an empty list means the role is not limited to parks. */
export async function parksByRole(
  db: Kysely<Database>,
  roleIds: readonly number[],
): Promise<Map<number, number[]>> {
  const byRole = new Map<number, number[]>(roleIds.map((id) => [id, []]));
  if (roleIds.length === 0) return byRole;
  const rows = await db
    .selectFrom('role_park')
    .select(['role_id', 'park_id'])
    .where('role_id', 'in', roleIds)
    .orderBy('park_id')
    .execute();
  for (const row of rows) byRole.get(Number(row.role_id))?.push(Number(row.park_id));
  return byRole;
}

/**
 * Replaces a role's parks. Each must belong to the role's own tenant (a merchant's clerk role cannot
 * grant a sibling merchant's park) and be visible to the caller; otherwise nothing changes.
 */
export async function replaceRoleParks(
  db: Kysely<Database>,
  auth: AuthContext,
  role: { id: number; merchant_id: number },
  parkIds: readonly number[],
): Promise<void> {
  const unique = [...new Set(parkIds)];
  for (const parkId of unique) {
    const park = await parkInScope(engineDb(db), auth, parkId);
    if (park.merchant_id !== role.merchant_id) {
      throw new AppError(ApiCode.BUSINESS_RULE, '只能授权本商户的车场', `park_id：${parkId}`);
    }
  }
  await db.deleteFrom('role_park').where('role_id', '=', role.id).execute();
  if (unique.length > 0) {
    await db
      .insertInto('role_park')
      .values(unique.map((park_id) => ({ role_id: role.id, park_id })))
      .execute();
  }
}
