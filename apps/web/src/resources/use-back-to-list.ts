import { fillPath, findRoute } from '@console/core';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { withListSearch } from '../lib/list-search-memory';
import { useGroupLinks } from './detail-group/use-group-links';

/**
 * Back to the list a detail, add or edit page belongs to: the route's activeMenu in the catalogue,
 * or the previous page when the route names none. Going to the list path (not history back) is what
 * makes the shell refresh the kept-alive list after an edit. Inside a detail group the list is one of
 * the group's tabs, so the group's query goes along and 返回 lands on the same object.
 */
export function useBackToList(listPath?: string): () => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { href } = useGroupLinks();
  return useCallback(() => {
    const match = findRoute(pathname);
    // A parent with a path parameter (/okr/detail/:id above its /add) is the one this page sits under.
    const activeMenu = match?.route.activeMenu && fillPath(match.route.activeMenu, match.params);
    const target = listPath ?? (activeMenu && href(activeMenu));
    // The list comes back with the conditions it was left with.
    if (target && target !== pathname) void navigate(withListSearch(target));
    else void navigate(-1);
  }, [listPath, pathname, navigate, href]);
}
