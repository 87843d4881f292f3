import { api } from '../../lib/request';

export interface CaptchaAnswer {
  captcha_id: string;
  svg: string;
  enabled: boolean;
}

/**
 * A fresh single-use captcha; the server says whether sign-in needs one. Shared by the plain sign-in
 * page (captcha.ts) and the React forms that ask for one (use-captcha.tsx).
 */
export async function fetchCaptcha(): Promise<CaptchaAnswer | undefined> {
  return (await api.get<CaptchaAnswer>('captcha', undefined, { silent: true })).payload;
}

export const captchaImageSrc = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
