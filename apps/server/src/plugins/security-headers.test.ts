import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createFixtureAccount } from '../test/account-fixture.js';
import { tokenFor } from '../test/session-token.js';
import { createTestApp } from '../test/test-app.js';

function expectSecurityHeaders(res: LightMyRequestResponse): void {
  expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
}

/** Issue 12, point 9: the same headers on every answer, refusals included. */
describe('security headers', () => {
  let app: FastifyInstance;
  let token: string;
  beforeAll(async () => {
    app = await createTestApp();
    const user = await createFixtureAccount(app, { permissions: ['universal:message:basic'] });
    token = await tokenFor(app, user.managerId);
  });
  afterAll(async () => app.close());

  it('on 401, 403 and 404', async () => {
    const unauthenticated = await app.inject({ url: '/api/qa/message/list' });
    expect(unauthenticated.statusCode).toBe(401);
    expectSecurityHeaders(unauthenticated);
    const forbidden = await app.inject({ url: '/api/account/role/list', headers: bearer(token) });
    expect(forbidden.statusCode).toBe(403);
    expectSecurityHeaders(forbidden);
    const missing = await app.inject({ url: '/api/no/such/path', headers: bearer(token) });
    expect(missing.statusCode).toBe(404);
    expectSecurityHeaders(missing);
  });

  it('on 413', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ account: 'x', password: 'y'.repeat(1024 * 1024 + 10) }),
    });
    expect(res.statusCode).toBe(413);
    expectSecurityHeaders(res);
  });

  it('on 429', async () => {
    let last: LightMyRequestResponse | undefined;
    for (let i = 0; i < 31; i += 1) {
      last = await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { account: `ghost${i}`, password: 'x' },
        remoteAddress: '10.40.0.1',
      });
    }
    expect(last?.statusCode).toBe(429);
    expectSecurityHeaders(last as LightMyRequestResponse);
  });

  it('marks every signed-in API answer, and refusals, as not to be stored', async () => {
    const ok = await app.inject({ url: '/api/qa/message/list', headers: bearer(token) });
    expect(ok.statusCode).toBe(200);
    expectSecurityHeaders(ok);
    expect(ok.headers['cache-control']).toBe('no-store');
    const who = await app.inject({ url: '/api/merchant/manager/whoami', headers: bearer(token) });
    expect(who.headers['cache-control']).toBe('no-store');
    expect((await app.inject({ url: '/api/qa/message/list' })).headers['cache-control']).toBe('no-store');
    expect((await app.inject({ url: '/api/captcha' })).headers['cache-control']).toBe('no-store');
  });
});
