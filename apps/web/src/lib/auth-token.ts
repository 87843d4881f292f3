import { deleteCookie, readCookie, writeCookie } from './cookies';

/**
 * The stored login state of spec 01 section 3: the access token in the accessToken cookie, its expiry
 * time, a temporary token for /external pages, and a login counter that other tabs watch.
 */
const TOKEN_COOKIE = 'accessToken';
const EXPIRE_KEY = 'accessTokenExpireAt';
const TEMPORARY_KEY = 'temporaryToken';
export const LOGIN_COUNT_KEY = 'loginCount';

export function accessToken(): string | undefined {
  return readCookie(TOKEN_COOKIE) || undefined;
}

/** Expiry as epoch milliseconds, or undefined when unknown. */
export function accessTokenExpireAt(): number | undefined {
  const raw = localStorage.getItem(EXPIRE_KEY);
  return raw ? Number(raw) : undefined;
}

export function storeAccessToken(value: string, expireInSeconds: number, now = Date.now()): void {
  writeCookie(TOKEN_COOKIE, value, expireInSeconds);
  localStorage.setItem(EXPIRE_KEY, String(now + expireInSeconds * 1000));
}

export function clearAccessToken(): void {
  deleteCookie(TOKEN_COOKIE);
  localStorage.removeItem(EXPIRE_KEY);
}

export function temporaryToken(): string | undefined {
  return sessionStorage.getItem(TEMPORARY_KEY) || undefined;
}

export function storeTemporaryToken(value: string): void {
  sessionStorage.setItem(TEMPORARY_KEY, value);
}

export function loginCount(): number {
  return Number(localStorage.getItem(LOGIN_COUNT_KEY) || 0);
}

/** Bumped on every sign-in and sign-out so other tabs notice that the account changed. */
export function bumpLoginCount(): number {
  const next = loginCount() + 1;
  localStorage.setItem(LOGIN_COUNT_KEY, String(next));
  return next;
}

/** External pages (/external/...) call with the temporary token instead of the access token. */
export function isExternalPath(pathname = location.pathname): boolean {
  return pathname === '/external' || pathname.startsWith('/external/');
}
