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
