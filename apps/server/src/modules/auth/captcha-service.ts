import { createHash, randomUUID } from 'node:crypto';
import { ApiCode } from '@console/core';
import type { Kysely } from 'kysely';
import svgCaptcha from 'svg-captcha';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';

/** A captcha lives two minutes and answers once (spec: single use). */
export const CAPTCHA_TTL_S = 120;

function answerHash(id: string, answer: string): string {
  // Salted with the id so equal answers do not share a hash.
  return createHash('sha256').update(`${id}:${answer.trim().toLowerCase()}`).digest('hex');
}

export async function issueCaptcha(
  db: Kysely<Database>,
  now: number,
): Promise<{ captcha_id: string; svg: string }> {
  const captcha = svgCaptcha.create({ size: 4, noise: 3, color: true, ignoreChars: '0oO1iIlL' });
  const id = randomUUID();
  // Expired captchas are swept here rather than by a timer, so the table stays small without a job.
  await db.deleteFrom('captcha').where('expire_time', '<', now).execute();
  await db
    .insertInto('captcha')
    .values({ id, answer_hash: answerHash(id, captcha.text), expire_time: now + CAPTCHA_TTL_S })
    .execute();
  return { captcha_id: id, svg: captcha.data };
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
    throw new AppError(ApiCode.CAPTCHA_INVALID, '验证码错误或已过期', '请点击图片刷新验证码后重试');
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
