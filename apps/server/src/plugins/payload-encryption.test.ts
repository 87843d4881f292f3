import {
  bytesToBase64url,
  sealPayloadText,
  generateServerKeyPair,
  PAYLOAD_KEY_UNKNOWN_HINT,
  publishServerKey,
  sealPayload,
  type PublishedServerKey,
} from '@console/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../http/envelope.js';
import { createTestApp } from '../test/test-app.js';
import { openTestDatabase } from '../test/test-database.js';
import { loadPayloadKey, PAYLOAD_KEY_META } from './payload-key-store.js';
import { PROBE_RESPONSE } from '../test/answer-check.js';

/** Probe routes beside the real ones (app.ts mounts the plugin at the root) that echo what they received. */
async function withPlugin(app: FastifyInstance): Promise<void> {
  await app.register(
    async (api) => {
      // A child plugin, as the route modules are, to prove the hook reaches them.
      await api.register(async (module) => {
        module.post(
          '/probe/echo',
          { config: { access: 'public' }, schema: { response: PROBE_RESPONSE } },
          async (req) => ok(req, req.body ?? null),
        );
      });
      api.post(
        '/probe/upload',
        { config: { access: 'public', plainBody: true }, schema: { response: PROBE_RESPONSE } },
        async (req) => ok(req, req.body),
      );
      api.post(
        '/probe/typed',
        {
          config: { access: 'public' },
          schema: {
            body: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } },
            response: PROBE_RESPONSE,
          },
        },
        async (req) => ok(req, req.body),
      );
    },
    { prefix: '/api' },
  );
}

async function serverKey(app: FastifyInstance): Promise<PublishedServerKey> {
  const { payload } = (await app.inject({ url: '/api/secret' })).json();
  return { kid: payload.kid, publicKey: payload.public_key };
}

const body = { name: '粤B12345', amount: 1500 };

describe('payload encryption (optional mode)', () => {
  let app: FastifyInstance;
  let key: PublishedServerKey;
  beforeAll(async () => {
    app = await createTestApp({ extraRoutes: withPlugin });
    key = await serverKey(app);
  });
  afterAll(async () => app.close());

  it('publishes the kid and public key without a token', async () => {
    const res = await app.inject({ url: '/api/secret' });
    expect(res.statusCode).toBe(200);
    const envelope = res.json();
    expect(envelope.code).toBe(1001);
    expect(envelope.payload).toEqual({
      kid: expect.stringMatching(/^[\w-]{11}$/),
      public_key: expect.stringMatching(/^[\w-]{43}$/),
      alg: 'X25519-HKDF-SHA256-AES256GCM',
    });
  });

  it('hands the handler the opened body, query string ignored', async () => {
    const sealed = sealPayload(body, key, { method: 'POST', path: '/api/probe/echo' });
    const res = await app.inject({ method: 'POST', url: '/api/probe/echo?page=1', payload: sealed });
    expect(res.statusCode).toBe(200);
    expect(res.json().payload).toEqual(body);
  });

  it('validates the schema against the opened body', async () => {
    const sealed = sealPayload({ other: 1 }, key, { method: 'POST', path: '/api/probe/typed' });
    const res = await app.inject({ method: 'POST', url: '/api/probe/typed', payload: sealed });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 1400, message: '参数 name 不正确' });
  });

  it('reads a sealed body as strictly as a plain one: a loosely written number is refused', async () => {
    const context = { method: 'POST', path: '/api/probe/echo' };
    for (const amount of ['20.0', '1e400', '-0', '9007199254740993']) {
      const sealed = sealPayloadText(`{"name":"粤B12345","amount":${amount}}`, key, context);
      const res = await app.inject({ method: 'POST', url: '/api/probe/echo', payload: sealed });
      expect(res.statusCode, amount).toBe(400);
      expect(res.json(), amount).toMatchObject({ code: 1400, hint: '字段：amount' });
    }
  });

  it('answers 400/1400 for a tampered body, never a 500', async () => {
    const { sealed } = sealPayload(body, key, { method: 'POST', path: '/api/probe/echo' });
    const ct = `${sealed.ct.startsWith('A') ? 'B' : 'A'}${sealed.ct.slice(1)}`;
    for (const bad of [{ ...sealed, ct }, { ...sealed, iv: 'x' }, { ...sealed, epk: 42 }, { v: 1 }]) {
      const res = await app.inject({ method: 'POST', url: '/api/probe/echo', payload: { sealed: bad } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 1400, message: '请求数据解密失败' });
      expect(res.json().hint).toBeUndefined();
    }
  });

  it('refuses a body sealed for another endpoint', async () => {
    const sealed = sealPayload(body, key, { method: 'POST', path: '/api/probe/upload' });
    const res = await app.inject({ method: 'POST', url: '/api/probe/echo', payload: sealed });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(1400);
  });

  it('marks an unknown kid with the refetch hint', async () => {
    const stale = publishServerKey(generateServerKeyPair());
    const sealed = sealPayload(body, stale, { method: 'POST', path: '/api/probe/echo' });
    const res = await app.inject({ method: 'POST', url: '/api/probe/echo', payload: sealed });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 1400,
      message: '请求数据解密失败',
      hint: PAYLOAD_KEY_UNKNOWN_HINT,
    });
  });

  it('accepts a plain body', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/probe/echo', payload: body });
    expect(res.statusCode).toBe(200);
    expect(res.json().payload).toEqual(body);
  });
});

