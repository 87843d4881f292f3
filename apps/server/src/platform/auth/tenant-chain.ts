import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { likeExpr } from '../../db/sql-helpers.js';

/**
 * Whether a tenant and every tenant above it are enabled. Read on every request and sign-in, so
 * disabling a partner stops the merchants under it at once, and enabling it again restores them.
 * `path` is the materialised tenant path ('/1/4/9/'), which names the tenant itself last.
 */
export async function tenantChainEnabled(db: Kysely<Database>, path: string): Promise<boolean> {
  const ids = path
    .split('/')
    .filter((part) => /^\d+$/.test(part))
    .map(Number);
  if (ids.length === 0) return false;
  const disabled = await db
    .selectFrom('merchant')
    .select('id')
    .where('id', 'in', ids)
    .where('status', '!=', 1)
    .executeTakeFirst();
  return disabled === undefined;
}

/** Past this many tenants in a subtree the engine scopes by a subquery instead of listing the ids. */
export const SUBTREE_IDS_MAX = 500;

/**
 * The ids of the tenant at `path` and of every tenant below it, or null when there are more than
 * SUBTREE_IDS_MAX. Named as values, they let the planner use its statistics for each owner (see
 * engine/tenant-scope.ts), which it cannot do for a subquery.
 */
export async function tenantSubtreeIds(db: Kysely<Database>, path: string): Promise<number[] | null> {
  const rows = await db
    .selectFrom('merchant')
    .select('id')
    .where(likeExpr('path', path, 'prefix'))
    .orderBy('id')
    .limit(SUBTREE_IDS_MAX + 1)
    .execute();
  return rows.length > SUBTREE_IDS_MAX ? null : rows.map((row) => Number(row.id));
}
