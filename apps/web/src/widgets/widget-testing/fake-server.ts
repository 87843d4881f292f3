import { vi } from 'vitest';

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: BodyInit | null | undefined;
}

type Handler = (request: FakeRequest) => unknown;

export function envelope(payload: unknown, code = 1001, message = '成功') {
  return { code, message, seqno: 'test-seqno', payload };
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/**
 * Replaces fetch with a fake server keyed by "METHOD /api/path". A handler returns the payload of a
 * 1001 envelope, or a Response for anything else; unknown routes answer 404 as the server would.
 */
export function installFakeServer(handlers: Record<string, Handler>) {
  const calls: FakeRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const call = {
      method,
      path: url.pathname,
      query: url.searchParams,
      headers: new Headers(init?.headers),
      body: init?.body,
    };
    calls.push(call);
    const handler = handlers[`${method} ${url.pathname}`];
    if (!handler) return jsonResponse(404, envelope(undefined, 2404, '资源不存在'));
    const result = await handler(call);
    return result instanceof Response ? result : jsonResponse(200, envelope(result));
  });
  globalThis.fetch = fetchMock as typeof fetch;
  return {
    calls,
    fetch: fetchMock,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}
