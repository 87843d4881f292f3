import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { nowSeconds } from '../../lib/clock.js';
import { bearer, createFixtureAccount, signIn } from '../../test/account-fixture.js';
import { tokenFor } from '../../test/session-token.js';
import { buildTenantTree } from '../../test/tenant-tree.js';
import { createTestApp } from '../../test/test-app.js';

/** Issue 12, points 1, 2, 4, 10 and 12: sign-in under attack. */
describe('sign-in under attack', () => {
  let app: FastifyInstance;
  let address = 0;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app.close());

  // Each test signs in from its own address, so the per-address limit of one test never trips another.
  const nextAddress = () => `10.20.0.${(address += 1)}`;
  const login = (account: string, password: string, remoteAddress: string) =>
    app.inject({ method: 'POST', url: '/api/login', payload: { account, password }, remoteAddress });
  const lockState = (managerId: number) =>
    app.db
      .selectFrom('manager')
      .select(['failed_attempts', 'locked_until'])
      .where('id', '=', managerId)
      .executeTakeFirstOrThrow();

  it('locks at the 5th of 20 parallel wrong guesses and refuses the right password sent last', async () => {
    const victim = await createFixtureAccount(app, { permissions: ['universal:message:basic'] });
    const from = nextAddress();
    const guesses = Array.from({ length: 19 }, (_, i) => login(victim.account, `Wrong-guess${i}`, from));
    const answers = await Promise.all([...guesses, login(victim.account, victim.password, from)]);
    const codes = answers.map((res) => res.json().code as number);
    // At most four guesses are told "wrong"; none signs in; everything else is told "locked".
    expect(codes.filter((code) => code === 1431).length).toBeLessThanOrEqual(4);
    expect(codes).not.toContain(1001);
    expect(codes.at(-1)).toBe(1432);
    expect(codes.filter((code) => code !== 1431).every((code) => code === 1432)).toBe(true);
    expect((await lockState(victim.managerId)).locked_until).toBeGreaterThan(nowSeconds());
    const failures = await app.db
      .selectFrom('login_log')
      .select('reason')
      .where('manager_id', '=', victim.managerId)
      .where('reason', 'in', ['wrong_password', 'locked_now'])
      .execute();
    // Exactly five passwords were checked against the hash before the lock.
    expect(failures).toHaveLength(5);
    expect((await login(victim.account, victim.password, nextAddress())).json().code).toBe(1432);
  });

  it('counts wrong old passwords of the signed-in password change toward the same lockout', async () => {
    const victim = await createFixtureAccount(app, { permissions: ['universal:message:basic'] });
    const token = await tokenFor(app, victim.managerId);
    const change = (old: string) =>
      app.inject({
        method: 'PUT',
        url: '/api/passwd',
        headers: bearer(token),
        payload: { old_password: old, new_password: 'Brand-new9' },
        remoteAddress: nextAddress(),
      });
    for (let i = 0; i < 4; i += 1) expect((await change(`Not-it-${i}x`)).json().code).toBe(1431);
    expect((await change('Not-it-5x')).json().code).toBe(1432);
    expect((await change(victim.password)).json().code).toBe(1432);
    expect((await login(victim.account, victim.password, nextAddress())).json().code).toBe(1432);
  });

  it('answers an unknown account, a wrong password and a locked account in about the same time', async () => {
    const known = await createFixtureAccount(app, { permissions: ['universal:message:basic'] });
    const locked = await createFixtureAccount(app, { permissions: ['universal:message:basic'] });
    await app.db
      .updateTable('manager')
      .set({ locked_until: nowSeconds() + 900 })
      .where('id', '=', locked.managerId)
      .execute();
    // The three kinds take turns within each round, so a burst of load on a shared machine slows
    // all three alike instead of one whole series (measured one after the other, a loaded PostgreSQL
    // run once put the unknown account at 2.9 times the wrong password).
    const times: Record<'wrong' | 'unknown' | 'locked', number[]> = { wrong: [], unknown: [], locked: [] };
    const accounts = { wrong: known.account, unknown: 'nobody-at-all', locked: locked.account } as const;
    for (let i = 0; i < 5; i += 1) {
      for (const kind of ['wrong', 'unknown', 'locked'] as const) {
        const started = performance.now();
        await login(accounts[kind], `Wrong-${i}-pass`, nextAddress());
        times[kind].push(performance.now() - started);
      }
      // Keep the known account below the lockout, so each try is a plain wrong password.
      await app.db
        .updateTable('manager')
        .set({ failed_attempts: 0 })
        .where('id', '=', known.managerId)
        .execute();
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[2] as number;
    const wrong = median(times.wrong);
    const unknown = median(times.unknown);
    const lockedTime = median(times.locked);
    // Every path costs one argon2 check (tens of milliseconds); without it a locked or unknown
    // account answers in a millisecond or two, far outside these bounds.
    for (const other of [unknown, lockedTime]) {
      expect(other / wrong).toBeGreaterThan(0.4);
      expect(other / wrong).toBeLessThan(2.5);
    }
  });

  it('gives two simultaneous rotations of one token a working token each', async () => {
    const user = await createFixtureAccount(app, { permissions: ['universal:message:basic'] });
    const token = await signIn(app, user.account, user.password);
    const rotate = () =>
      app.inject({ url: '/api/merchant/manager/whoami?refresh_token=1', headers: bearer(token) });
    const [first, second] = await Promise.all([rotate(), rotate()]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    const tokens = [first, second].map((res) => res.json().payload.access_token.value as string);
    // The grace period of the replaced token ends; both answers still sign in.
    await app.db
      .updateTable('session')
      .set({ previous_valid_until: nowSeconds() })
      .where('manager_id', '=', user.managerId)
      .execute();
    for (const value of tokens) {
      expect(
        (await app.inject({ url: '/api/merchant/manager/whoami', headers: bearer(value) })).statusCode,
      ).toBe(200);
    }
    expect(
      (await app.inject({ url: '/api/merchant/manager/whoami', headers: bearer(token) })).statusCode,
    ).toBe(401);
  });

  it('stops the merchants under a disabled partner at once, tokens and sign-ins, and restores them', async () => {
    const tree = await buildTenantTree(app, ['universal:message:basic']);
    const whoami = (token: string) =>
      app.inject({ url: '/api/merchant/manager/whoami', headers: bearer(token) });
    const setPartner = (status: number) =>
      app.db.updateTable('merchant').set({ status }).where('id', '=', tree.partner.merchantId).execute();
    expect((await whoami(tree.merchant.token)).statusCode).toBe(200);
    await setPartner(0);
    expect((await whoami(tree.merchant.token)).statusCode).toBe(401);
    expect((await whoami(tree.partner.token)).statusCode).toBe(401);
    expect((await login(tree.merchant.account, tree.merchant.password, nextAddress())).json().code).toBe(
      1433,
    );
    // A merchant under another partner is untouched.
    expect((await whoami(tree.outsider.token)).statusCode).toBe(200);
    await setPartner(1);
    expect((await whoami(tree.merchant.token)).statusCode).toBe(200);
    expect((await login(tree.merchant.account, tree.merchant.password, nextAddress())).json().code).toBe(
      1001,
    );
  });

  it('serves /api/docs only to accounts holding the developer code', async () => {
    const plain = await createFixtureAccount(app, { permissions: ['universal:message:basic'] });
    const developer = await createFixtureAccount(app, { permissions: ['system:devtool:api-docs'] });
    expect((await app.inject({ url: '/api/docs' })).statusCode).toBe(401);
    const denied = await app.inject({
      url: '/api/docs',
      headers: bearer(await tokenFor(app, plain.managerId)),
    });
    expect(denied.statusCode).toBe(403);
    const served = await app.inject({
      url: '/api/docs',
      headers: bearer(await tokenFor(app, developer.managerId)),
    });
    expect(served.statusCode).toBe(200);
    expect(served.json().openapi).toMatch(/^3\./);
  });
});

describe('client addresses behind proxies', () => {
  const forwarded = async (app: FastifyInstance, account: string) => {
    await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { account, password: 'Whatever-1' },
      remoteAddress: '10.1.2.3',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    const row = await app.db
      .selectFrom('login_log')
      .select('ip')
      .where('account', '=', account)
      .executeTakeFirstOrThrow();
    return row.ip;
  };

  it('ignores X-Forwarded-For by default, so the sign-in log holds the real address', async () => {
    const app = await createTestApp();
    try {
      expect(await forwarded(app, 'forger')).toBe('10.1.2.3');
    } finally {
      await app.close();
    }
  });

  it('believes X-Forwarded-For from a configured proxy network only', async () => {
    const app = await createTestApp({ env: { TRUST_PROXY: '10.0.0.0/8' } });
    try {
      expect(await forwarded(app, 'behind-proxy')).toBe('203.0.113.9');
      await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { account: 'not-a-proxy', password: 'Whatever-1' },
        remoteAddress: '192.168.9.9',
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      const row = await app.db
        .selectFrom('login_log')
        .select('ip')
        .where('account', '=', 'not-a-proxy')
        .executeTakeFirstOrThrow();
      expect(row.ip).toBe('192.168.9.9');
    } finally {
      await app.close();
    }
  });

  it('takes its per-address limit from LOGIN_RATE_LIMIT', async () => {
    const limited = await createTestApp({ env: { LOGIN_RATE_LIMIT: '3' } });
    try {
      const attempt = () =>
        limited.inject({
          method: 'POST',
          url: '/api/login',
          payload: { account: 'ghost', password: 'x' },
          remoteAddress: '10.40.0.1',
        });
      for (let i = 0; i < 3; i += 1) expect((await attempt()).statusCode).toBe(400);
      expect((await attempt()).json()).toMatchObject({ code: 1429, message: '操作过于频繁，请稍后再试' });
    } finally {
      await limited.close();
    }
  });

  it('enforces one per-address limit across processes sharing the database', async () => {
    const first = await createTestApp();
    // A second process: its own app and connection pool role, the same database.
    const second = await buildApp({
      config: first.config,
      database: { db: first.db, kind: first.dbKind, close: async () => undefined },
      logger: false,
    });
    await second.ready();
    try {
      const attempt = (app: FastifyInstance) =>
        app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { account: 'ghost', password: 'x' },
          remoteAddress: '10.30.0.1',
        });
      for (let i = 0; i < 15; i += 1) {
        expect((await attempt(first)).statusCode).toBe(400);
        expect((await attempt(second)).statusCode).toBe(400);
      }
      const over = await attempt(second);
      expect(over.statusCode).toBe(429);
      expect(over.json().code).toBe(1429);
      expect((await attempt(first)).statusCode).toBe(429);
    } finally {
      await second.close();
      await first.close();
    }
  });
});
