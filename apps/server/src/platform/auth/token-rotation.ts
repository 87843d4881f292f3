import { createHmac, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { ACCESS_TOKEN_TTL_S, hashAccessToken } from './access-token.js';

/** How long a replaced token keeps working: long enough for requests already in flight and a second tab. */
export const ROTATION_GRACE_S = 30;

/**
 * The successor of a token: HMAC of the salt keyed by the old token. A salt stored per rotation
 * (never the token itself) lets a second, concurrent rotation of the same token derive the same
 * successor, while a stolen old token alone cannot compute it without the database.
 */
function successorOf(token: string, salt: string): string {
  return createHmac('sha256', token).update(`console-token-rotation:${salt}`).digest('base64url');
}

/**
 * Rotates the session's token. The UPDATE only wins when the presented token is still the current
 * one; when another request rotated it a moment ago (the caller presents the token now in its grace
 * period), the caller gets that same successor, so two tabs refreshing together both stay signed in.
 * Answers undefined when neither applies (the session ended meanwhile).
 */
export async function rotateToken(
  db: Kysely<Database>,
  sessionId: number,
  token: string,
  now: number,
): Promise<{ value: string; expireIn: number } | undefined> {
  const hash = hashAccessToken(token);
  const salt = randomBytes(16).toString('base64url');
  const next = successorOf(token, salt);
  const won = await db
    .updateTable('session')
    .set({
      previous_token_hash: hash,
      previous_valid_until: now + ROTATION_GRACE_S,
      rotation_salt: salt,
      token_hash: hashAccessToken(next),
      expire_time: now + ACCESS_TOKEN_TTL_S,
    })
    .where('id', '=', sessionId)
    .where('token_hash', '=', hash)
    .where('revoked_time', '=', 0)
    .executeTakeFirst();
  if (Number(won.numUpdatedRows) === 1) return { value: next, expireIn: ACCESS_TOKEN_TTL_S };
  const row = await db
    .selectFrom('session')
    .select(['token_hash', 'previous_token_hash', 'previous_valid_until', 'rotation_salt', 'expire_time'])
    .where('id', '=', sessionId)
    .where('revoked_time', '=', 0)
    .executeTakeFirst();
  if (!row || row.previous_token_hash !== hash || row.previous_valid_until <= now) return undefined;
  const same = successorOf(token, row.rotation_salt);
  if (hashAccessToken(same) !== row.token_hash) return undefined; // rotated again since: too late
  return { value: same, expireIn: Math.max(0, row.expire_time - now) };
}
