import type { Kysely } from 'kysely';
import type { Database, TenantKind } from '../db/schema.js';
import { hashPassword } from '../platform/auth/password-hasher.js';

/**
 * Creates tenants, roles and accounts the way the product does, for the demo seed and for tests,
 * so both exercise the same rows the console itself writes.
 */
export interface TenantSpec {
  merchantNo: string;
  name: string;
  kind: TenantKind;
  parentId?: number | null;
  products: readonly string[];
  contactName?: string;
  contactMobile?: string;
}

export async function createTenant(
  db: Kysely<Database>,
  spec: TenantSpec,
  now: number,
): Promise<{ id: number; path: string }> {
  let parentPath = '/';
  if (spec.parentId) {
    const parent = await db
      .selectFrom('merchant')
      .select('path')
      .where('id', '=', spec.parentId)
      .executeTakeFirstOrThrow();
    parentPath = parent.path;
  }
  const row = await db
    .insertInto('merchant')
    .values({
      merchant_no: spec.merchantNo,
      name: spec.name,
      kind: spec.kind,
      parent_id: spec.parentId ?? null,
      path: 'pending',
      contact_name: spec.contactName ?? null,
      contact_mobile: spec.contactMobile ?? null,
      create_time: now,
      update_time: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const path = `${parentPath}${row.id}/`;
  await db.updateTable('merchant').set({ path }).where('id', '=', row.id).execute();
  if (spec.products.length > 0) {
    await db
      .insertInto('merchant_product')
      .values(spec.products.map((product) => ({ merchant_id: row.id, product })))
      .execute();
  }
  return { id: row.id, path };
}

export async function createRole(
  db: Kysely<Database>,
  merchantId: number,
  name: string,
  permissions: readonly string[],
  now: number,
  description = '',
): Promise<number> {
  const role = await db
    .insertInto('role')
    .values({ merchant_id: merchantId, name, description, create_time: now, update_time: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const unique = [...new Set(permissions)];
  // Chunked: SQLite caps bound parameters per statement, and the platform role holds every code.
  for (let i = 0; i < unique.length; i += 200) {
    await db
      .insertInto('role_permission')
      .values(unique.slice(i, i + 200).map((permission) => ({ role_id: role.id, permission })))
      .execute();
  }
  return role.id;
}

export interface AccountSpec {
  merchantId: number;
  account: string;
  name: string;
  password: string;
  isMain: boolean;
  roleIds: readonly number[];
  mobile?: string;
  /** A precomputed hash lets a seed hash a shared password once. */
  passwordHash?: string;
}

export async function createAccount(db: Kysely<Database>, spec: AccountSpec, now: number): Promise<number> {
  const row = await db
    .insertInto('manager')
    .values({
      merchant_id: spec.merchantId,
      account: spec.account,
      name: spec.name,
      password_hash: spec.passwordHash ?? (await hashPassword(spec.password)),
      is_main: spec.isMain ? 1 : 0,
      mobile: spec.mobile ?? null,
      password_changed_time: now,
      create_time: now,
      update_time: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (spec.roleIds.length > 0) {
    await db
      .insertInto('manager_role')
      .values(spec.roleIds.map((role_id) => ({ manager_id: row.id, role_id })))
      .execute();
  }
  return row.id;
}