describe('payload encryption (required mode)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ env: { PAYLOAD_ENCRYPTION: 'required' }, extraRoutes: withPlugin });
  });
  afterAll(async () => app.close());

  it('refuses a plain body', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/probe/echo', payload: body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 1400, message: '请求未加密' });
  });

  it('accepts a sealed body', async () => {
    const sealed = sealPayload(body, await serverKey(app), { method: 'POST', path: '/api/probe/echo' });
    const res = await app.inject({ method: 'POST', url: '/api/probe/echo', payload: sealed });
    expect(res.statusCode).toBe(200);
    expect(res.json().payload).toEqual(body);
  });

  it('accepts a plain body on a plainBody route, and calls with nothing to seal', async () => {
    const upload = await app.inject({ method: 'POST', url: '/api/probe/upload', payload: body });
    expect(upload.statusCode).toBe(200);
    expect(upload.json().payload).toEqual(body);
    const empty = await app.inject({ method: 'POST', url: '/api/probe/echo' });
    expect(empty.statusCode).toBe(200);
    const emptyObject = await app.inject({ method: 'POST', url: '/api/probe/echo', payload: {} });
    expect(emptyObject.statusCode).toBe(200);
  });
});

describe('payload key store', () => {
  it('creates the key once and returns the same key on every load', async () => {
    const database = await openTestDatabase();
    try {
      const [a, b] = await Promise.all([loadPayloadKey(database.db), loadPayloadKey(database.db)]);
      const c = await loadPayloadKey(database.db);
      expect(b?.kid).toBe(a?.kid);
      expect(c.kid).toBe(a?.kid);
      expect(c.privateKey).toEqual(a?.privateKey);
      const rows = await database.db
        .selectFrom('system_meta')
        .selectAll()
        .where('key', '=', PAYLOAD_KEY_META)
        .execute();
      expect(rows).toHaveLength(1);
    } finally {
      await database.close();
    }
  });

  it('lets PAYLOAD_PRIVATE_KEY override the stored key and rejects a malformed one', async () => {
    const database = await openTestDatabase();
    try {
      const pair = generateServerKeyPair();
      const loaded = await loadPayloadKey(database.db, bytesToBase64url(pair.privateKey));
      expect(loaded.kid).toBe(pair.kid);
      await expect(loadPayloadKey(database.db, 'too-short')).rejects.toThrow('PAYLOAD_PRIVATE_KEY');
      const stored = await database.db.selectFrom('system_meta').selectAll().execute();
      expect(stored.some((row) => row.key === PAYLOAD_KEY_META)).toBe(false);
    } finally {
      await database.close();
    }
  });
});
