import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createFixtureAccount, type FixtureAccount } from '../../test/account-fixture.js';
import { createPark } from '../../test/parking-fixture.js';
import { tokenFor } from '../../test/session-token.js';
import { createTestApp } from '../../test/test-app.js';
import { PROBE_RESPONSE } from '../../test/answer-check.js';

const CODES = ['universal:user:basic', 'parking:record:list'];

/**
 * Grants are cached per grant epoch; these changes are made in plain SQL, past every service, so
 * only the database triggers can tell the cache. Each must still apply on the next request.
 */
describe('cached grants follow any change to the grant tables', () => {
  let app: FastifyInstance;
  let merchant: FixtureAccount;
  let token: string;
  let roleId: number;

  beforeAll(async () => {
    app = await createTestApp({
      extraRoutes: async (instance) => {
        instance.get(
          '/api/test/parking-only',
          { config: { access: { permission: 'parking:record:list' } }, schema: { response: PROBE_RESPONSE } },
          async (request) => ({ code: 1001, payload: { parks: request.auth?.parkIds ?? null } }),
        );
      },
    });
    merchant = await createFixtureAccount(app, { permissions: CODES, products: ['merchant', 'parking'] });
    token = await tokenFor(app, merchant.managerId);
    const role = await app.db
      .selectFrom('manager_role')
      .select('role_id')
      .where('manager_id', '=', merchant.managerId)
      .executeTakeFirstOrThrow();
    roleId = Number(role.role_id);
  });
  afterAll(async () => app.close());

  const call = () => app.inject({ url: '/api/test/parking-only', headers: bearer(token) });
  const epoch = async () =>
    Number((await app.db.selectFrom('grant_epoch').select('n').executeTakeFirstOrThrow()).n);

  it('role codes: a code removed and put back', async () => {
    expect((await call()).statusCode).toBe(200);
    expect((await call()).statusCode).toBe(200); // served from the cache
    const before = await epoch();
    await sql`delete from role_permission where role_id = ${roleId} and permission = 'parking:record:list'`.execute(
      app.db,
    );
    expect(await epoch()).toBeGreaterThan(before);
    expect((await call()).statusCode).toBe(403);
    await sql`insert into role_permission (role_id, permission) values (${roleId}, 'parking:record:list')`.execute(
      app.db,
    );
    expect((await call()).statusCode).toBe(200);
  });

  it('merchant products and the product catalogue', async () => {
    await sql`delete from merchant_product where merchant_id = ${merchant.merchantId} and product = 'parking'`.execute(
      app.db,
    );
    expect((await call()).statusCode).toBe(403);
    await sql`insert into merchant_product (merchant_id, product) values (${merchant.merchantId}, 'parking')`.execute(
      app.db,
    );
    expect((await call()).statusCode).toBe(200);
    // The catalogue: a row that enables another area, then none (its core default areas again).
    const now = Math.floor(Date.now() / 1000);
    await app.db
      .insertInto('product')
      .values({
        code: 'parking',
        name: '智慧停车',
        kind: 'product',
        permission_areas: 'coupon',
        create_time: now,
        update_time: now,
      })
      .execute();
    expect((await call()).statusCode).toBe(403);
    await sql`delete from product where code = 'parking'`.execute(app.db);
    expect((await call()).statusCode).toBe(200);
  });

  it('account roles and role parks (a sub-account)', async () => {
    await sql`update manager set is_main = 0 where id = ${merchant.managerId}`.execute(app.db);
    expect((await call()).json().payload.parks).toBeNull(); // a role naming no parks limits nothing
    const parkId = await createPark(app.db, merchant.merchantId);
    await sql`insert into role_park (role_id, park_id) values (${roleId}, ${parkId})`.execute(app.db);
    expect((await call()).json().payload.parks).toEqual([parkId]);
    await sql`delete from role_park where role_id = ${roleId}`.execute(app.db);
    expect((await call()).json().payload.parks).toBeNull();
    await sql`delete from manager_role where manager_id = ${merchant.managerId}`.execute(app.db);
    expect((await call()).statusCode).toBe(403);
  });
});
