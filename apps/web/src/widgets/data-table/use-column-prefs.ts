import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSession } from '../../lib/session-store';
import { reconcilePrefs, type ColumnPrefs } from './column-prefs';
import {
  columnPrefsKey,
  readLocalPrefs,
  rememberSessionPrefs,
  saveRemotePrefs,
  sessionRemotePrefs,
  writeLocalPrefs,
} from './column-prefs-store';

interface ColumnDefault {
  key: string;
  defaultHidden?: boolean;
}

/**
 * Column settings of one table for the signed-in user. The local copy shows at once; the server copy
 * replaces it when it arrives, unless the user has already changed something meanwhile; it is asked
 * once per session (sessionRemotePrefs). Without a tableId nothing is stored.
 */
export function useColumnPrefs(tableId: string | undefined, columns: readonly ColumnDefault[]) {
  const profile = useSession((state) => state.profile);
  const userKey = profile ? `${profile.merchant}:${profile.manager_id}` : 'anonymous';
  const key = tableId ? columnPrefsKey(tableId) : undefined;
  const [saved, setSaved] = useState<ColumnPrefs | undefined>(() =>
    key ? readLocalPrefs(key, userKey) : undefined,
  );
  const changedByUser = useRef(false);

  useEffect(() => {
    if (!key) return;
    let current = true;
    sessionRemotePrefs(key, userKey)
      .then((remote) => {
        if (!current || !remote || changedByUser.current) return;
        setSaved(remote);
        writeLocalPrefs(key, userKey, remote);
      })
      .catch(() => {
        // Storage service unavailable: keep the local copy.
      });
    return () => {
      current = false;
    };
  }, [key, userKey]);

  const prefs = useMemo(() => reconcilePrefs(saved, columns), [saved, columns]);

  const save = useCallback(
    (next: ColumnPrefs) => {
      changedByUser.current = true;
      setSaved(next);
      if (!key) return;
      writeLocalPrefs(key, userKey, next);
      rememberSessionPrefs(key, userKey, next);
      saveRemotePrefs(key, next).catch(() => {
        // Kept locally; the next change tries the server again.
      });
    },
    [key, userKey],
  );

  return { prefs, save };
}
