import { ApiCode } from '@console/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { ACCESS_TOKEN_TTL_S, hashAccessToken, newAccessToken } from './access-token.js';
import {
  claimAttempt,
  clearFailedAttempts,
  findManagerForLogin,
  recordLoginTime,
  settleFailedAttempt,
  writeLoginLog,
} from './manager-repository.js';
import { burnPasswordCheck, verifyPassword } from './password-hasher.js';
import { insertSession } from './session-repository.js';
import { tenantChainEnabled } from './tenant-chain.js';

/** Five wrong passwords in a row lock the account for fifteen minutes. */
export const MAX_FAILED_ATTEMPTS = 5;
export const LOCK_DURATION_S = 15 * 60;

export interface LoginInput {
  account: string;
  password: string;
}

export interface ClientInfo {
  ip: string;
  userAgent: string;
  appId: string;
}

export interface AccessToken {
  type: 'Bearer';
  value: string;
  expire_in: number;
}

export function issueToken(): { value: string; hash: string } {
  const value = newAccessToken();
  return { value, hash: hashAccessToken(value) };
}

export function lockedMessage(lockedUntil: number, now: number): AppError {
  const minutes = Math.max(1, Math.ceil((lockedUntil - now) / 60));
  return new AppError(ApiCode.ACCOUNT_LOCKED, '密码错误次数过多，账号已被锁定', `请 ${minutes} 分钟后再试`);
}

/**
 * One answer for an unknown account and a wrong password, with the same hint, so neither the
 * message nor the hint tells whether an account exists (issue 12).
 */
export function wrongCredentials(message = '账号或密码错误'): AppError {
  return new AppError(
    ApiCode.CREDENTIALS_INVALID,
    message,
    `连续输错 ${MAX_FAILED_ATTEMPTS} 次账号将被锁定 ${LOCK_DURATION_S / 60} 分钟`,
  );
}

/**
 * Checks a password of an existing account under the lockout rule: the attempt is claimed (counted)
 * before the hash is checked, so parallel guesses cannot outrun the count. Every outcome costs one
 * argon2 check, so a locked account answers in the same time as any other. Answers the outcome;
 * the caller turns it into its answer and its log line.
 */
export async function checkPasswordUnderLockout(
  db: Kysely<Database>,
  manager: { id: number; password_hash: string; locked_until: number },
  password: string,
  now: number,
): Promise<'ok' | 'wrong' | 'locked_now' | 'locked'> {
  if (!(await claimAttempt(db, manager.id, MAX_FAILED_ATTEMPTS, now))) {
    await burnPasswordCheck(password);
    return 'locked';
  }
  if (await verifyPassword(manager.password_hash, password)) {
    return (await clearFailedAttempts(db, manager.id, now)) ? 'ok' : 'locked';
  }
  const locks = await settleFailedAttempt(db, manager.id, MAX_FAILED_ATTEMPTS, now + LOCK_DURATION_S);
  return locks ? 'locked_now' : 'wrong';
}

/** The lock's end as stored, for the "try again in N minutes" hint. */
export async function lockEnd(db: Kysely<Database>, managerId: number, now: number): Promise<number> {
  const row = await db
    .selectFrom('manager')
    .select('locked_until')
    .where('id', '=', managerId)
    .executeTakeFirst();
  // Locked by attempts still being checked: the lock is about to be written with the full duration.
  const until = row?.locked_until ?? 0;
  return until > now ? until : now + LOCK_DURATION_S;
}

/**
 * Checks account and password with the lockout rule; every outcome is written to the login log.
 * Used by sign-in and by the token-less password change, so neither is a way around the lockout.
 */
export async function authenticate(
  db: Kysely<Database>,
  input: LoginInput,
  client: ClientInfo,
  now: number,
): Promise<{ id: number; merchant_id: number }> {
  const log = (managerId: number | null, success: number, reason: string) =>
    writeLoginLog(db, {
      manager_id: managerId,
      account: input.account.slice(0, 64),
      success,
      reason,
      ip: client.ip,
      user_agent: client.userAgent.slice(0, 512),
      create_time: now,
    });

  const manager = await findManagerForLogin(db, input.account);
  if (!manager) {
    await burnPasswordCheck(input.password);
    await log(null, 0, 'unknown_account');
    throw wrongCredentials();
  }
  const outcome = await checkPasswordUnderLockout(db, manager, input.password, now);
  if (outcome !== 'ok') {
    await log(manager.id, 0, outcome === 'wrong' ? 'wrong_password' : outcome);
    if (outcome === 'wrong') throw wrongCredentials();
    throw lockedMessage(await lockEnd(db, manager.id, now), now);
  }
  const enabled =
    manager.status === 1 &&
    manager.merchant_status === 1 &&
    (await tenantChainEnabled(db, manager.merchant_path));
  if (!enabled) {
    await log(manager.id, 0, 'disabled');
    throw new AppError(ApiCode.ACCOUNT_DISABLED);
  }
  await log(manager.id, 1, '');
  return { id: manager.id, merchant_id: manager.merchant_id };
}

/** Signs in: checks the credentials and opens a session. */
export async function login(
  db: Kysely<Database>,
  input: LoginInput,
  client: ClientInfo,
  now: number,
): Promise<AccessToken> {
  const manager = await authenticate(db, input, client, now);
  const token = issueToken();
  await db.transaction().execute(async (trx) => {
    await recordLoginTime(trx, manager.id, now);
    await insertSession(trx, {
      token_hash: token.hash,
      manager_id: manager.id,
      merchant_id: manager.merchant_id,
      app_id: client.appId,
      ip: client.ip,
      user_agent: client.userAgent.slice(0, 512),
      create_time: now,
      expire_time: now + ACCESS_TOKEN_TTL_S,
    });
  });
  return { type: 'Bearer', value: token.value, expire_in: ACCESS_TOKEN_TTL_S };
}
