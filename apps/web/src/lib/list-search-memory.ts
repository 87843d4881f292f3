/**
 * The query a kept list page was last shown with (its conditions, page and sort live in the address).
 * The menu and 返回 go to a list by its bare path; without this the list would open with its
 * conditions gone, where a return should show it as it was (spec 01 section 2). Module state: a
 * reload starts afresh, as it does for the kept pages themselves.
 */
const searches = new Map<string, string>();

export function rememberListSearch(pathname: string, search: string): void {
  if (search && search !== '?') searches.set(pathname, search);
  else searches.delete(pathname);
}

/** The list's path with the query it was last shown with, when the target names no query itself. */
export function withListSearch(target: string): string {
  if (target.includes('?')) return target;
  return `${target}${searches.get(target) ?? ''}`;
}

export function forgetListSearches(): void {
  searches.clear();
}
