import {
  generateServerKeyPair,
  openPayload,
  PAYLOAD_KEY_UNKNOWN_HINT,
  publishServerKey,
  type SealedBody,
  type ServerKeyPair,
} from '@console/core';
import { describe, expect, it, vi } from 'vitest';
import { createPayloadSealClient } from './payload-seal-client';

function secretAnswer(pair: ServerKeyPair): Response {
  const { kid, publicKey } = publishServerKey(pair);
  const payload = { kid, public_key: publicKey, alg: 'X25519-HKDF-SHA256-AES256GCM' };
  return new Response(JSON.stringify({ code: 1001, message: '成功', seqno: 'x', payload }), { status: 200 });
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status });
}

/** A fake server: answers /api/secret with the current key and opens sealed bodies with it. */
function fakeServer() {
  const state = { pair: generateServerKeyPair() };
  const fetch = vi.fn(async () => secretAnswer(state.pair));
  const send = vi.fn(async (sealed: SealedBody) => {
    try {
      return json(200, {
        code: 1001,
        payload: openPayload(sealed, state.pair, { method: 'POST', path: '/api/x' }),
      });
    } catch {
      return json(400, { code: 1400, message: '请求数据解密失败', hint: PAYLOAD_KEY_UNKNOWN_HINT });
    }
  });
  return { state, fetch, send };
}

describe('payload seal client', () => {
  it('seals for the resolved path and fetches the key once', async () => {
    const server = fakeServer();
    const client = createPayloadSealClient({ fetch: server.fetch });
    const a = await client.sealForRequest({ n: 1 }, 'post', '/api/x?page=2');
    const b = await client.sealForRequest({ n: 2 }, 'POST', '/api/x');
    expect(openPayload(a, server.state.pair, { method: 'POST', path: '/api/x' })).toEqual({ n: 1 });
    expect(openPayload(b, server.state.pair, { method: 'POST', path: '/api/x' })).toEqual({ n: 2 });
    expect(server.fetch).toHaveBeenCalledTimes(1);
  });

  it('refetches the key and retries once when the server key changed', async () => {
    const server = fakeServer();
    const client = createPayloadSealClient({ fetch: server.fetch });
    await client.sealForRequest({}, 'POST', '/api/x');
    server.state.pair = generateServerKeyPair();
    const res = await client.sendSealed('POST', '/api/x', { n: 3 }, server.send);
    expect(res.status).toBe(200);
    expect((await res.json()).payload).toEqual({ n: 3 });
    expect(server.fetch).toHaveBeenCalledTimes(2);
    expect(server.send).toHaveBeenCalledTimes(2);
  });

  it('does not loop when the retry fails too', async () => {
    const server = fakeServer();
    const send = vi.fn(async () => json(400, { code: 1400, hint: PAYLOAD_KEY_UNKNOWN_HINT }));
    const client = createPayloadSealClient({ fetch: server.fetch });
    const res = await client.sendSealed('POST', '/api/x', {}, send);
    expect(res.status).toBe(400);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('reports a failed key fetch in Chinese and tries again next time', async () => {
    const server = fakeServer();
    server.fetch.mockResolvedValueOnce(json(503, { code: 5003 }));
    const client = createPayloadSealClient({ fetch: server.fetch });
    await expect(client.sealForRequest({}, 'POST', '/api/x')).rejects.toThrow('加密公钥');
    await expect(client.sealForRequest({}, 'POST', '/api/x')).resolves.toHaveProperty('sealed.v', 1);
  });
});
