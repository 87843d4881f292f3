import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export interface NewSession {
  token_hash: string;
  manager_id: number;
  merchant_id: number;
  app_id: string;
  ip: string;
  user_agent: string;
  create_time: number;
  expire_time: number;
}

export async function insertSession(db: Kysely<Database>, session: NewSession): Promise<number> {
  const row = await db
    .insertInto('session')
    .values({ ...session, last_seen_time: session.create_time })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The live session of a token with its account and tenant, or undefined when absent, revoked or expired. */
export function findLiveSession(db: Kysely<Database>, tokenHash: string, now: number) {
  return (
    db
      .selectFrom('session as s')
      .innerJoin('manager as m', 'm.id', 's.manager_id')
      .innerJoin('merchant as t', 't.id', 'm.merchant_id')
      .select([
        's.id as session_id',
        's.expire_time',
        's.last_seen_time',
        's.app_id',
        'm.id as manager_id',
        'm.account',
        'm.name',
        'm.avatar',
        'm.is_main',
        'm.status as manager_status',
        't.id as merchant_id',
        't.merchant_no',
        't.name as merchant_name',
        't.kind as merchant_kind',
        't.path as merchant_path',
        't.status as merchant_status',
        // Read with the session, so cached grants are checked in the same round trip (grant-cache.ts).
        (eb) => eb.selectFrom('grant_epoch').select('n').where('id', '=', 1).as('grant_epoch'),
      ])
      // A rotated token keeps working for its grace period (see token-rotation.ts).
      .where((eb) =>
        eb.or([
          eb('s.token_hash', '=', tokenHash),
          eb.and([eb('s.previous_token_hash', '=', tokenHash), eb('s.previous_valid_until', '>', now)]),
        ]),
      )
      .where('s.revoked_time', '=', 0)
      .where('s.expire_time', '>', now)
      .executeTakeFirst()
  );
}

export type LiveSession = NonNullable<Awaited<ReturnType<typeof findLiveSession>>>;

export async function touchSession(db: Kysely<Database>, sessionId: number, now: number): Promise<void> {
  await db.updateTable('session').set({ last_seen_time: now }).where('id', '=', sessionId).execute();
}

export async function revokeSession(
  db: Kysely<Database>,
  sessionId: number,
  reason: string,
  now: number,
): Promise<void> {
  await db
    .updateTable('session')
    .set({ revoked_time: now, revoke_reason: reason })
    .where('id', '=', sessionId)
    .where('revoked_time', '=', 0)
    .execute();
}

/** Ends every live session of an account except, optionally, the one making the request. */
export async function revokeOtherSessions(
  db: Kysely<Database>,
  managerId: number,
  keepSessionId: number | undefined,
  reason: string,
  now: number,
): Promise<void> {
  let query = db
    .updateTable('session')
    .set({ revoked_time: now, revoke_reason: reason })
    .where('manager_id', '=', managerId)
    .where('revoked_time', '=', 0);
  if (keepSessionId !== undefined) query = query.where('id', '!=', keepSessionId);
  await query.execute();
}

/** Ends every live session of a tenant's accounts (a disabled merchant, say). */
export async function revokeMerchantSessions(
  db: Kysely<Database>,
  merchantId: number,
  reason: string,
  now: number,
): Promise<void> {
  await db
    .updateTable('session')
    .set({ revoked_time: now, revoke_reason: reason })
    .where('merchant_id', '=', merchantId)
    .where('revoked_time', '=', 0)
    .execute();
}
