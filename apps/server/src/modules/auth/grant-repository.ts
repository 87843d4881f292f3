import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** The union of the account's roles' codes, read on every request so a role change applies at once. */
export async function permissionsOf(db: Kysely<Database>, managerId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('manager_role as mr')
    .innerJoin('role_permission as rp', 'rp.role_id', 'mr.role_id')
    .select('rp.permission')
    .distinct()
    .where('mr.manager_id', '=', managerId)
    .execute();
  return rows.map((r) => r.permission).sort();
}

export async function productsOf(db: Kysely<Database>, merchantId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('merchant_product')
    .select('product')
    .where('merchant_id', '=', merchantId)
    .orderBy('product')
    .execute();
  return rows.map((r) => r.product);
}

/**
 * The parks an account may see, read on every request like its codes. A main account, or one holding
 * any role that names no parks, is not limited (null); otherwise the union of its roles' parks.
 */
export async function parkIdsOf(
  db: Kysely<Database>,
  managerId: number,
  isMain: boolean,
): Promise<number[] | null> {
  if (isMain) return null;
  const rows = await db
    .selectFrom('manager_role as mr')
    .leftJoin('role_park as rp', 'rp.role_id', 'mr.role_id')
    .select(['mr.role_id', 'rp.park_id'])
    .where('mr.manager_id', '=', managerId)
    .execute();
  if (rows.some((row) => row.park_id === null)) return null;
  return [...new Set(rows.map((row) => Number(row.park_id)))].sort((a, b) => a - b);
}
