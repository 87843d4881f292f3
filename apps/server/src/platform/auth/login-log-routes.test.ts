import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createFixtureAccount, signIn } from '../../test/account-fixture.js';
import { createTestApp } from '../../test/test-app.js';

describe('GET /api/account/login-log/mine', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app.close());

  it('lists the caller’s own sign-ins, failed ones included, newest first, and nobody else’s', async () => {
    const me = await createFixtureAccount(app, { permissions: ['universal:user:basic'] });
    const other = await createFixtureAccount(app, { permissions: ['universal:user:basic'] });
    await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { account: me.account, password: 'Wrong-pass1' },
    });
    await signIn(app, other.account, other.password);
    const token = await signIn(app, me.account, me.password);
    const res = await app.inject({
      url: '/api/account/login-log/mine?page_index=1&page_size=10',
      headers: bearer(token),
    });
    const { row, paging_header } = res.json().payload;
    expect(paging_header.total_count).toBe(2);
    expect(row.map((r: { success: number; reason: string }) => [r.success, r.reason])).toEqual([
      [1, ''],
      [0, 'wrong_password'],
    ]);
    expect((await app.inject({ url: '/api/account/login-log/mine' })).statusCode).toBe(401);
  });
});
