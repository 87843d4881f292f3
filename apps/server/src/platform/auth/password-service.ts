import { ApiCode, isPassword, PASSWORD_MESSAGE } from '@console/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { updatePasswordHash } from './manager-repository.js';
import { checkPasswordUnderLockout, lockedMessage, lockEnd, wrongCredentials } from './login-service.js';
import { hashPassword } from './password-hasher.js';
import { revokeOtherSessions } from './session-repository.js';

export interface PasswordChange {
  managerId: number;
  /** The session that asked; it stays signed in, every other session of the account ends. */
  keepSessionId: number | undefined;
  oldPassword: string;
  newPassword: string;
}

/** Spec 01 section 5: 8 to 20 characters with at least one letter and one non-letter. */
export function checkPasswordRule(password: string): void {
  if (!isPassword(password)) throw new AppError(ApiCode.PASSWORD_RULE, PASSWORD_MESSAGE);
}

export async function changePassword(
  db: Kysely<Database>,
  change: PasswordChange,
  now: number,
): Promise<void> {
  checkPasswordRule(change.newPassword);
  if (change.oldPassword === change.newPassword) {
    throw new AppError(ApiCode.PASSWORD_RULE, '新密码不能与原密码相同');
  }
  const current = await db
    .selectFrom('manager')
    .select(['id', 'password_hash', 'locked_until'])
    .where('id', '=', change.managerId)
    .executeTakeFirst();
  if (!current) throw wrongCredentials('原密码错误');
  // Wrong old passwords count toward the sign-in lockout, so a left-open session is no way to guess.
  const outcome = await checkPasswordUnderLockout(db, current, change.oldPassword, now);
  if (outcome === 'wrong') throw wrongCredentials('原密码错误');
  if (outcome !== 'ok') throw lockedMessage(await lockEnd(db, current.id, now), now);
  const hash = await hashPassword(change.newPassword);
  await db.transaction().execute(async (trx) => {
    await updatePasswordHash(trx, change.managerId, hash, now);
    await revokeOtherSessions(trx, change.managerId, change.keepSessionId, 'password_changed', now);
  });
}
