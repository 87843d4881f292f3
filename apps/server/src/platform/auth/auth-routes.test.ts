import { solveProofOfWork } from '@console/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowSeconds } from '../../lib/clock.js';
import { bearer, createFixtureAccount, signIn, type FixtureAccount } from '../../test/account-fixture.js';
import { createTestApp } from '../../test/test-app.js';
import { CAPTCHA_MAX_NUMBER, plantCaptcha } from './captcha-service.js';

describe('sign-in and sessions', () => {
  let app: FastifyInstance;
  let user: FixtureAccount;

  beforeAll(async () => {
    app = await createTestApp();
    user = await createFixtureAccount(app, {
      permissions: ['universal:message:basic', 'parking:record:list'],
      products: ['parking'],
    });
  });
  afterAll(async () => app.close());

  const login = (account: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/login', payload: { account, password } });
  const whoami = (token: string, query = '') =>
    app.inject({ url: `/api/merchant/manager/whoami${query}`, headers: bearer(token) });

  it('signs in and answers a Bearer token with its lifetime', async () => {
    const res = await login(user.account, user.password);
    expect(res.statusCode).toBe(200);
    const token = res.json().payload.access_token;
    expect(token.type).toBe('Bearer');
    expect(token.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(token.expire_in).toBe(7200);
  });

  it('stores only a hash of the token', async () => {
    const token = await signIn(app, user.account, user.password);
    const rows = await app.db.selectFrom('session').select('token_hash').execute();
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });

  it('answers the profile and the comma-joined permission list', async () => {
    const token = await signIn(app, user.account, user.password);
    const res = await whoami(token);
    expect(res.statusCode).toBe(200);
    const p = res.json().payload;
    expect(p).toMatchObject({
      merchant: user.merchantNo,
      account: user.account,
      manager_id: user.managerId,
      product: ['parking'],
    });
    expect(p.permission.split(',').sort()).toEqual(['parking:record:list', 'universal:message:basic']);
    expect(p.access_token).toBeUndefined();
  });

  it('refuses whoami without a token or with a made-up one', async () => {
    expect((await app.inject({ url: '/api/merchant/manager/whoami' })).statusCode).toBe(401);
    const res = await whoami('x'.repeat(43));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 2401, message: '登录信息已过期，请重新登录' });
  });

  it('answers a wrong password and an unknown account with the same 1431, message and hint', async () => {
    const other = await createFixtureAccount(app, { permissions: ['universal:message:basic'] });
    const res = await login(other.account, 'wrong-password1');
    expect(res.statusCode).toBe(400);
    const { seqno: _a, ...wrong } = res.json();
    expect(wrong).toEqual({
      code: 1431,
      message: '账号或密码错误',
      hint: '连续输错 5 次账号将被锁定 15 分钟',
    });
    const unknown = await login('nobody-here', 'whatever1');
    expect(unknown.statusCode).toBe(400);
    const { seqno: _b, ...unknownBody } = unknown.json();
    expect(unknownBody).toEqual(wrong);
  });

  it('locks an account for 15 minutes after five wrong passwords, then lets it in again', async () => {
    const victim = await createFixtureAccount(app, { permissions: ['universal:message:basic'] });
    for (let i = 0; i < 4; i += 1)
      expect((await login(victim.account, `bad-${i}-pass`)).json().code).toBe(1431);
    const fifth = await login(victim.account, 'bad-5-pass');
    expect(fifth.json()).toMatchObject({ code: 1432 });
    expect(fifth.json().hint).toContain('15 分钟');
    // Even the right password is refused while locked.
    expect((await login(victim.account, victim.password)).json().code).toBe(1432);
    await app.db
      .updateTable('manager')
      .set({ locked_until: nowSeconds() - 1 })
      .where('id', '=', victim.managerId)
      .execute();
    expect((await login(victim.account, victim.password)).json().code).toBe(1001);
  });

  it('refuses a disabled account', async () => {
    const off = await createFixtureAccount(app, { permissions: ['universal:message:basic'] });
    await app.db.updateTable('manager').set({ status: 0 }).where('id', '=', off.managerId).execute();
    expect((await login(off.account, off.password)).json().code).toBe(1433);
  });

  it('ends the session on logout', async () => {
    const token = await signIn(app, user.account, user.password);
    const out = await app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
    expect(out.json().code).toBe(1002);
    expect((await whoami(token)).statusCode).toBe(401);
  });

  it('answers 401 once a token has expired', async () => {
    const token = await signIn(app, user.account, user.password);
    await app.db
      .updateTable('session')
      .set({ expire_time: nowSeconds() - 1 })
      .where('manager_id', '=', user.managerId)
      .execute();
    expect((await whoami(token)).statusCode).toBe(401);
  });

  it('rotates the token on refresh_token=1: the new one works, the old one stops after its grace', async () => {
    const old = await signIn(app, user.account, user.password);
    const res = await whoami(old, '?refresh_token=1');
    const fresh = res.json().payload.access_token;
    expect(fresh).toMatchObject({ type: 'Bearer', expire_in: 7200 });
    expect(fresh.value).not.toBe(old);
    expect((await whoami(fresh.value)).statusCode).toBe(200);
    // Requests already in flight with the old token still pass for a few seconds.
    expect((await whoami(old)).statusCode).toBe(200);
    await app.db
      .updateTable('session')
      .set({ previous_valid_until: nowSeconds() })
      .where('manager_id', '=', user.managerId)
      .execute();
    expect((await whoami(old)).statusCode).toBe(401);
    expect((await whoami(fresh.value)).statusCode).toBe(200);
  });

  it('applies a role change on the next request, not the next sign-in', async () => {
    const token = await signIn(app, user.account, user.password);
    const list = () => app.inject({ url: '/api/qa/message/list', headers: bearer(token) });
    expect((await list()).statusCode).toBe(200);
    await app.db.deleteFrom('role_permission').where('permission', '=', 'universal:message:basic').execute();
    const denied = await list();
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ code: 2403, hint: '缺少权限标识：universal:message:basic' });
  });
});

