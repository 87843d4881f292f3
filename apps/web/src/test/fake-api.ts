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
  /** The request body, already opened when it was sealed. */
  body: unknown;
  sealed: boolean;
}

type Handler = (call: FakeCall) => unknown;

// One key per test file: the seal client caches the key it fetched for the life of the module.
const keyPair = generateServerKeyPair();

export function envelope(payload: unknown, code = 1001, message = '成功') {
  return { code, message, seqno: 'test-seqno', payload };
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function readBody(method: string, path: string, raw: BodyInit | null | undefined) {
  if (typeof raw !== 'string') return { body: undefined, sealed: false };
  const parsed = JSON.parse(raw) as unknown;
  if (!isSealedBody(parsed)) return { body: parsed, sealed: false };
  return { body: openPayload(parsed, keyPair, { method, path }), sealed: true };
}

/**
 * Replaces fetch with a fake server keyed by "METHOD /api/path". A handler returns the payload of a
 * 1001 envelope, or a Response for anything else; unknown routes answer 404. GET /api/secret serves
 * a real key, so sealed bodies are opened and recorded as the server would read them.
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
      ...readBody(method, url.pathname, init?.body),
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
    fetch: fetchMock,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}

export function listPayload<T>(row: T[], total = row.length, pageIndex = 1, pageSize = 10) {
  return { row, paging_header: { total_count: total, page_index: pageIndex, page_size: pageSize } };
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
