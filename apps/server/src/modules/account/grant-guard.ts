import { ApiCode } from '@console/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { permissionsOf } from '../../platform/auth/grant-repository.js';
import { findRoles, permissionsByRole } from './role-repository.js';

/**
 * Nobody grants what they do not hold, and nobody manages what they could not have created: a
 * role or account holding a code the caller lacks is out of the caller's reach, or a sub-account
 * could raise itself (or take over a stronger account) by editing it.
 */
function firstMissing(auth: AuthContext, codes: Iterable<string>): string | undefined {
  for (const code of codes) if (!auth.permissions.has(code)) return code;
  return undefined;
}

/** The codes a create or update asks to grant: a missing one is the caller's input to correct. */
export function assertGrantable(auth: AuthContext, codes: readonly string[]): void {
  const missing = firstMissing(auth, codes);
  if (missing) throw new AppError(ApiCode.VALIDATION, '不能授予自己没有的权限', `权限：${missing}`);
}

/** An existing role or account: holding more than the caller puts it out of reach (403). */
export function assertCovers(auth: AuthContext, codes: readonly string[], what: string): void {
  const missing = firstMissing(auth, codes);
  if (missing) {
    throw new AppError(ApiCode.FORBIDDEN, `不能管理权限超出自己的${what}`, `缺少权限标识：${missing}`);
  }
}

export async function assertManageable(
  db: Kysely<Database>,
  auth: AuthContext,
  managerId: number,
): Promise<void> {
  if (managerId === auth.managerId) return;
  assertCovers(auth, await permissionsOf(db, managerId), '账号');
}

/** Roles given to an account must be that account's merchant's, and within what the caller holds. */
export async function assertAssignableRoles(
  db: Kysely<Database>,
  auth: AuthContext,
  merchantId: number,
  roleIds: readonly number[],
): Promise<void> {
  if (roleIds.length === 0) return;
  const found = new Map(
    (await findRoles(db, roleIds)).map((role) => [Number(role.id), Number(role.merchant_id)]),
  );
  // A role of another merchant answers like a missing one, so ids outside the scope reveal nothing.
  const foreign = roleIds.find((id) => found.get(id) !== merchantId);
  if (foreign !== undefined) {
    throw new AppError(ApiCode.VALIDATION, '角色不存在或不属于该账号的商户', `角色：${foreign}`);
  }
  for (const [roleId, codes] of await permissionsByRole(db, roleIds)) {
    const missing = firstMissing(auth, codes);
    if (missing) {
      throw new AppError(
        ApiCode.VALIDATION,
        '不能分配含有自己没有的权限的角色',
        `角色：${roleId}（${missing}）`,
      );
    }
  }
}
