import { api } from '../../lib/request';
import { parsePrefs, serialisePrefs, type ColumnPrefs } from './column-prefs';

/** The storage/kv key of a table's column settings (spec 01 section 7, Storage). */
export function columnPrefsKey(tableId: string): string {
  return `table-columns:${tableId}`;
}

/** The local copy is per user too, so a shared browser does not mix two accounts' settings. */
function localKey(key: string, userKey: string): string {
  return `${key}@${userKey}`;
}

export function readLocalPrefs(key: string, userKey: string): ColumnPrefs | undefined {
  try {
    return parsePrefs(localStorage.getItem(localKey(key, userKey)));
  } catch {
    return undefined;
  }
}

export function writeLocalPrefs(key: string, userKey: string, prefs: ColumnPrefs): void {
  try {
    localStorage.setItem(localKey(key, userKey), serialisePrefs(prefs));
  } catch {
    // Storage full or blocked: the server copy and the in-memory state still serve.
  }
}

/**
 * The server copy follows the user across browsers. Calls are silent: column settings are a comfort,
 * and a failing storage service must not interrupt a list with error messages.
 */
export async function loadRemotePrefs(key: string): Promise<ColumnPrefs | undefined> {
  const { payload } = await api.get<{ row?: { key: string; value: unknown }[] }>(
    'storage/kv/list',
    { prefix: key },
    { silent: true },
  );
  const entry = payload?.row?.find((row) => row.key === key);
  return entry ? parsePrefs(entry.value) : undefined;
}

export async function saveRemotePrefs(key: string, prefs: ColumnPrefs): Promise<void> {
  await api.put('storage/kv', { key, value: serialisePrefs(prefs) }, { silent: true });
}

/** Server copies already fetched or saved, per table and user, for the life of the document. */
const sessionCopies = new Map<string, Promise<ColumnPrefs | undefined>>();

/**
 * The server copy, asked once per table and user: a kept-alive list shown again re-runs its effects,
 * and going back to a cached tab must not make a request (issue 13). A failed load is not kept, so
 * the next mount tries again. Signing in loads a new document, which starts with an empty cache.
 */
export function sessionRemotePrefs(key: string, userKey: string): Promise<ColumnPrefs | undefined> {
  const id = localKey(key, userKey);
  let copy = sessionCopies.get(id);
  if (!copy) {
    copy = loadRemotePrefs(key);
    sessionCopies.set(id, copy);
    copy.catch(() => sessionCopies.delete(id));
  }
  return copy;
}

export function rememberSessionPrefs(key: string, userKey: string, prefs: ColumnPrefs): void {
  sessionCopies.set(localKey(key, userKey), Promise.resolve(prefs));
}

/** For tests, which sign the same user in again and again within one document. */
export function forgetSessionPrefs(): void {
  sessionCopies.clear();
}
