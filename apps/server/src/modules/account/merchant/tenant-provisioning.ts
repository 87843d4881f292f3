import { ApiCode, childKindsOf, labelOf, TENANT_KIND } from '@console/core';
import type { Kysely } from 'kysely';
import type { Database, TenantKind } from '../../../db/schema.js';
import { AppError, alreadyExists } from '../../../http/app-error.js';
import { replaceManagerRoles, replaceRolePermissions } from '../role-repository.js';
import type { AuthContext } from '../../../platform/auth/auth-context.js';

/**
 * Creating a tenant with its main account, shared by 新建商户 and the approval of an 入驻申请.
 * Runs on the caller's transaction: the merchant, its path, its platform type, its wallet, its
 * administrator role and its main account stay or go together.
 */

/** The platform type a kind works on (spec 01 §6); group customers use the partner platform. */
const PLATFORM_OF: Readonly<Record<TenantKind, string | undefined>> = {
  platform: undefined,
  partner: 'partner',
  merchant: 'merchant',
  group: 'partner',
  advertiser: 'advertiser',
};

// Merchant numbers start with a digit naming the kind, as the demo tenants' (2 partner, 3 merchant...).
const NO_PREFIX: Readonly<Record<TenantKind, string>> = {
  platform: '1',
  partner: '2',
  merchant: '3',
  group: '4',
  advertiser: '5',
};

/** Codes about managing tenants: a main account of a kind that cannot have tenants gets none of them. */
const TENANT_ADMIN_CODES = /^account:(merchant|project|property):/;

export interface ParentTenant {
  id: number;
  kind: TenantKind;
  path: string;
}

export async function findParent(db: Kysely<Database>, id: number): Promise<ParentTenant> {
  const parent = await db
    .selectFrom('merchant')
    .select(['id', 'kind', 'path'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!parent) throw new AppError(ApiCode.NOT_FOUND, '上级商户不存在', `id：${id}`);
  return { id: Number(parent.id), kind: parent.kind, path: parent.path };
}

const kindLabel = (kind: string) => labelOf(TENANT_KIND, kind);

/** A kind the parent may open, or 1400 naming, by their Chinese labels, what is allowed. */
export function assertChildKind(parent: ParentTenant, kind: TenantKind): void {
  const allowed = childKindsOf(parent.kind);
  if (allowed.length === 0) {
    throw new AppError(ApiCode.VALIDATION, `${kindLabel(parent.kind)}下不能开设商户`);
  }
  if (!allowed.includes(kind)) {
    throw new AppError(
      ApiCode.VALIDATION,
      `${kindLabel(parent.kind)}不能开设${kindLabel(kind)}`,
      `可开设：${allowed.map(kindLabel).join('、')}`,
    );
  }
}

/** Account names are unique platform-wide; the conflict names the field as the forms label it. */
export async function assertAccountFree(
  db: Kysely<Database>,
  account: string,
  label = '账号',
): Promise<void> {
  const taken = await db.selectFrom('manager').select('id').where('account', '=', account).executeTakeFirst();
  if (taken) throw alreadyExists(label, account);
}

/** A unique placeholder until the id is known; the real number is derived from the id. */
export function pendingMerchantNo(): string {
  return `P${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`.slice(0, 32);
}

/** Kind digit + the id padded to 7 digits: unique because the id is, and never guessed before insert. */
export function merchantNoOf(kind: TenantKind, id: number): string {
  return `${NO_PREFIX[kind]}${String(id).padStart(7, '0')}`;
}

export interface NewTenant {
  id: number;
  kind: TenantKind;
  parent: ParentTenant;
}

/** After the insert: number, path, platform type and an empty wallet. Returns the merchant number. */
export async function completeTenant(db: Kysely<Database>, tenant: NewTenant, now: number): Promise<string> {
  const merchantNo = merchantNoOf(tenant.kind, tenant.id);
  await db
    .updateTable('merchant')
    .set({ merchant_no: merchantNo, path: `${tenant.parent.path}${tenant.id}/` })
    .where('id', '=', tenant.id)
    .execute();
  const platform = PLATFORM_OF[tenant.kind];
  if (platform)
    await db.insertInto('merchant_product').values({ merchant_id: tenant.id, product: platform }).execute();
  await db.insertInto('wallet').values({ merchant_id: tenant.id, update_time: now }).execute();
  return merchantNo;
}

export interface MainAccountSpec {
  merchantId: number;
  kind: TenantKind;
  account: string;
  name: string;
  mobile: string | null;
  passwordHash: string;
}

/**
 * The main account and its 管理员 role. The role holds the creator's own codes (nobody grants what
 * they do not hold), less tenant management for kinds that cannot have tenants; the merchant's
 * products then decide which of those menus it sees.
 */
export async function createMainAccount(
  db: Kysely<Database>,
  auth: AuthContext,
  spec: MainAccountSpec,
  now: number,
): Promise<number> {
  const codes = [...auth.permissions].filter(
    (code) => childKindsOf(spec.kind).length > 0 || !TENANT_ADMIN_CODES.test(code),
  );
  const role = await db
    .insertInto('role')
    .values({
      merchant_id: spec.merchantId,
      name: '管理员',
      description: '主账号默认角色',
      create_time: now,
      update_time: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await replaceRolePermissions(db, Number(role.id), codes);
  const manager = await db
    .insertInto('manager')
    .values({
      merchant_id: spec.merchantId,
      account: spec.account,
      name: spec.name,
      password_hash: spec.passwordHash,
      is_main: 1,
      mobile: spec.mobile,
      password_changed_time: now,
      create_time: now,
      update_time: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await replaceManagerRoles(db, Number(manager.id), [Number(role.id)]);
  return Number(manager.id);
}
