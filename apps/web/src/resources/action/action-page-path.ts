import { withId } from '../use-row-id';

/**
 * Where a row action asked on a page (`ask: 'page'`) goes: the catalogue's action page with the row
 * and the action named. Kept apart from ActionPage so a list that only links to it does not load it.
 */
export function actionPagePath(path: string, id: number, name: string): string {
  return `${withId(path, id)}&action=${encodeURIComponent(name)}`;
}
