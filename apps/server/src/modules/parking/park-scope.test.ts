import { limitToTenantKind, PERMISSION_CATALOGUE } from '@console/core';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowSeconds } from '../../lib/clock.js';
import { createAccount, createRole, createTenant } from '../../seed/tenant-builder.js';
import { bearer } from '../../test/account-fixture.js';
import { createClosedStay, createPark } from '../../test/parking-fixture.js';
import { tokenFor } from '../../test/session-token.js';
import { buildTenantTree, type TenantTree } from '../../test/tenant-tree.js';
import { createTestApp } from '../../test/test-app.js';

const CODES = [
  ...PERMISSION_CATALOGUE.filter((p) => p.area === 'parking' || p.area === 'account').map((p) => p.code),
  'system:devtool:parking',
];

let app: FastifyInstance;
let tree: TenantTree;
let parks: { mine: number[]; sibling: number };
let clerk: { token: string; roleId: number };

const as = (token: string, url: string) => app.inject({ url: `/api${url}`, headers: bearer(token) });
const ids = async (token: string, url: string) =>
  ((await as(token, url)).json().payload.row as { id: number }[]).map((row) => row.id);

beforeAll(async () => {
  app = await createTestApp();
  tree = await buildTenantTree(app, CODES);
  const mine = [
    await createPark(app.db, tree.merchant.merchantId),
    await createPark(app.db, tree.merchant.merchantId),
  ];
  parks = { mine, sibling: await createPark(app.db, tree.sibling.merchantId) };
  for (const parkId of [...mine, parks.sibling]) await createClosedStay(app.db, parkId);
  const now = nowSeconds();
  // What a merchant's administrator can hold and so manage: no child-tenant codes (issue 14).
  const roleCodes = limitToTenantKind(CODES, 'merchant');
  const roleId = await createRole(app.db, tree.merchant.merchantId, '收费员', roleCodes, now);
  const managerId = await createAccount(
    app.db,
    {
      merchantId: tree.merchant.merchantId,
      account: `clerk-${process.pid}`,
      name: '收费员',
      password: '',
      passwordHash: 'not-a-hash',
      isMain: false,
      roleIds: [roleId],
    },
    now,
  );
  clerk = { token: await tokenFor(app, managerId), roleId };
});
afterAll(async () => app.close());

describe('a merchant sees only its lots', () => {
  it('lists its own parks; its partner and the platform see them too; a sibling never does', async () => {
    expect((await ids(tree.merchant.token, '/park/list')).sort()).toEqual([...parks.mine].sort());
    expect(await ids(tree.partner.token, '/park/list')).toEqual(
      expect.arrayContaining([...parks.mine, parks.sibling]),
    );
    expect(await ids(tree.sibling.token, '/park/list')).toEqual([parks.sibling]);
    expect(await ids(tree.outsider.token, '/park/list')).toEqual([]);
  });

  it('answers 404 for another merchant’s park on every custom endpoint', async () => {
    const sibling = parks.sibling;
    expect((await as(tree.merchant.token, `/park/detail?id=${sibling}`)).statusCode).toBe(404);
    expect((await as(tree.merchant.token, `/parking/console/overview?park_id=${sibling}`)).statusCode).toBe(
      404,
    );
    const entry = await app.inject({
      method: 'POST',
      url: '/api/devtool/parking/entry',
      headers: bearer(tree.merchant.token),
      payload: { park_id: sibling, plate: '粤B99999' },
    });
    expect(entry.statusCode).toBe(404);
    const simple = (await as(tree.merchant.token, '/park/simple-list')).json().payload.row as {
      id: number;
    }[];
    expect(simple.map((p) => p.id).sort()).toEqual([...parks.mine].sort());
    const dashboard = (await as(tree.merchant.token, '/parking/dashboard/overview')).json().payload;
    expect(dashboard.totals.parks).toBe(2);
  });
});

