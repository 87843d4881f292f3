import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

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
