import { askOf, type AnyResource } from '@console/core';
import { withId } from '../use-row-id';

/**
 * Where a row action asked on a page (`ask: 'page'`) goes: the catalogue's action page with the row
 * and the action named. Kept apart from ActionPage so a list that only links to it does not load it.
 */
export function actionPagePath(path: string, id: number, name: string): string {
  return `${withId(path, id)}&action=${encodeURIComponent(name)}`;
}

/** The actions of a resource asked on their page rather than in a dialog, in declaration order. */
export function pageActionsOf(resource: AnyResource): string[] {
  return Object.entries(resource.actions)
    .filter(([, action]) => askOf(action) === 'page')
    .map(([name]) => name);
}
