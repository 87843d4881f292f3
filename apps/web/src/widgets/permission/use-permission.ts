import { hasAnyPermission } from '@console/core';
import { useCallback } from 'react';
import { useSession } from '../../lib/session-store';

/** One code, several codes (any one suffices) or nothing (no requirement). */
export type PermissionCodes = string | readonly string[] | undefined;

/**
 * The one access check for fields, columns, actions and buttons (spec 01 section 6): allowed when
 * nothing is required or when any one of the codes is held. An empty list is never satisfied, as in
 * core's hasAnyPermission: we deny by default rather than mistake a forgotten code for "public".
 */
export function usePermission() {
  const permissions = useSession((state) => state.permissions);
  const can = useCallback(
    (codes: PermissionCodes): boolean => {
      if (codes === undefined) return true;
      return hasAnyPermission(permissions, typeof codes === 'string' ? [codes] : codes);
    },
    [permissions],
  );
  return { can };
}
