import type { Kysely } from 'kysely';
import { likeExpr } from '../../db/sql-helpers.js';
import type { Database } from '../../db/schema.js';
import type { AuthContext } from '../../platform/auth/auth-context.js';

/**
 * The parks a caller sees, as a query to select from or nest: parks of its tenant subtree,
 * narrowed to its roles' parks when it is limited to some. Custom endpoints (selector, console,
 * dashboard) use this; engine resources get the same rule from the engine's row scope.
 */
export function visibleParks(db: Kysely<Database>, auth: AuthContext) {
  let query = db.selectFrom('park').where(
    'park.merchant_id',
    'in',
    db
      .selectFrom('merchant')
      .select('merchant.id')
      .where(likeExpr('merchant.path', auth.merchantPath, 'prefix')),
  );
  if (auth.parkIds !== null)
    query = query.where('park.id', 'in', auth.parkIds.length > 0 ? auth.parkIds : [-1]);
  return query;
}
