import { ApiCode } from '@console/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.js';
import { AppError } from './app-error.js';
import { PROBE_RESPONSE } from '../test/answer-check.js';

/** Probe routes registered beside the real ones to exercise each error path. */
async function probeRoutes(app: FastifyInstance): Promise<void> {
  await app.register(
    async (probe) => {
      probe.get('/boom', { config: { access: 'public' }, schema: { response: PROBE_RESPONSE } }, async () => {
        throw new Error('secret database detail');
      });
      probe.get('/rule', { config: { access: 'public' }, schema: { response: PROBE_RESPONSE } }, async () => {
        throw new AppError(ApiCode.BUSINESS_RULE, '车辆已出场', '请刷新后重试');
      });
      probe.post(
        '/typed',
        {
          config: { access: 'public' },
          schema: {
            body: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } },
            response: PROBE_RESPONSE,
          },
        },
        async () => ({ ok: true }),
      );
    },
    { prefix: '/api/probe' },
  );
}

describe('error handling', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ extraRoutes: probeRoutes });
  });
  afterAll(async () => app.close());

  it('hides 5xx details and gives the seqno', async () => {
    const res = await app.inject({ url: '/api/probe/boom' });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body.code).toBe(5000);
    expect(res.body).not.toContain('secret');
    expect(res.body).not.toContain('stack');
    expect(body.seqno).toBeTruthy();
  });

  it('answers an operational error with its code, message and hint', async () => {
    const res = await app.inject({ url: '/api/probe/rule' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 1409, message: '车辆已出场', hint: '请刷新后重试' });
  });

  it('turns schema failures into a Chinese 1400 naming the field', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/probe/typed', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 1400, message: '参数 name 不正确' });
  });

  it('refuses malformed JSON with 1400', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/probe/typed',
      headers: { 'content-type': 'application/json' },
      payload: '{bad',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(1400);
  });

  it('answers unknown /api paths with a JSON 404 in the envelope', async () => {
    const res = await app.inject({ url: '/api/does/not/exist' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json().code).toBe(2404);
  });

  it('refuses to register an /api route that does not declare its access', async () => {
    await expect(
      createTestApp({
        extraRoutes: async (fresh) => {
          await fresh.register(async (inner) => inner.get('/open', async () => 'x'), {
            prefix: '/api/undeclared',
          });
        },
      }),
    ).rejects.toThrow('must declare config.access');
  });
});