describe('password change', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app.close());

  const passwd = (payload: object, token?: string) =>
    app.inject({ method: 'PUT', url: '/api/passwd', payload, ...(token && { headers: bearer(token) }) });

  it('changes the password, keeps this session and ends the others', async () => {
    const u = await createFixtureAccount(app, { permissions: ['universal:message:basic'] });
    const here = await signIn(app, u.account, u.password);
    const elsewhere = await signIn(app, u.account, u.password);
    const res = await passwd({ old_password: u.password, new_password: 'Brand-new9' }, here);
    expect(res.json().code).toBe(1002);
    const who = (t: string) => app.inject({ url: '/api/merchant/manager/whoami', headers: bearer(t) });
    expect((await who(here)).statusCode).toBe(200);
    expect((await who(elsewhere)).statusCode).toBe(401);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { account: u.account, password: u.password },
        })
      ).json().code,
    ).toBe(1431);
    await signIn(app, u.account, 'Brand-new9');
  });

  it.each([
    ['short1!', '8-20'],
    ['onlyletters', '8-20'],
    ['12345678', '8-20'],
    ['a'.repeat(21) + '1', '8-20'],
  ])('refuses the new password %s by the rule and changes nothing', async (newPassword) => {
    const u = await createFixtureAccount(app, { permissions: ['universal:message:basic'] });
    const token = await signIn(app, u.account, u.password);
    const res = await passwd({ old_password: u.password, new_password: newPassword }, token);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(1434);
    await signIn(app, u.account, u.password);
  });

  it('refuses a wrong old password', async () => {
    const u = await createFixtureAccount(app, { permissions: ['universal:message:basic'] });
    const token = await signIn(app, u.account, u.password);
    expect(
      (await passwd({ old_password: 'Not-the-one1', new_password: 'Brand-new9' }, token)).json(),
    ).toMatchObject({
      code: 1431,
      message: '原密码错误',
    });
  });

  it('without a session, changes by account and old password and ends every session', async () => {
    const u = await createFixtureAccount(app, { permissions: ['universal:message:basic'] });
    const token = await signIn(app, u.account, u.password);
    const res = await passwd({ account: u.account, old_password: u.password, new_password: 'Another-9x' });
    expect(res.json().code).toBe(1002);
    expect(
      (await app.inject({ url: '/api/merchant/manager/whoami', headers: bearer(token) })).statusCode,
    ).toBe(401);
    await signIn(app, u.account, 'Another-9x');
  });
});

