import { ApiCode, isTenantScoped, ownerColumn, type AnyResource } from '@console/core';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { likeExpr } from '../db/sql-helpers.js';
import { AppError } from '../http/app-error.js';
import type { AuthContext } from '../modules/auth/auth-context.js';
import type { EngineDb } from './engine-db.js';
import type { RowCondition } from './engine-types.js';

type Builder = ExpressionBuilder<Record<string, Record<string, unknown>>, string>;

/** Platform rows belong to no tenant: only the platform operator's own staff reach them. */
export function assertResourceReachable(resource: AnyResource, auth: AuthContext): void {
  if (!isTenantScoped(resource) && auth.merchantKind !== 'platform') {
    throw new AppError(ApiCode.FORBIDDEN, '仅平台运营方可以操作', resource.label);
  }
}

/** The ids of the caller's tenant and every tenant below it: one prefix match on merchant.path. */
function merchantsInScope(db: EngineDb, auth: AuthContext) {
  return db
    .selectFrom('merchant')
    .select('merchant.id')
    .where(likeExpr('merchant.path', auth.merchantPath, 'prefix'));
}

/**
 * The conditions every query of a resource carries: the tenant scope and the resource's fixed
 * conditions. Built once per request and added to selects, updates and deletes alike, so no
 * path reaches a row outside the caller's scope.
 */
export function rowScope(
  db: EngineDb,
  resource: AnyResource,
  auth: AuthContext,
  fixed: readonly RowCondition[],
): (eb: Builder) => Expression<SqlBool> {
  return (eb) => {
    const parts: Expression<SqlBool>[] = fixed.map(([column, op, value]) => eb(column, op, value));
    if (isTenantScoped(resource)) parts.push(eb(ownerColumn(resource), 'in', merchantsInScope(db, auth)));
    return parts.length > 0 ? eb.and(parts) : sql<SqlBool>`1 = 1`;
  };
}

/** A create for another tenant is allowed only below the caller's own (or for itself). */
export async function assertMerchantInScope(
  db: EngineDb,
  auth: AuthContext,
  merchantId: number,
): Promise<void> {
  if (merchantId === auth.merchantId) return;
  const found = await merchantsInScope(db, auth).where('merchant.id', '=', merchantId).executeTakeFirst();
  if (!found) throw new AppError(ApiCode.FORBIDDEN, '无权为该商户操作', `merchant_id：${merchantId}`);
}
