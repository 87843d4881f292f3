import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { likeExpr } from '../../../db/sql-helpers.js';
import type { AuthContext } from '../../../platform/auth/auth-context.js';

/** The ids of tenants strictly below the caller: what 商户管理 may see and change. */
export function belowCaller(db: Kysely<Database>, auth: AuthContext) {
  return db
    .selectFrom('merchant')
    .select('merchant.id')
    .where(likeExpr('merchant.path', auth.merchantPath, 'prefix'))
    .where('merchant.id', '!=', auth.merchantId);
}

/** Parent names and main account names for a page of merchants: two queries, whatever the page size. */
export async function merchantLabels(
  db: Kysely<Database>,
  ids: readonly number[],
  parentIds: readonly number[],
) {
  const [parents, mains] = await Promise.all([
    parentIds.length === 0
      ? []
      : db
          .selectFrom('merchant')
          .select(['id', 'name'])
          .where('id', 'in', [...parentIds])
          .execute(),
    ids.length === 0
      ? []
      : db
          .selectFrom('manager')
          .select(['merchant_id', 'account'])
          .where('merchant_id', 'in', [...ids])
          .where('is_main', '=', 1)
          .orderBy('id')
          .execute(),
  ]);
  const mainOf = new Map<number, string>();
  for (const row of mains)
    if (!mainOf.has(Number(row.merchant_id))) mainOf.set(Number(row.merchant_id), row.account);
  return {
    parentName: new Map(parents.map((row) => [Number(row.id), row.name])),
    mainAccount: mainOf,
  };
}

export async function productsByMerchant(db: Kysely<Database>, ids: readonly number[]) {
  const byMerchant = new Map<number, string[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byMerchant;
  const rows = await db
    .selectFrom('merchant_product')
    .select(['merchant_id', 'product'])
    .where('merchant_id', 'in', [...ids])
    .orderBy('product')
    .execute();
  for (const row of rows) byMerchant.get(Number(row.merchant_id))?.push(row.product);
  return byMerchant;
}

export async function mainAccountId(db: Kysely<Database>, merchantId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('manager')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('is_main', '=', 1)
    .orderBy('id')
    .executeTakeFirst();
  return row ? Number(row.id) : undefined;
}
