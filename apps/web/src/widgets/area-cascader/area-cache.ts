import type { AreaEntry } from './area-api';

/** Bump when the stored shape or the area data's meaning changes; older entries are then ignored. */
export const AREA_CACHE_VERSION = 1;
const PREFIX = 'area-cascader:';
const KEY_PREFIX = `${PREFIX}v${AREA_CACHE_VERSION}:`;
/** The provinces' list is stored under this parent. */
export const PROVINCES_PARENT = '-1';

function keyFor(parent: string): string {
  return `${KEY_PREFIX}${parent}`;
}

/**
 * Area lists hardly ever change, so each parent's children are kept in localStorage and a reload
 * does not ask again. Storage can be full or blocked (private mode); then the list is simply fetched.
 */
export function readAreas(parent: string): AreaEntry[] | undefined {
  try {
    const raw = localStorage.getItem(keyFor(parent));
    const parsed: unknown = raw ? JSON.parse(raw) : undefined;
    return Array.isArray(parsed) ? (parsed as AreaEntry[]) : undefined;
  } catch {
    return undefined;
  }
}

export function writeAreas(parent: string, entries: AreaEntry[]): void {
  try {
    localStorage.setItem(keyFor(parent), JSON.stringify(entries));
  } catch {
    // Quota or blocked storage: the cache is an optimisation only.
  }
}

/** Drops entries written by other cache versions, so a version bump does not leave them behind. */
export function purgeOldAreaVersions(): void {
  try {
    const stale = Object.keys(localStorage).filter(
      (key) => key.startsWith(PREFIX) && !key.startsWith(KEY_PREFIX),
    );
    stale.forEach((key) => localStorage.removeItem(key));
  } catch {
    // As above.
  }
}
