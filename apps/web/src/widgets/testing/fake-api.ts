import {
  generateServerKeyPair,
  isSealedBody,
  openPayload,
  PAYLOAD_SEAL_ALG,
  publishServerKey,
} from '@console/core';
import { vi } from 'vitest';

export interface FakeCall {
  method: string;
  path: string;
  query: URLSearchParams;
  /** The request body, opened as the server would read it when it was sealed. */
  body: unknown;
}

type Handler = (call: FakeCall) => unknown;

// The seal client caches the first key it fetches for the life of the module, so one key per file.
const keyPair = generateServerKeyPair();

export function envelope(payload: unknown, code = 1001, message = '成功') {
  return { code, message, seqno: 'test-seqno', payload };
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function readBody(method: string, path: string, raw: BodyInit | null | undefined): unknown {
  if (typeof raw !== 'string') return undefined;
  const parsed = JSON.parse(raw) as unknown;
  return isSealedBody(parsed) ? openPayload(parsed, keyPair, { method, path }) : parsed;
}

/**
 * Replaces global fetch with a fake server keyed by "METHOD /api/path". A handler returns the payload
 * of a 1001 envelope, or a Response for anything else; unknown routes answer 404. GET /api/secret
 * serves a real key, so the request helper seals bodies exactly as it does against the real server.
 */
export function installFakeApi(handlers: Record<string, Handler>) {
  const calls: FakeCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    if (url.pathname === '/api/secret') {
      const { kid, publicKey } = publishServerKey(keyPair);
      return jsonResponse(200, envelope({ kid, public_key: publicKey, alg: PAYLOAD_SEAL_ALG }));
    }
    const call = {
      method,
      path: url.pathname,
      query: url.searchParams,
      body: readBody(method, url.pathname, init?.body),
    };
    calls.push(call);
    const handler = handlers[`${method} ${url.pathname}`];
    if (!handler) return jsonResponse(404, envelope(undefined, 2404, '资源不存在'));
    const result = handler(call);
    return result instanceof Response ? result : jsonResponse(200, envelope(result));
  });
  globalThis.fetch = fetchMock as typeof fetch;
  return {
    calls,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}

/** An in-memory storage/kv service answering PUT /api/storage/kv and GET /api/storage/kv/list. */
export function kvHandlers(store = new Map<string, unknown>()): Record<string, Handler> {
  return {
    'PUT /api/storage/kv': ({ body }) => {
      const { key, value } = body as { key: string; value: unknown };
      store.set(key, value);
      return null;
    },
    'GET /api/storage/kv/list': ({ query }) => {
      const prefix = query.get('prefix') ?? '';
      const row = [...store]
        .filter(([key]) => key.startsWith(prefix))
        .map(([key, value]) => ({ key, value }));
      return { row };
    },
  };
}
