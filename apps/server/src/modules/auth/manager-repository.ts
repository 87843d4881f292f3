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
    ])
    .where('m.account', '=', account)
    .executeTakeFirst();
}

export async function recordFailedAttempt(
  db: Kysely<Database>,
  managerId: number,
  attempts: number,
  lockedUntil: number,
): Promise<void> {
  await db
    .updateTable('manager')
    .set({ failed_attempts: attempts, locked_until: lockedUntil })
    .where('id', '=', managerId)
    .execute();
}

export async function recordSuccessfulLogin(
  db: Kysely<Database>,
  managerId: number,
  now: number,
): Promise<void> {
  await db
    .updateTable('manager')
    .set({ failed_attempts: 0, locked_until: 0, last_login_time: now })
    .where('id', '=', managerId)
    .execute();
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
