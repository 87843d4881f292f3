import { ApiCode } from '@console/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { likeExpr } from '../../db/sql-helpers.js';
import { AppError } from '../../http/app-error.js';
import type { AuthContext } from '../../platform/auth/auth-context.js';

type Db = Kysely<Database>;

/**
 * Refuses any id that is not a manager (main account or sub-account) of `merchantId`: an owner or a
 * member from another tenant, or one that does not exist, reads the same.
 */
export async function assertManagersOf(
  db: Db,
  merchantId: number,
  ids: readonly number[],
  label: string,
): Promise<void> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return;
  const rows = await db
    .selectFrom('manager')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('id', 'in', wanted)
    .execute();
  const found = new Set(rows.map((row) => Number(row.id)));
  const stranger = wanted.find((id) => !found.has(id));
  if (stranger !== undefined) {
    throw new AppError(ApiCode.VALIDATION, `${label}须为本商户的账号`, `${label}：${stranger}`);
  }
}

/** Manager names by id, for the owner and member columns. */
export async function managerNames(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db.selectFrom('manager').select(['id', 'name']).where('id', 'in', wanted).execute();
  return new Map(rows.map((row) => [Number(row.id), row.name]));
}

export interface ObjectiveRef {
  id: number;
  merchant_id: number;
  title: string;
  progress: number;
}

/** An objective the caller sees (its tenant or one below), or undefined: a stranger's id is missing. */
export async function objectiveInScope(
  db: Db,
  auth: AuthContext,
  id: number,
): Promise<ObjectiveRef | undefined> {
  const row = await db
    .selectFrom('okr_objective')
    .select(['id', 'merchant_id', 'title', 'progress'])
    .where('id', '=', id)
    .where(
      'merchant_id',
      'in',
      db
        .selectFrom('merchant')
        .select('merchant.id')
        .where(likeExpr('merchant.path', auth.merchantPath, 'prefix')),
    )
    .executeTakeFirst();
  return (
    row && {
      id: Number(row.id),
      merchant_id: Number(row.merchant_id),
      title: row.title,
      progress: Number(row.progress),
    }
  );
}

/** The objective named in a body, in the caller's scope, or a clear refusal. */
export async function requireObjective(db: Db, auth: AuthContext, id: unknown): Promise<ObjectiveRef> {
  const objective = typeof id === 'number' ? await objectiveInScope(db, auth, id) : undefined;
  if (!objective) throw new AppError(ApiCode.VALIDATION, '目标不存在', `objective_id：${String(id)}`);
  return objective;
}
