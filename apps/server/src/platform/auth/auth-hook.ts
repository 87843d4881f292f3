import { ApiCode, limitToAreas, limitToTenantKind } from '@console/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { nowSeconds } from '../../lib/clock.js';
import type { RouteAccess } from '../../types/fastify.js';
import { bearerFrom, hashAccessToken } from './access-token.js';
import type { AuthContext } from './auth-context.js';
import { grantsOf, tenantFactsOf } from './grant-cache.js';
import { findLiveSession, touchSession } from './session-repository.js';

// Writing last_seen on every call would make each read a write; once a minute is enough for the session list.
const TOUCH_INTERVAL_S = 60;

/** The accessToken cookie's value, checked like a bearer token; only for routes with config.cookieAuth. */
function cookieToken(header: string | undefined): string | undefined {
  const match = header && /(?:^|;\s*)accessToken=([^;]*)/.exec(header);
  if (!match?.[1]) return undefined;
  try {
    return bearerFrom(`Bearer ${decodeURIComponent(match[1])}`);
  } catch {
    return undefined; // malformed percent-encoding
  }
}

/** Resolves the bearer token (or, where the route allows it, the cookie) to a live session and its grants. */
export async function resolveAuth(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<AuthContext | null> {
  const token =
    bearerFrom(request.headers.authorization) ??
    (request.routeOptions.config?.cookieAuth ? cookieToken(request.headers.cookie) : undefined);
  if (!token) return null;
  const now = nowSeconds();
  const live = await findLiveSession(app.db, hashAccessToken(token), now);
  if (!live || live.manager_status !== 1 || live.merchant_status !== 1) return null;
  const [tenant, { roleCodes, grants, parkIds }] = await Promise.all([
    // A disabled partner stops the merchants under it on their next request (issue 12).
    tenantFactsOf(app.db, Number(live.grant_epoch), live.merchant_path),
    grantsOf(app.db, Number(live.grant_epoch), {
      managerId: live.manager_id,
      merchantId: live.merchant_id,
      isMain: live.is_main === 1,
    }),
  ]);
  if (!tenant.chainEnabled) return null;
  // ARCHITECTURE §4: roles' codes limited to what the merchant's products enable; the platform
  // operator is not limited. whoami answers this same set, so the menu and the server agree.
  // Disabling a product never hides the product screens from the operator who disabled it.
  const platform = live.merchant_kind === 'platform';
  // A kind that opens no tenants (merchant, group, advertiser) manages and reviews none (issue 14).
  const permissions = limitToTenantKind(
    platform ? roleCodes : limitToAreas(roleCodes, grants.areas),
    live.merchant_kind,
  );
  if (now - live.last_seen_time >= TOUCH_INTERVAL_S) await touchSession(app.db, live.session_id, now);
  return {
    sessionId: live.session_id,
    managerId: live.manager_id,
    account: live.account,
    name: live.name,
    avatar: live.avatar,
    isMain: live.is_main === 1,
    merchantId: live.merchant_id,
    merchantNo: live.merchant_no,
    merchantName: live.merchant_name,
    merchantKind: live.merchant_kind,
    merchantPath: live.merchant_path,
    subtreeIds: tenant.subtree,
    appId: live.app_id,
    expireTime: live.expire_time,
    permissions: new Set(permissions),
    products: new Set(platform ? grants.held : grants.products),
    parkIds,
  };
}

function requiredCodes(access: RouteAccess): readonly string[] {
  if (typeof access === 'string') return [];
  return typeof access.permission === 'string' ? [access.permission] : access.permission;
}

/**
 * Deny by default: every /api route declares its access; anything but 'public' needs a live session,
 * and a permission route needs any one of its codes. Runs before the body is parsed.
 */
export function registerAuthHook(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access) return; // non-API routes (the web app) carry no access rule
    if (access === 'public') {
      // Public routes may still use a token when one is sent (e.g. changing one's own password, a
      // stored file that is public only when it is a branding image).
      if (request.headers.authorization || request.routeOptions.config?.cookieAuth) {
        request.auth = await resolveAuth(app, request);
      }
      return;
    }
    const auth = await resolveAuth(app, request);
    if (!auth) throw new AppError(ApiCode.UNAUTHENTICATED);
    request.auth = auth;
    const codes = requiredCodes(access);
    if (codes.length > 0 && !codes.some((code) => auth.permissions.has(code))) {
      throw new AppError(ApiCode.FORBIDDEN, '没有操作权限', `缺少权限标识：${codes.join(' 或 ')}`);
    }
  });
}

/** The caller of a route whose access is not 'public'; the hook guarantees it is set. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError(ApiCode.UNAUTHENTICATED);
  return request.auth;
}
