import { fillPath, findRoute } from '@console/core';
import { useLocation } from 'react-router';
import { parseRowId } from '../../resources/use-row-id';

/** The catalogue's key-result routes, under the objective named in the path. */
export const OBJECTIVE_DETAIL = '/okr/detail/:id';
export const KEY_RESULT_ADD = '/okr/detail/:id/add';
export const KEY_RESULT_EDIT = '/okr/detail/:id/edit';

/** A path of the objective `id`. */
export function objectivePath(pattern: string, id: number): string {
  return fillPath(pattern, { id });
}

/**
 * The objective of /okr/detail/:id (and of its /add and /edit): the one route of the catalogue that
 * names its row in the path. The shell matches it against the catalogue; the id is read back here.
 * A key result being edited is the `?id=` of /okr/detail/:id/edit, as every edit page's row is.
 */
export function useObjectiveId(): number | undefined {
  const { pathname } = useLocation();
  return parseRowId(findRoute(pathname)?.params.id ?? null);
}
