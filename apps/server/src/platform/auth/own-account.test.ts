import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createFixtureAccount, signIn } from '../../test/account-fixture.js';
import { createTestApp } from '../../test/test-app.js';

/**
 * Issue 14: one's own account settings need only a session. A sub-account whose role holds no
 * 通用/账号设置 code still reads its sign-ins and changes its own password.
 */
describe('own account without a permission code', () => {
  let app: FastifyInstance;
  let account: string;
  let password: string;

  beforeAll(async () => {
    app = await createTestApp();
    const fixture = await createFixtureAccount(app, { permissions: ['parking:record:list'], isMain: false });
    ({ account, password } = fixture);
  });
  afterAll(async () => app.close());

  it('changes its own password and signs in with the new one', async () => {
    const token = await signIn(app, account, password);
    const who = (await app.inject({ url: '/api/merchant/manager/whoami', headers: bearer(token) })).json()
      .payload;
    expect(who.permission).not.toContain('universal:user:basic');

    const res = await app.inject({
      method: 'PUT',
      url: '/api/passwd',
      headers: bearer(token),
      payload: { old_password: password, new_password: 'Fresh2026!x' },
    });
    expect(res.json()).toMatchObject({ code: 1002 });
    await expect(signIn(app, account, password)).rejects.toThrow();
    expect(await signIn(app, account, 'Fresh2026!x')).toEqual(expect.any(String));
  });

  it('reads its own sign-ins', async () => {
    const token = await signIn(app, account, 'Fresh2026!x');
    const res = await app.inject({
      url: '/api/account/login-log/mine?page_index=1&page_size=10',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().payload.row.length).toBeGreaterThan(0);
  });

  it('still refuses an anonymous caller', async () => {
    expect((await app.inject({ url: '/api/account/login-log/mine' })).statusCode).toBe(401);
  });
});
