import { isSuccessCode, REQUEST_TIMEOUT_MS, type ApiEnvelope } from '@console/core';
import {
  ApiError,
  LOGIN_EXPIRED_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  TEMPORARY_TOKEN_MISSING_MESSAGE,
} from './api-error';
import { accessToken, clearAccessToken, isExternalPath, temporaryToken } from './auth-token';
import { noteSessionExpired } from './session-expired';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions {
  method?: Method;
  /** Query values (GET) or body (other methods); empty fields are stripped either way. */
  data?: Record<string, unknown> | unknown[];
  /** Send the body plain instead of sealed (spec: "encoded unless marked unencrypted"). */
  unencrypted?: boolean;
  /** Do not show the error display (for every error, or for those the function picks); the caller handles them. */
  silent?: boolean | ((error: ApiError) => boolean);
  timeoutMs?: number;
  signal?: AbortSignal;
}

const BASE = '/api';
// Paths the server answers without a token check (spec 01 section 7).
const TOKENLESS = [
  'merchant/manager/whoami',
  'secret',
  'login',
  'passwd',
  'captcha',
  'merchant/app/rt/summary',
  // 领取停车券: a customer's phone with no account (pages/parking-coupon/CouponRedeemPage).
  'parking-coupon/redeem/info',
  'parking-coupon/redeem',
  // 支付宝授权回调: the channel sends the merchant's browser back with no account (AlipayCallbackPage).
  'payment/channel/auth/alipay/callback',
];

/** Removes undefined, null and '' (recursively through plain objects), as the spec asks of every call. */
export function stripEmpty<T>(value: T): T {
  if (Array.isArray(value)) return value.map(stripEmpty) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      if (v === undefined || v === null || v === '') continue;
      out[k] = stripEmpty(v);
    }
    return out as T;
  }
  return value;
}

export function toQueryString(data: Record<string, unknown> | undefined): string {
  if (!data) return '';
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(stripEmpty(data))) {
    if (Array.isArray(v)) v.forEach((item) => params.append(k, String(item)));
    else params.append(k, String(v));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function normalisePath(path: string): string {
  return path.replace(/^\/+/, '').replace(/^api\//, '');
}

/** Where a 401 sends the user: sign-in with a redirect back, or the business application page. */
export function signInUrlFor(current: { pathname: string; search: string } = location): string {
  if (current.pathname.startsWith('/merchant/business/apply'))
    return '/merchant/business/apply?login_other=1';
  // Already on the way to sign in (the console's router got there first when a session ended):
  // keep that address, or the redirect would name the sign-in page and nest itself.
  if (current.pathname === '/') return `/${current.search}`;
  return `/?redirect=${encodeURIComponent(`${current.pathname}${current.search}`)}`;
}

let unauthorizedHandler: () => void = () => {
  clearAccessToken();
  noteSessionExpired();
  location.assign(signInUrlFor());
};

/** The session layer replaces the default 401 handling (clearing its store and the menu first). */
export function onUnauthorized(handler: () => void): void {
  unauthorizedHandler = handler;
}

function authorization(path: string): string | undefined {
  // External pages call with the temporary token instead of the access token.
  const token = isExternalPath() ? temporaryToken() : accessToken();
  if (token) return `Bearer ${token}`;
  if (TOKENLESS.includes(path)) return undefined;
  if (isExternalPath()) throw new ApiError({ code: 'token', message: TEMPORARY_TOKEN_MISSING_MESSAGE });
  // A session whose token vanished (cleared storage, another tab) ends as an invalid one does.
  unauthorizedHandler();
  throw new ApiError({ code: 2401, message: LOGIN_EXPIRED_MESSAGE });
}

async function send(method: Method, path: string, options: RequestOptions): Promise<Response> {
  const url = `${BASE}/${path}${method === 'GET' ? toQueryString(options.data as Record<string, unknown>) : ''}`;
  const auth = authorization(path);
  const headers: Record<string, string> = {
    accept: 'application/json',
    ...(auth && { authorization: auth }),
  };
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout.signal]) : timeout.signal;
  const post = (body: unknown) =>
    fetch(url, {
      method,
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal,
    });
  try {
    if (method === 'GET') return await fetch(url, { method, headers, signal });
    const body = stripEmpty(options.data ?? {});
    if (options.unencrypted) return await post(body);
    // The sealing crypto loads with the first sealed call, so pages that only read (the sign-in
    // page before its first keystroke) never download it.
    const { sendSealed } = await import('./payload-seal-client');
    return await sendSealed(method, `${BASE}/${path}`, body, post);
  } catch (error) {
    if (timeout.signal.aborted) {
      throw new ApiError({ code: 'timeout', message: `接口请求响应超时：${method} /${path}` });
    }
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError({ code: 'network', message: NETWORK_ERROR_MESSAGE });
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The one request helper (spec 01 sections 7 and 8). Resolves the envelope on 1001/1002; otherwise
 * rejects with an ApiError after showing it (unless silent). A 401 signs the user out.
 */
export async function request<T = unknown>(
  path: string,
  options: RequestOptions = {},
): Promise<ApiEnvelope<T>> {
  const method = options.method ?? 'GET';
  const clean = normalisePath(path);
  try {
    const response = await send(method, clean, options);
    const envelope = (await response.json().catch((error: unknown) => {
      // A body cut off because the caller gave up (the page was left mid-answer) is an abort, not
      // a broken answer: it must not show 请求失败（HTTP 200）.
      if (options.signal?.aborted) throw error;
      return undefined;
    })) as ApiEnvelope<T> | undefined;
    if (response.status === 401 || envelope?.code === 2401) {
      unauthorizedHandler();
      throw new ApiError({
        code: envelope?.code ?? 2401,
        message: envelope?.message || LOGIN_EXPIRED_MESSAGE,
        status: 401,
      });
    }
    if (!envelope || typeof envelope.code !== 'number') {
      throw new ApiError({
        code: response.status,
        message: `请求失败（HTTP ${response.status}）：${method} /${clean}`,
        status: response.status,
      });
    }
    if (!isSuccessCode(envelope.code)) {
      throw new ApiError({
        code: envelope.code,
        message: envelope.message,
        hint: envelope.hint,
        seqno: envelope.seqno,
        status: response.status,
      });
    }
    return envelope;
  } catch (error) {
    const aborted = error instanceof DOMException && error.name === 'AbortError';
    const silent =
      typeof options.silent === 'function'
        ? error instanceof ApiError && options.silent(error)
        : options.silent;
    if (!silent && !aborted) {
      // Loaded on demand: the display is antd's message, which the plain sign-in page never carries.
      const shown = error instanceof ApiError ? error : String(error);
      void import('./error-display').then(({ displayError }) => displayError(shown));
    }
    throw error;
  }
}

/** Shorthands that read like the spec's call table. */
export const api = {
  get: <T>(path: string, data?: Record<string, unknown>, options?: RequestOptions) =>
    request<T>(path, { ...options, method: 'GET', ...(data && { data }) }),
  post: <T>(path: string, data?: RequestOptions['data'], options?: RequestOptions) =>
    request<T>(path, { ...options, method: 'POST', ...(data && { data }) }),
  put: <T>(path: string, data?: RequestOptions['data'], options?: RequestOptions) =>
    request<T>(path, { ...options, method: 'PUT', ...(data && { data }) }),
  delete: <T>(path: string, data?: RequestOptions['data'], options?: RequestOptions) =>
    request<T>(path, { ...options, method: 'DELETE', ...(data && { data }) }),
};
