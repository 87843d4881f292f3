import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export function findManagerForLogin(db: Kysely<Database>, account: string) {
  return db
    .selectFrom('manager as m')
    .innerJoin('merchant as t', 't.id', 'm.merchant_id')
    .select([
      'm.id',
      'm.merchant_id',
      'm.password_hash',
      'm.status',
      'm.failed_attempts',
      'm.locked_until',
      't.status as merchant_status',
      't.path as merchant_path',
    ])
    .where('m.account', '=', account)
    .executeTakeFirst();
}

/**
 * Claims one password attempt before the password is checked: the check for a lock and the count
 * are one statement, so parallel guesses cannot all read "0 failures" (issue 12). Answers false when
 * the account is locked or `max` attempts are already counted (failed or still being checked).
 */
export async function claimAttempt(
  db: Kysely<Database>,
  managerId: number,
  max: number,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('manager')
    .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
    .where('id', '=', managerId)
    .where('locked_until', '<=', now)
    .where('failed_attempts', '<', max)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * After a wrong password: once `max` attempts are counted the account locks and the count starts
 * over, in one statement. Answers whether the account is locked now.
 */
export async function settleFailedAttempt(
  db: Kysely<Database>,
  managerId: number,
  max: number,
  lockedUntil: number,
): Promise<boolean> {
  const result = await db
    .updateTable('manager')
    .set({ failed_attempts: 0, locked_until: lockedUntil })
    .where('id', '=', managerId)
    .where('failed_attempts', '>=', max)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * After a right password: clears the count unless the account locked while the password was being
 * checked (other guesses in parallel), in which case the password is refused like any other.
 */
export async function clearFailedAttempts(
  db: Kysely<Database>,
  managerId: number,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('manager')
    .set({ failed_attempts: 0 })
    .where('id', '=', managerId)
    .where('locked_until', '<=', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function recordLoginTime(db: Kysely<Database>, managerId: number, now: number): Promise<void> {
  await db.updateTable('manager').set({ last_login_time: now }).where('id', '=', managerId).execute();
}

export async function updatePasswordHash(
  db: Kysely<Database>,
  managerId: number,
  hash: string,
  now: number,
): Promise<void> {
  await db
    .updateTable('manager')
    .set({
      password_hash: hash,
      password_changed_time: now,
      update_time: now,
      failed_attempts: 0,
      locked_until: 0,
    })
    .where('id', '=', managerId)
    .execute();
}

/** The name of the tenant's main account, shown in the user panel beside the caller's own name. */
export async function mainAccountName(db: Kysely<Database>, merchantId: number): Promise<string> {
  const row = await db
    .selectFrom('manager')
    .select('name')
    .where('merchant_id', '=', merchantId)
    .where('is_main', '=', 1)
    .orderBy('id')
    .executeTakeFirst();
  return row?.name ?? '';
}

export interface LoginLogEntry {
  manager_id: number | null;
  account: string;
  success: number;
  reason: string;
  ip: string;
  user_agent: string;
  create_time: number;
}

export async function writeLoginLog(db: Kysely<Database>, entry: LoginLogEntry): Promise<void> {
  await db.insertInto('login_log').values(entry).execute();
}
