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
