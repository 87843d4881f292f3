import { findRoute } from '@console/core';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Back to the list a detail, add or edit page belongs to: the route's activeMenu in the catalogue,
 * or the previous page when the route names none. Going to the list path (not history back) is what
 * makes the shell refresh the kept-alive list after an edit.
 */
export function useBackToList(listPath?: string): () => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(() => {
    const target = listPath ?? findRoute(pathname)?.route.activeMenu;
    if (target && target !== pathname) void navigate(target);
    else void navigate(-1);
  }, [listPath, pathname, navigate]);
}
