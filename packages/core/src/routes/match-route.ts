import { ROUTE_CATALOGUE } from './catalogue.js';
import type { RouteMeta } from './types.js';

export interface RouteMatch {
  readonly route: RouteMeta;
  /** Path parameters, decoded: `{ id: '12' }` for /okr/detail/12. */
  readonly params: Readonly<Record<string, string>>;
}

/** Drops the query and hash and a trailing slash, so '/parking/record/list/?a=1' finds its route. */
export function normalisePath(path: string): string {
  const bare = path.replace(/[?#].*$/, '');
  const trimmed = bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
  return trimmed === '' ? '/' : trimmed;
}

interface Pattern {
  readonly route: RouteMeta;
  readonly segments: readonly string[];
}

const indexes = new WeakMap<readonly RouteMeta[], { exact: Map<string, RouteMeta>; patterns: Pattern[] }>();

function indexOf(catalogue: readonly RouteMeta[]) {
  let index = indexes.get(catalogue);
  if (!index) {
    const exact = new Map<string, RouteMeta>();
    const patterns: Pattern[] = [];
    for (const route of catalogue) {
      if (route.path === '*') continue;
      if (route.path.includes('/:')) patterns.push({ route, segments: route.path.split('/').slice(1) });
      else exact.set(route.path, route);
    }
    index = { exact, patterns };
    indexes.set(catalogue, index);
  }
  return index;
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function matchPattern(pattern: Pattern, segments: readonly string[]): Record<string, string> | undefined {
  const params: Record<string, string> = {};
  const last = pattern.segments.length - 1;
  for (const [i, expected] of pattern.segments.entries()) {
    const actual = segments[i];
    if (actual === undefined || actual === '') return undefined;
    if (!expected.startsWith(':')) {
      if (expected !== actual) return undefined;
      continue;
    }
    if (i === last && pattern.route.matchRest) {
      params[expected.slice(1)] = segments.slice(i).map(decode).join('/');
      return params;
    }
    params[expected.slice(1)] = decode(actual);
  }
  return segments.length === pattern.segments.length ? params : undefined;
}

/**
 * The route a location shows: an exact path first, then the parameterised ones (`/okr/detail/:id`,
 * `/redirect/:path`). Unknown paths give undefined; the caller sends them to NOT_FOUND_ROUTE.
 */
export function findRoute(
  path: string,
  catalogue: readonly RouteMeta[] = ROUTE_CATALOGUE,
): RouteMatch | undefined {
  const normalised = normalisePath(path);
  const { exact, patterns } = indexOf(catalogue);
  const route = exact.get(normalised);
  if (route) return { route, params: {} };
  const segments = normalised.split('/').slice(1);
  for (const pattern of patterns) {
    const params = matchPattern(pattern, segments);
    if (params) return { route: pattern.route, params };
  }
  return undefined;
}

/** Fills a route path's `:params`, e.g. ('/okr/detail/:id/edit', { id: 7 }) gives '/okr/detail/7/edit'. */
export function fillPath(pattern: string, params: Readonly<Record<string, string | number>>): string {
  return pattern.replace(/:([A-Za-z_]\w*)/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : encodeURIComponent(String(value));
  });
}
