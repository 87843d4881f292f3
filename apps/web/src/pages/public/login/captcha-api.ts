import type { ProofOfWorkChallenge } from '@console/core';
import { api } from '../../../lib/request';

/** `GET /api/captcha`: off, or an ALTCHA proof-of-work challenge the browser solves by itself. */
export type CaptchaAnswer =
  { enabled: false } | ({ enabled: true; captcha_id: string } & ProofOfWorkChallenge);

/**
 * A fresh single-use challenge; the server says whether sign-in needs one. Shared by the plain
 * sign-in page (captcha.ts) and the React forms that ask for one (use-captcha.tsx).
 */
export async function fetchCaptcha(): Promise<CaptchaAnswer | undefined> {
  return (await api.get<CaptchaAnswer>('captcha', undefined, { silent: true })).payload;
}
