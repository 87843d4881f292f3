import type { PermissionCode } from '../permissions/catalogue.js';
import { findRoute } from './match-route.js';
import type { RouteMeta } from './types.js';

/** Public routes (login, error pages, external pages ...) need neither sign-in nor permissions. */
export function isPublicRoute(route: RouteMeta): boolean {
  return route.auth === 'none' || route.auth === 'temporary-token';
}

/** The sign-in check is skipped for public routes and for every path under /external (spec 01 §2). */
export function skipsSignIn(path: string): boolean {
  if (path === '/external' || path.startsWith('/external/')) return true;
  const match = findRoute(path);
  return match !== undefined && isPublicRoute(match.route);
}

function holdsProductGate(route: RouteMeta, products: ReadonlySet<string>): boolean {
  const productOk = !route.products?.length || route.products.some((code) => products.has(code));
  const platformOk = !route.platforms?.length || route.platforms.some((code) => products.has(code));
  return productOk && platformOk;
}

function holdsPermissionGate(route: RouteMeta, permissions: ReadonlySet<string>): boolean {
  if (route.auth === 'signed-in') return true;
  if (route.areaPermission && !permissions.has(route.areaPermission)) return false;
  return route.permissions.some((code) => permissions.has(code));
}

/**
 * Whether the user may open a route: public routes always; otherwise any one of its permissions
 * (plus the area's code where the area has one) and, where the route names products or platform
 * types, any one of each in the account's product list; a `signed-in` route to every signed-in
 * user. Denied by default: a `session` route without codes is never open.
 */
export function canAccessRoute(
  route: RouteMeta,
  permissions: ReadonlySet<string>,
  products: ReadonlySet<string>,
): boolean {
  if (isPublicRoute(route)) return true;
  return holdsPermissionGate(route, permissions) && holdsProductGate(route, products);
}

/**
 * The codes the 401 page names as missing: the area code if it is not held, and the route's own
 * codes if none of them is held. Empty when the permissions are not what stops the user.
 */
export function missingPermission(route: RouteMeta, permissions: ReadonlySet<string>): PermissionCode[] {
  if (isPublicRoute(route) || route.auth === 'signed-in') return [];
  const missing: PermissionCode[] = [];
  if (route.areaPermission && !permissions.has(route.areaPermission)) missing.push(route.areaPermission);
  if (!route.permissions.some((code) => permissions.has(code))) missing.push(...route.permissions);
  return missing;
}
