import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { likeExpr } from '../../db/sql-helpers.js';
import type { AuthContext } from '../../platform/auth/auth-context.js';

type Db = Kysely<Database>;

export interface DepartmentNode {
  id: number;
  merchant_id: number;
  parent_id: number | null;
  name: string;
}

function merchantsInScope(db: Db, auth: AuthContext) {
  return db
    .selectFrom('merchant')
    .select('merchant.id')
    .where(likeExpr('merchant.path', auth.merchantPath, 'prefix'));
}

/** A department the caller may see (its tenant or one below), or undefined: a stranger's id is "not found". */
export async function departmentInScope(
  db: Db,
  auth: AuthContext,
  id: number,
): Promise<DepartmentNode | undefined> {
  const row = await db
    .selectFrom('department')
    .select(['id', 'merchant_id', 'parent_id', 'name'])
    .where('id', '=', id)
    .where('merchant_id', 'in', merchantsInScope(db, auth))
    .executeTakeFirst();
  return row && { ...row, id: Number(row.id), merchant_id: Number(row.merchant_id) };
}

/**
 * Whether `candidate` is `id` or lies below it: walked upwards from the candidate through parent_id
 * within one merchant, so a corrupt loop in stored data still ends (each id is visited once).
 */
export async function isSelfOrDescendant(
  db: Db,
  merchantId: number,
  id: number,
  candidate: number,
): Promise<boolean> {
  const rows = await db
    .selectFrom('department')
    .select(['id', 'parent_id'])
    .where('merchant_id', '=', merchantId)
    .execute();
  const parentOf = new Map(
    rows.map((row) => [Number(row.id), row.parent_id === null ? null : Number(row.parent_id)]),
  );
  const seen = new Set<number>();
  for (let at: number | null = candidate; at !== null && !seen.has(at); at = parentOf.get(at) ?? null) {
    if (at === id) return true;
    seen.add(at);
  }
  return false;
}

export async function childCount(db: Db, id: number): Promise<number> {
  const row = await db
    .selectFrom('department')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('parent_id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Sub-accounts (is_main = 0) of one merchant among `ids`: the only accounts a department may hold or be led by. */
export async function subAccountsOf(
  db: Db,
  merchantId: number,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('manager')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('is_main', '=', 0)
    .where('id', 'in', ids)
    .execute();
  return new Set(rows.map((row) => Number(row.id)));
}

export interface MemberRow {
  id: number;
  department_id: number;
}

export async function membersOf(db: Db, departmentIds: readonly number[]): Promise<MemberRow[]> {
  if (departmentIds.length === 0) return [];
  const rows = await db
    .selectFrom('manager')
    .select(['id', 'department_id'])
    .where('department_id', 'in', departmentIds)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: Number(row.id), department_id: Number(row.department_id) }));
}

export async function namesOf(db: Db, managerIds: readonly number[]): Promise<Map<number, string>> {
  if (managerIds.length === 0) return new Map();
  const rows = await db.selectFrom('manager').select(['id', 'name']).where('id', 'in', managerIds).execute();
  return new Map(rows.map((row) => [Number(row.id), row.name]));
}

/** Makes `managerIds` exactly the department's members; those left out return to no department. */
export async function replaceMembers(
  db: Db,
  departmentId: number,
  managerIds: readonly number[],
  now: number,
): Promise<void> {
  let leaving = db
    .updateTable('manager')
    .set({ department_id: null, update_time: now })
    .where('department_id', '=', departmentId);
  if (managerIds.length > 0) leaving = leaving.where('id', 'not in', managerIds);
  await leaving.execute();
  if (managerIds.length > 0) {
    await db
      .updateTable('manager')
      .set({ department_id: departmentId, update_time: now })
      .where('id', 'in', managerIds)
      .execute();
  }
}
