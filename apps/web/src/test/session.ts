import { afterEach, beforeEach, vi } from 'vitest';
import { useSession, type UserProfile } from '../lib/session-store';

export const TEST_USER: UserProfile = {
  merchant: 'M0001',
  merchant_name: '深圳福田中心停车场',
  name: '张三',
  system: 'merchant',
  avatar: '',
  account: 'zhangsan',
  manager_id: 7,
  app_id: 'app-1',
  main_account_name: '张三',
  is_main: 1,
  product: [],
  permission: '',
  expire_in: 7200,
};

/** Signs in with exactly these codes, plus the token cookie the request helper insists on. */
export function signInWith(codes: readonly string[]): void {
  document.cookie = 'accessToken=abc; path=/';
  useSession.getState().setProfile({ ...TEST_USER, permission: codes.join(',') });
}

/**
 * Each test starts signed in with `codes`, and gets the real fetch and spied globals back afterwards.
 * The session is replaced in beforeEach rather than cleared here: clearing it while the widgets are
 * still mounted would make them react (and call the real fetch) before cleanup unmounts them.
 */
export function setUpSignedInSuite(codes: readonly string[] = []): void {
  const originalFetch = globalThis.fetch;
  beforeEach(() => signInWith(codes));
  afterEach(() => {
    globalThis.fetch = originalFetch;
    localStorage.clear();
    vi.restoreAllMocks();
  });
}
