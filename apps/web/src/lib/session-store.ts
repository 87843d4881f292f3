import { TOKEN_REFRESH_WINDOW_S, type UserProfile } from '@console/core';
import { create } from 'zustand';
import {
  accessToken,
  accessTokenExpireAt,
  bumpLoginCount,
  clearAccessToken,
  storeAccessToken,
} from './auth-token';
import { api, onUnauthorized, signInUrlFor } from './request';
import { noteSessionExpired } from './session-expired';

/** The profile of spec 01 section 3 as GET merchant/manager/whoami answers it (declared in core). */
export type { UserProfile };

interface SessionState {
  profile: UserProfile | null;
  permissions: ReadonlySet<string>;
  products: ReadonlySet<string>;
  status: 'idle' | 'loading' | 'ready';
  setProfile(profile: UserProfile): void;
  clear(): void;
}

export const useSession = create<SessionState>((set) => ({
  profile: null,
  permissions: new Set(),
  products: new Set(),
  status: 'idle',
  setProfile: (profile) =>
    set({
      profile,
      permissions: new Set(profile.permission.split(',').filter(Boolean)),
      products: new Set(profile.product),
      status: 'ready',
    }),
  clear: () => set({ profile: null, permissions: new Set(), products: new Set(), status: 'idle' }),
}));

/** Clears token, user, permissions and the cookie (spec 01 section 4). */
export function clearSession(): void {
  clearAccessToken();
  useSession.getState().clear();
}

/** Replaces the request helper's 401 handling: clear everything, then sign in again. */
onUnauthorized(() => {
  clearSession();
  noteSessionExpired();
  location.assign(signInUrlFor());
});

/** True when the token has less than the refresh window (1200 s) left. */
export function needsRefresh(now = Date.now()): boolean {
  const expireAt = accessTokenExpireAt();
  return expireAt !== undefined && expireAt - now < TOKEN_REFRESH_WINDOW_S * 1000;
}

/** The whoami under way, with the token it was asked with (a fetch for another token is not shared). */
let profileInFlight: { token: string | undefined; answer: Promise<UserProfile | null> } | undefined;

const HANDOVER_KEY = 'console:profile-handover';
/** How long a profile handed over by the sign-in page stays good for the console it leaves for. */
export const PROFILE_HANDOVER_MS = 30_000;

/**
 * The sign-in page has just fetched the profile to pick the landing page; the console document it
 * leaves for would ask for the same profile again a moment later. It hands the profile over in this
 * tab's session storage, bound to the token, for the console's first load only (fetchProfile).
 */
export function handOverProfile(profile: UserProfile, now = Date.now()): void {
  const { access_token: _token, ...rest } = profile;
  sessionStorage.setItem(HANDOVER_KEY, JSON.stringify({ token: accessToken(), at: now, profile: rest }));
}

/** The handed-over profile, once: only for the same token and while it is fresh. */
function takeHandedOverProfile(now = Date.now()): UserProfile | undefined {
  const raw = sessionStorage.getItem(HANDOVER_KEY);
  if (!raw) return undefined;
  sessionStorage.removeItem(HANDOVER_KEY);
  try {
    const handed = JSON.parse(raw) as { token?: string; at?: number; profile?: UserProfile };
    const fresh =
      typeof handed.at === 'number' && now - handed.at >= 0 && now - handed.at < PROFILE_HANDOVER_MS;
    if (!fresh || !handed.token || handed.token !== accessToken() || !handed.profile?.permission)
      return undefined;
    return handed.profile;
  } catch {
    return undefined;
  }
}

/**
 * Fetches the profile (rotating the token when it is close to expiry). An empty permission list or a
 * failure clears the session; the caller sends the user to sign in. Callers asking while a fetch is
 * under way share it: the shell's effect runs again when the status turns 'loading', and used to ask
 * the server a second time for the same profile.
 */
export function loadProfile(): Promise<UserProfile | null> {
  const token = accessToken();
  if (profileInFlight && profileInFlight.token === token) return profileInFlight.answer;
  const mine = {
    token,
    answer: fetchProfile().finally(() => {
      if (profileInFlight === mine) profileInFlight = undefined;
    }),
  };
  profileInFlight = mine;
  return mine.answer;
}

async function fetchProfile(): Promise<UserProfile | null> {
  if (!accessToken()) return null;
  const refresh = needsRefresh();
  const handed = refresh ? undefined : takeHandedOverProfile();
  if (handed) {
    useSession.getState().setProfile(handed);
    return handed;
  }
  useSession.setState({ status: 'loading' });
  try {
    const { payload } = await api.get<UserProfile>(
      'merchant/manager/whoami',
      refresh ? { refresh_token: 1 } : undefined,
    );
    if (!payload || !payload.permission) {
      clearSession();
      return null;
    }
    if (payload.access_token) storeAccessToken(payload.access_token.value, payload.access_token.expire_in);
    useSession.getState().setProfile(payload);
    return payload;
  } catch {
    clearSession();
    return null;
  }
}

export function signedIn(token: { value: string; expire_in: number }): void {
  storeAccessToken(token.value, token.expire_in);
  bumpLoginCount();
}

/** Quit: ends the server session (best effort), clears everything and tells other tabs. */
export async function signOut(): Promise<void> {
  try {
    await api.post('logout', undefined, { silent: true, unencrypted: true });
  } catch {
    // The local session is cleared whatever the server said.
  }
  clearSession();
  bumpLoginCount();
}
