import { canAccessRoute, ROUTE_BY_PATH } from '@console/core';
import { useCallback } from 'react';
import { useSession } from '../../../lib/session-store';

/** Whether the user may open a catalogue page, so a link to it is offered only when it would work. */
export function useCanOpen() {
  const permissions = useSession((state) => state.permissions);
  const products = useSession((state) => state.products);
  return useCallback(
    (path: string) => {
      const route = ROUTE_BY_PATH.get(path);
      return route !== undefined && canAccessRoute(route, permissions, products);
    },
    [permissions, products],
  );
}