describe('captcha', () => {
  let app: FastifyInstance;
  let user: FixtureAccount;
  beforeAll(async () => {
    app = await createTestApp({ env: { LOGIN_CAPTCHA: 'on' } });
    user = await createFixtureAccount(app, { permissions: ['universal:message:basic'] });
  });
  afterAll(async () => app.close());

  const login = (captcha_id?: string, captcha?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { account: user.account, password: user.password, captcha_id, captcha },
    });

  it('issues an ALTCHA proof-of-work challenge that a solver answers once', async () => {
    const res = await app.inject({ url: '/api/captcha' });
    const p = res.json().payload;
    expect(p).toMatchObject({ enabled: true, algorithm: 'SHA-256', maxnumber: CAPTCHA_MAX_NUMBER });
    expect(p.captcha_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(p.challenge).toMatch(/^[0-9a-f]{64}$/);
    expect(p).not.toHaveProperty('svg');
    const answer = solveProofOfWork(p);
    expect(answer).toBeDefined();
    expect((await login(p.captcha_id, String(answer))).json().code).toBe(1001);
    expect((await login(p.captcha_id, String(answer))).json().code).toBe(1430);
  });

  it('refuses a wrong number and burns the challenge', async () => {
    const p = (await app.inject({ url: '/api/captcha' })).json().payload;
    const answer = solveProofOfWork(p) as number;
    expect((await login(p.captcha_id, String(answer + 1))).json().code).toBe(1430);
    expect((await login(p.captcha_id, String(answer))).json().code).toBe(1430);
  });

  it('requires the captcha when it is on', async () => {
    expect((await login()).json()).toMatchObject({ code: 1430, message: '请完成人机验证' });
  });

  it('accepts the right answer once, case-insensitively, and refuses its reuse', async () => {
    await plantCaptcha(app.db, '00000000-0000-4000-8000-000000000001', 'AbCd', nowSeconds() + 120);
    expect((await login('00000000-0000-4000-8000-000000000001', 'abcd')).json().code).toBe(1001);
    expect((await login('00000000-0000-4000-8000-000000000001', 'abcd')).json().code).toBe(1430);
  });

  it('refuses an expired captcha', async () => {
    await plantCaptcha(app.db, '00000000-0000-4000-8000-000000000002', 'wxyz', nowSeconds() - 1);
    expect((await login('00000000-0000-4000-8000-000000000002', 'wxyz')).json().code).toBe(1430);
  });

  it('burns a captcha on a wrong answer so it cannot be guessed twice', async () => {
    await plantCaptcha(app.db, '00000000-0000-4000-8000-000000000003', 'mnop', nowSeconds() + 120);
    expect((await login('00000000-0000-4000-8000-000000000003', 'zzzz')).json().code).toBe(1430);
    expect((await login('00000000-0000-4000-8000-000000000003', 'mnop')).json().code).toBe(1430);
  });
});

describe('per-IP rate limit on sign-in', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app.close());

  it('answers 429 with code 1429 past 30 attempts a minute from one address', async () => {
    let last;
    for (let i = 0; i < 31; i += 1) {
      last = await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { account: `ghost${i}`, password: 'x' },
        remoteAddress: '10.9.8.7',
      });
    }
    expect(last?.statusCode).toBe(429);
    expect(last?.json().code).toBe(1429);
    const elsewhere = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { account: 'ghost', password: 'x' },
      remoteAddress: '10.9.8.6',
    });
    expect(elsewhere.json().code).toBe(1431);
  });
});

describe('captcha switched off', () => {
  it('says so on /api/captcha and stores nothing', async () => {
    const app = await createTestApp({ env: { LOGIN_CAPTCHA: 'off' } });
    try {
      const res = await app.inject({ url: '/api/captcha' });
      expect(res.json()).toMatchObject({ code: 1001, payload: { enabled: false } });
      expect(Object.keys(res.json().payload)).toEqual(['enabled']);
      expect(await app.db.selectFrom('captcha').selectAll().execute()).toEqual([]);
    } finally {
      await app.close();
    }
  });
});

describe('production setting', () => {
  it('refuses LOGIN_CAPTCHA=off in production at start', async () => {
    await expect(createTestApp({ env: { NODE_ENV: 'production', LOGIN_CAPTCHA: 'off' } })).rejects.toThrow(
      'LOGIN_CAPTCHA',
    );
  });
});
