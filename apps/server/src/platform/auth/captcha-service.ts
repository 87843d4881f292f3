import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
import { ApiCode, type ProofOfWorkChallenge } from '@console/core';
import { createChallenge } from 'altcha-lib/v1';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';

/** A captcha lives two minutes and answers once (spec: single use). */
export const CAPTCHA_TTL_S = 120;

/**
 * Work per challenge: the answer is uniform in [0, MAX_NUMBER], so a solver tries half of it on
 * average (about 50,000 SHA-256; see bench/captcha-proof-of-work.mjs for what that costs).
 */
export const CAPTCHA_MAX_NUMBER = 100_000;

// The database row, not the signature, is what makes an answer valid and single-use, so the HMAC
// key of the ALTCHA format need not be shared between processes.
const SIGNING_KEY = randomBytes(32).toString('hex');

function answerHash(id: string, answer: string): string {
  // Salted with the id so equal answers do not share a hash.
  return createHash('sha256').update(`${id}:${answer.trim().toLowerCase()}`).digest('hex');
}

export interface IssuedCaptcha extends ProofOfWorkChallenge {
  captcha_id: string;
  /** The ALTCHA format's HMAC of the challenge, for clients that use the ALTCHA widget. */
  signature: string;
}

/**
 * Issues an ALTCHA proof-of-work challenge: the server picks the number, keeps only its hash in the
 * database (every process sees it) and sends the challenge. The answer is the number.
 */
export async function issueCaptcha(db: Kysely<Database>, now: number): Promise<IssuedCaptcha> {
  const id = randomUUID();
  const number = randomInt(CAPTCHA_MAX_NUMBER + 1);
  const challenge = await createChallenge({
    algorithm: 'SHA-256',
    hmacKey: SIGNING_KEY,
    maxNumber: CAPTCHA_MAX_NUMBER,
    number,
    expires: new Date((now + CAPTCHA_TTL_S) * 1000),
  });
  // Expired captchas are swept here rather than by a timer, so the table stays small without a job.
  await db.deleteFrom('captcha').where('expire_time', '<', now).execute();
  await db
    .insertInto('captcha')
    .values({ id, answer_hash: answerHash(id, String(number)), expire_time: now + CAPTCHA_TTL_S })
    .execute();
  return {
    captcha_id: id,
    algorithm: 'SHA-256',
    challenge: challenge.challenge,
    salt: challenge.salt,
    maxnumber: challenge.maxnumber ?? CAPTCHA_MAX_NUMBER,
    signature: challenge.signature,
  };
}

/** Consumes the captcha whatever the answer, so a wrong guess cannot be retried against the same id. */
export async function consumeCaptcha(
  db: Kysely<Database>,
  id: string,
  answer: string,
  now: number,
): Promise<void> {
  const row = await db
    .deleteFrom('captcha')
    .where('id', '=', id)
    .returning(['answer_hash', 'expire_time'])
    .executeTakeFirst();
  if (!row || row.expire_time <= now || row.answer_hash !== answerHash(id, answer)) {
    throw new AppError(ApiCode.CAPTCHA_INVALID, '人机验证未通过或已过期', '请刷新页面后重试');
  }
}

/** For tests: the answer of a captcha is never exposed, so tests set a known one. */
export async function plantCaptcha(
  db: Kysely<Database>,
  id: string,
  answer: string,
  expireTime: number,
): Promise<void> {
  await db
    .insertInto('captcha')
    .values({ id, answer_hash: answerHash(id, answer), expire_time: expireTime })
    .execute();
}
