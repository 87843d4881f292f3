/**
 * The note that a session ended on its own (spec 01 sections 4 and 8: a token that is absent or
 * invalid says 登录信息已过期，请重新登录, then signs out). The console leaves for the sign-in document
 * with a full page load, which would drop any toast, so the note travels in sessionStorage and the
 * sign-in page shows it once. Signing out on purpose leaves no note.
 */
const KEY = 'sessionExpired';

export function noteSessionExpired(): void {
  sessionStorage.setItem(KEY, '1');
}

/** True once after noteSessionExpired: reading clears it, so a reload of the sign-in page is quiet. */
export function takeSessionExpired(): boolean {
  const noted = sessionStorage.getItem(KEY) === '1';
  sessionStorage.removeItem(KEY);
  return noted;
}
