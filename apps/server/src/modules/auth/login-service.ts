import { ApiCode } from '@console/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { ACCESS_TOKEN_TTL_S, hashAccessToken, newAccessToken } from './access-token.js';
import {
  findManagerForLogin,
  recordFailedAttempt,
  recordSuccessfulLogin,
  writeLoginLog,
} from './manager-repository.js';
import { burnPasswordCheck, verifyPassword } from './password-hasher.js';
import { insertSession } from './session-repository.js';

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

function lockedMessage(lockedUntil: number, now: number): AppError {
  const minutes = Math.max(1, Math.ceil((lockedUntil - now) / 60));
  return new AppError(ApiCode.ACCOUNT_LOCKED, '密码错误次数过多，账号已被锁定', `请 ${minutes} 分钟后再试`);
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
    throw new AppError(ApiCode.CREDENTIALS_INVALID);
  }
  if (manager.locked_until > now) {
    await log(manager.id, 0, 'locked');
    throw lockedMessage(manager.locked_until, now);
  }
  if (!(await verifyPassword(manager.password_hash, input.password))) {
    const attempts = manager.failed_attempts + 1;
    const locks = attempts >= MAX_FAILED_ATTEMPTS;
    await recordFailedAttempt(db, manager.id, locks ? 0 : attempts, locks ? now + LOCK_DURATION_S : 0);
    await log(manager.id, 0, locks ? 'locked_now' : 'wrong_password');
    if (locks) throw lockedMessage(now + LOCK_DURATION_S, now);
    throw new AppError(
      ApiCode.CREDENTIALS_INVALID,
      '账号或密码错误',
      `再错 ${MAX_FAILED_ATTEMPTS - attempts} 次账号将被锁定 ${LOCK_DURATION_S / 60} 分钟`,
    );
  }
  if (manager.status !== 1 || manager.merchant_status !== 1) {
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
    await recordSuccessfulLogin(trx, manager.id, now);
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
