import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** The codes of each role, sorted, for the given role ids. */
export async function permissionsByRole(
  db: Kysely<Database>,
  roleIds: readonly number[],
): Promise<Map<number, string[]>> {
  const byRole = new Map<number, string[]>(roleIds.map((id) => [id, []]));
  if (roleIds.length === 0) return byRole;
  const rows = await db
    .selectFrom('role_permission')
    .select(['role_id', 'permission'])
    .where('role_id', 'in', roleIds)
    .orderBy('permission')
    .execute();
  for (const row of rows) byRole.get(Number(row.role_id))?.push(row.permission);
  return byRole;
}

export async function replaceRolePermissions(
  db: Kysely<Database>,
  roleId: number,
  codes: readonly string[],
): Promise<void> {
  await db.deleteFrom('role_permission').where('role_id', '=', roleId).execute();
  const unique = [...new Set(codes)];
  // Chunked: SQLite caps bound parameters per statement, and a full role holds every code.
  for (let i = 0; i < unique.length; i += 200) {
    await db
      .insertInto('role_permission')
      .values(unique.slice(i, i + 200).map((permission) => ({ role_id: roleId, permission })))
      .execute();
  }
}

export async function countAccountsWithRole(db: Kysely<Database>, roleId: number): Promise<number> {
  const row = await db
    .selectFrom('manager_role')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('role_id', '=', roleId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Roles with their merchant, for checking an assignment. */
export function findRoles(db: Kysely<Database>, roleIds: readonly number[]) {
  return db.selectFrom('role').select(['id', 'merchant_id', 'name']).where('id', 'in', roleIds).execute();
}

/** Role ids and names of each account, in role-name order. */
export async function rolesByManager(
  db: Kysely<Database>,
  managerIds: readonly number[],
): Promise<Map<number, { id: number; name: string }[]>> {
  const byManager = new Map<number, { id: number; name: string }[]>(managerIds.map((id) => [id, []]));
  if (managerIds.length === 0) return byManager;
  const rows = await db
    .selectFrom('manager_role as mr')
    .innerJoin('role as r', 'r.id', 'mr.role_id')
    .select(['mr.manager_id', 'r.id', 'r.name'])
    .where('mr.manager_id', 'in', managerIds)
    .orderBy('r.name')
    .execute();
  for (const row of rows) byManager.get(Number(row.manager_id))?.push({ id: Number(row.id), name: row.name });
  return byManager;
}

export async function replaceManagerRoles(
  db: Kysely<Database>,
  managerId: number,
  roleIds: readonly number[],
): Promise<void> {
  await db.deleteFrom('manager_role').where('manager_id', '=', managerId).execute();
  if (roleIds.length === 0) return;
  await db
    .insertInto('manager_role')
    .values([...new Set(roleIds)].map((role_id) => ({ manager_id: managerId, role_id })))
    .execute();
}
