import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed/demo-accounts.js';
import { seedDemoDataIfEmpty } from '../../seed/seed-demo.js';
import { bearer, createFixtureAccount, signIn, type FixtureAccount } from '../../test/account-fixture.js';
import { tokenFor } from '../../test/session-token.js';
import { createTestApp } from '../../test/test-app.js';
import { PROBE_RESPONSE } from '../../test/answer-check.js';

const CODES = ['universal:user:basic', 'account:role:list', 'parking:record:list', 'energy:station:list'];

describe('permission codes limited by the merchant’s products', () => {
  let app: FastifyInstance;
  let merchant: FixtureAccount;
  let token: string;

  beforeAll(async () => {
    app = await createTestApp({
      // A route guarded by a parking code, as every parking screen's endpoint will be.
      extraRoutes: async (instance) => {
        instance.get(
          '/api/test/parking-only',
          { config: { access: { permission: 'parking:record:list' } }, schema: { response: PROBE_RESPONSE } },
          async () => ({ code: 1002 }),
        );
      },
    });
    merchant = await createFixtureAccount(app, { permissions: CODES, products: ['merchant', 'parking'] });
    token = await tokenFor(app, merchant.managerId);
  });
  afterAll(async () => app.close());

  const whoami = async (bearerToken: string) =>
    (await app.inject({ url: '/api/merchant/manager/whoami', headers: bearer(bearerToken) })).json().payload;
  const codesOf = async (bearerToken: string) =>
    ((await whoami(bearerToken)).permission as string).split(',');
  const parkingCall = (bearerToken: string) =>
    app.inject({ url: '/api/test/parking-only', headers: bearer(bearerToken) });

  it('keeps role codes of enabled areas, universal and account; drops the others', async () => {
    expect((await codesOf(token)).sort()).toEqual([
      'account:role:list',
      'parking:record:list',
      'universal:user:basic',
    ]);
    expect((await parkingCall(token)).statusCode).toBe(200);
  });

  it('applies a product removed on the very next request, in whoami and on the server alike', async () => {
    await app.db
      .deleteFrom('merchant_product')
      .where('merchant_id', '=', merchant.merchantId)
      .where('product', '=', 'parking')
      .execute();
    expect(await codesOf(token)).not.toContain('parking:record:list');
    const res = await parkingCall(token);
    expect(res.statusCode).toBe(403);
    expect(res.json().hint).toContain('parking:record:list');
    await app.db
      .insertInto('merchant_product')
      .values({ merchant_id: merchant.merchantId, product: 'parking' })
      .execute();
    expect((await parkingCall(token)).statusCode).toBe(200);
  });

  it('follows the product table: a disabled product or one without the area enables nothing', async () => {
    const now = Math.floor(Date.now() / 1000);
    const row = { name: '智慧停车', kind: 'product', create_time: now, update_time: now };
    await app.db
      .insertInto('product')
      .values({ ...row, code: 'parking', permission_areas: 'parking' })
      .execute();
    expect((await parkingCall(token)).statusCode).toBe(200);
    await app.db
      .updateTable('product')
      .set({ permission_areas: 'coupon' })
      .where('code', '=', 'parking')
      .execute();
    expect((await parkingCall(token)).statusCode).toBe(403);
    await app.db
      .updateTable('product')
      .set({ permission_areas: 'parking', status: 0 })
      .where('code', '=', 'parking')
      .execute();
    expect((await parkingCall(token)).statusCode).toBe(403);
    expect((await whoami(token)).product).toEqual(['merchant']);
    await app.db.updateTable('product').set({ status: 1 }).where('code', '=', 'parking').execute();
    expect((await parkingCall(token)).statusCode).toBe(200);
  });

  it('does not limit the platform operator', async () => {
    const operator = await createFixtureAccount(app, { permissions: CODES, products: [], kind: 'platform' });
    expect((await codesOf(await tokenFor(app, operator.managerId))).sort()).toEqual([...CODES].sort());
  });
});

describe('demo accounts under the product limit', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
    // The demo accounts and their roles; a few stays are enough (the default 50,000 outlasted the hook).
    await seedDemoDataIfEmpty(app.db, undefined, { parking: { records: 2000 } });
  });
  afterAll(async () => app.close());

  it('keeps every code of every demo role: the seeded products enable them all', async () => {
    for (const demo of DEMO_ACCOUNTS) {
      const login = await signIn(app, demo.account, DEMO_PASSWORD);
      const who = (await app.inject({ url: '/api/merchant/manager/whoami', headers: bearer(login) })).json()
        .payload;
      const roleCodes = await app.db
        .selectFrom('manager as m')
        .innerJoin('manager_role as mr', 'mr.manager_id', 'm.id')
        .innerJoin('role_permission as rp', 'rp.role_id', 'mr.role_id')
        .select('rp.permission')
        .distinct()
        .where('m.account', '=', demo.account)
        .execute();
      expect(who.permission.split(',').sort(), demo.account).toEqual(
        roleCodes.map((r) => r.permission).sort(),
      );
    }
  });
});
