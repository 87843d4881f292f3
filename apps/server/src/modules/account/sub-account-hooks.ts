import { ApiCode } from '@console/core';
import type { Row, WriteHooks } from '../../engine/engine-types.js';
import { AppError, alreadyExists } from '../../http/app-error.js';
import { hashPassword } from '../../platform/auth/password-hasher.js';
import { revokeOtherSessions } from '../../platform/auth/session-repository.js';
import { assertAssignableRoles, assertManageable } from './grant-guard.js';
import { replaceManagerRoles, rolesByManager } from './role-repository.js';

function idsIn(value: unknown): number[] {
  return Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : [];
}

function newPassword(input: Row): string | undefined {
  return typeof input.password === 'string' && input.password !== '' ? input.password : undefined;
}

/**
 * Sub-accounts are manager rows with is_main = 0. The password is hashed before the transaction
 * (argon2 is slow and SQLite has one writer); a new password or a disabled account ends the
 * account's sessions in the same transaction as the change.
 */
export const subAccountHooks: WriteHooks = {
  async prepare(ctx, { input }) {
    const password = newPassword(input);
    return password ? { password_hash: await hashPassword(password), password_changed_time: ctx.now } : {};
  },
  async beforeCreate(ctx, { values, input }) {
    const taken = await ctx.db
      .selectFrom('manager')
      .select('id')
      .where('account', '=', String(values.account))
      .executeTakeFirst();
    if (taken) throw alreadyExists(ctx.resource.fields.account?.label ?? '账号', values.account);
    await assertAssignableRoles(ctx.db, ctx.auth, Number(values.merchant_id), idsIn(input.role_ids));
    return { ...values, is_main: 0, status: 1 };
  },
  async afterCreate(ctx, { id, input }) {
    await replaceManagerRoles(ctx.db, id, idsIn(input.role_ids));
  },
  async beforeUpdate(ctx, { before, changes, input }) {
    await assertManageable(ctx.db, ctx.auth, Number(before.id));
    if (input.role_ids !== undefined) {
      await assertAssignableRoles(ctx.db, ctx.auth, Number(before.merchant_id), idsIn(input.role_ids));
    }
    return changes;
  },
  async afterUpdate(ctx, { before, input }) {
    const id = Number(before.id);
    if (input.role_ids !== undefined) await replaceManagerRoles(ctx.db, id, idsIn(input.role_ids));
    // Whoever knew the old password is signed out; the caller keeps its own session when it is this account.
    if (newPassword(input))
      await revokeOtherSessions(ctx.db, id, ctx.auth.sessionId, 'password_reset', ctx.now);
  },
  async beforeDelete(ctx, { before }) {
    if (Number(before.id) === ctx.auth.managerId)
      throw new AppError(ApiCode.BUSINESS_RULE, '不能删除自己的账号');
    await assertManageable(ctx.db, ctx.auth, Number(before.id));
  },
  async decorateRows(ctx, rows) {
    const byManager = await rolesByManager(
      ctx.db,
      rows.map((row) => Number(row.id)),
    );
    for (const row of rows) {
      const roles = byManager.get(Number(row.id)) ?? [];
      row.role_ids = roles.map((role) => role.id);
      row.role_names = roles.map((role) => role.name).join('、');
    }
  },
};