describe('a sub-account sees only the lots its role grants', () => {
  it('is limited to the granted park in lists, details, selectors and the dashboard, from the next request on', async () => {
    const [granted, other] = parks.mine as [number, number];
    expect((await ids(clerk.token, '/park/list')).sort()).toEqual([granted, other].sort());
    const grant = await app.inject({
      method: 'PUT',
      url: '/api/account/role/update',
      headers: bearer(tree.merchant.token),
      payload: { id: clerk.roleId, park_ids: [granted] },
    });
    expect(grant.json().code).toBe(1002);
    expect(await ids(clerk.token, '/park/list')).toEqual([granted]);
    const records = (await as(clerk.token, '/parking/record/list')).json().payload.row as {
      park_id?: number;
      park_name: string;
    }[];
    expect(records.length).toBe(1);
    const otherRecord = await app.db
      .selectFrom('parking_record')
      .select('id')
      .where('park_id', '=', other)
      .executeTakeFirstOrThrow();
    expect((await as(clerk.token, `/parking/record/detail?id=${otherRecord.id}`)).statusCode).toBe(404);
    expect((await as(clerk.token, `/parking/console/overview?park_id=${other}`)).statusCode).toBe(404);
    expect((await as(clerk.token, '/parking/dashboard/overview')).json().payload.totals.parks).toBe(1);
    const detail = (await as(tree.merchant.token, `/account/role/detail?id=${clerk.roleId}`)).json().payload;
    expect(detail.park_ids).toEqual([granted]);

    // Clearing the grant lifts the limit on the next request.
    await app.inject({
      method: 'PUT',
      url: '/api/account/role/update',
      headers: bearer(tree.merchant.token),
      payload: { id: clerk.roleId, park_ids: [] },
    });
    expect((await ids(clerk.token, '/park/list')).length).toBe(2);
  });

  it('cannot be granted a park of another merchant, and nothing changes', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: '/api/account/role/update',
      headers: bearer(tree.merchant.token),
      payload: { id: clerk.roleId, park_ids: [parks.sibling] },
    });
    expect(res.statusCode).toBe(404);
    const detail = (await as(tree.merchant.token, `/account/role/detail?id=${clerk.roleId}`)).json().payload;
    expect(detail.park_ids).toEqual([]);
  });

  it('files a car-list row under the park’s merchant, and not in a park outside its grant', async () => {
    const [granted, other] = parks.mine as [number, number];
    await app.inject({
      method: 'PUT',
      url: '/api/account/role/update',
      headers: bearer(tree.merchant.token),
      payload: { id: clerk.roleId, park_ids: [granted] },
    });
    const create = (parkId: number) =>
      app.inject({
        method: 'POST',
        url: '/api/parking/blacklist/create',
        headers: bearer(clerk.token),
        payload: { park_id: parkId, plate: '粤B7788A', plate_color: 1, reason: '逃费' },
      });
    expect((await create(other)).statusCode).toBe(404);
    const ok = await create(granted);
    expect(ok.json().code, ok.body).toBe(1001);
    const row = await app.db
      .selectFrom('park_car')
      .selectAll()
      .where('id', '=', ok.json().payload.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ merchant_id: tree.merchant.merchantId, category: 'black', status: 1 });
    expect((await create(granted)).json()).toMatchObject({ code: 1409, message: '黑名单与已有数据重复' });
  });
});

describe('park-scoped lists', () => {
  it('name the park of every row, although park_id is not a list column', async () => {
    const rows = (await as(tree.merchant.token, '/parking/record/list')).json().payload.row as {
      park_id: number;
      park_name: string;
    }[];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(parks.mine).toContain(row.park_id);
      expect(row.park_name).toMatch(/^测试车场/);
    }
  });
});

/**
 * A tenant with none below it is scoped by one equality, and whether it has none is cached per grant
 * epoch (grant-cache.ts): a tenant gaining one below must see its rows on the next request, whether
 * the product wrote it (path by an update) or a plain insert did (path written at once).
 */
describe('a tenant that gains a tenant below it', () => {
  it('sees the new tenant’s lots and stays on its next request, written by the product', async () => {
    const mine = () => ids(tree.merchant.token, '/park/list');
    expect((await mine()).sort()).toEqual([...parks.mine].sort()); // cached: no tenant below
    const child = await createTenant(
      app.db,
      {
        merchantNo: `C${process.pid}`,
        name: '下级测试商户',
        kind: 'merchant',
        parentId: tree.merchant.merchantId,
        products: [],
      },
      nowSeconds(),
    );
    const childPark = await createPark(app.db, child.id);
    await createClosedStay(app.db, childPark);
    expect((await mine()).sort()).toEqual([...parks.mine, childPark].sort());
    const stays = (await as(tree.merchant.token, '/parking/record/list')).json().payload.row as {
      park_id: number;
    }[];
    expect(stays.map((row) => row.park_id)).toContain(childPark);
  });

  it('sees it too when a plain insert wrote the tenant with its path at once', async () => {
    expect(await ids(tree.sibling.token, '/park/list')).toEqual([parks.sibling]); // cached: none below
    const sibling = await app.db
      .selectFrom('merchant')
      .select('path')
      .where('id', '=', tree.sibling.merchantId)
      .executeTakeFirstOrThrow();
    const childId = 900_000 + (process.pid % 10_000);
    await sql`insert into merchant (id, merchant_no, name, kind, parent_id, path, create_time, update_time)
      values (${childId}, ${`G${process.pid}`}, '插入的下级商户', 'merchant', ${tree.sibling.merchantId},
        ${`${sibling.path}${childId}/`}, 0, 0)`.execute(app.db);
    const childPark = await createPark(app.db, childId);
    expect((await ids(tree.sibling.token, '/park/list')).sort()).toEqual([parks.sibling, childPark].sort());
  });
});
