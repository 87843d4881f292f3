import { showsSeqno } from '@console/core';
import { ApiError } from '../../../lib/api-error';
import { homePath } from '../../../lib/navigation';
import { api } from '../../../lib/request';
import { handOverProfile, loadProfile, signedIn, type UserProfile } from '../../../lib/session-store';

/**
 * The sign-in page's second half, loaded on the first keystroke or submit: the request that seals
 * the password, the session and the route catalogue that picks the landing page.
 */

interface LoginAnswer {
  access_token: { type: 'Bearer'; value: string; expire_in: number };
}

// Warm the sealing crypto while the user is still typing.
void import('../../../lib/payload-seal-client');

/** Only same-site paths are followed after sign-in, so a crafted link cannot send the user elsewhere. */
export function safeRedirect(raw: string | null): string | undefined {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return undefined;
  return raw === '/' ? undefined : raw;
}

function landingPath(profile: { permission: string; product: readonly string[] }): string {
  return safeRedirect(new URLSearchParams(location.search).get('redirect')) ?? homePath(profile);
}

/** Leaves for the console, handing it the profile just fetched so it does not ask again. */
function enterConsole(profile: UserProfile): void {
  handOverProfile(profile);
  location.replace(landingPath(profile));
}

/** Someone already signed in who opens / goes straight to where they were heading. */
export async function resumeSession(): Promise<void> {
  const profile = await loadProfile();
  if (profile) enterConsole(profile);
}

export type SignInResult = { ok: true } | { ok: false; message: string; hint?: string };

/** Signs in and leaves for the console; answers what to show when it could not. */
export async function signIn(values: Record<string, string | undefined>): Promise<SignInResult> {
  try {
    const { payload } = await api.post<LoginAnswer>('login', values, { silent: true });
    if (!payload) return { ok: false, message: '登录失败，请重试' };
    signedIn(payload.access_token);
    const profile = await loadProfile();
    if (!profile) return { ok: false, message: '暂未分配任何权限，请联系管理员' };
    enterConsole(profile);
    return { ok: true };
  } catch (error) {
    if (!(error instanceof ApiError)) return { ok: false, message: String(error) };
    const seqno = error.seqno && showsSeqno(error.code) ? `请求编号：${error.seqno}` : undefined;
    return {
      ok: false,
      message: error.message || '登录失败',
      hint: [error.hint, seqno].filter(Boolean).join(' '),
    };
  }
}
