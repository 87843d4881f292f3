import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowSeconds } from '../../lib/clock.js';
import { createAccount, createRole } from '../../seed/tenant-builder.js';
import { engineClient } from '../../test/engine-client.js';
import { tokenFor } from '../../test/session-token.js';
import { createTestApp } from '../../test/test-app.js';
import { buildTenantTree, type TenantTree } from '../../test/tenant-tree.js';

const ADMIN_CODES = [
  'account:role:list',
  'account:role:create',
  'account:role:update',
  'account:role:delete',
  'account:sub-account:list',
  'account:logging:list',
];

describe('account/role', () => {
  let app: FastifyInstance;
  let tree: TenantTree;
  let roles: ReturnType<typeof engineClient>;
  let admin: string;
  let serial = 0;

  beforeAll(async () => {
    app = await createTestApp();
    tree = await buildTenantTree(app, ADMIN_CODES);
    roles = engineClient(app, 'account/role');
    admin = tree.merchant.token;
  });
  afterAll(async () => app.close());

  const create = async (token: string, body: object) => {
    const res = await roles.create(token, body);
    expect(res.json(), res.body).toMatchObject({ code: 1001 });
    return res.json().payload.id as number;
  };
  /** A sub-account of the merchant holding one role with `codes`, signed in. */
  const memberWith = async (codes: string[]) => {
    serial += 1;
    const roleId = await createRole(
      app.db,
      tree.merchant.merchantId,
      `成员角色${serial}`,
      codes,
      nowSeconds(),
    );
    const managerId = await createAccount(
      app.db,
      {
        merchantId: tree.merchant.merchantId,
        account: `member${serial}`,
        name: '成员',
        password: '',
        passwordHash: 'x',
        isMain: false,
        roleIds: [roleId],
      },
      nowSeconds(),
    );
    return { roleId, managerId, token: await tokenFor(app, managerId) };
  };

  it('creates a role with codes the caller holds, shows them in detail and logs the change', async () => {
    const id = await create(admin, {
      name: '运营',
      description: '日常运营',
      permissions: ['account:role:list', 'account:logging:list'],
    });
    const detail = (await roles.detail(admin, id)).json().payload;
    expect(detail).toMatchObject({
      id,
      merchant_id: tree.merchant.merchantId,
      name: '运营',
      description: '日常运营',
      permissions: ['account:logging:list', 'account:role:list'],
      create_time: expect.any(Number),
    });
    const log = await engineClient(app, 'account/logging').list(admin, {
      resource: 'account/role',
      row_id: id,
    });
    const [entry] = log.json().payload.row;
    expect(entry).toMatchObject({ action: 'create', account: tree.merchant.account, row_id: id });
    const full = (await engineClient(app, 'account/logging').detail(admin, entry.id)).json().payload;
    expect(JSON.parse(full.after_json)).toMatchObject({
      name: '运营',
      permissions: ['account:logging:list', 'account:role:list'],
    });
    expect(full.before_json).toBeNull();
  });

  it('refuses unknown codes and codes the caller does not hold, naming the code and writing nothing', async () => {
    const before = (await roles.list(admin)).json().payload.paging_header.total_count;
    const unknown = await roles.create(admin, {
      name: '未知',
      permissions: ['account:role:list', 'nope:nope:nope'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: 1400,
      message: '权限标识不存在',
      hint: expect.stringContaining('nope:nope:nope'),
    });
    const notHeld = await roles.create(admin, { name: '越权', permissions: ['account:merchant:list'] });
    expect(notHeld.json()).toMatchObject({
      code: 1400,
      message: '不能授予自己没有的权限',
      hint: expect.stringContaining('account:merchant:list'),
    });
    expect((await roles.list(admin)).json().payload.paging_header.total_count).toBe(before);

    const id = await create(admin, { name: '只读', permissions: ['account:role:list'] });
    const raise = await roles.update(admin, {
      id,
      name: '改名',
      permissions: ['account:role:list', 'account:merchant:list'],
    });
    expect(raise.json()).toMatchObject({
      code: 1400,
      hint: expect.stringContaining('account:merchant:list'),
    });
    expect((await roles.detail(admin, id)).json().payload).toMatchObject({
      name: '只读',
      permissions: ['account:role:list'],
    });
  });

  it('applies a role change on the holder’s next request', async () => {
    const member = await memberWith(['account:role:list']);
    expect((await roles.list(member.token)).json().code).toBe(1001);
    expect((await roles.update(admin, { id: member.roleId, permissions: [] })).json().code).toBe(1002);
    expect((await roles.list(member.token)).statusCode).toBe(403);
    expect(
      (await roles.update(admin, { id: member.roleId, permissions: ['account:role:list'] })).json().code,
    ).toBe(1002);
    expect((await roles.list(member.token)).json().code).toBe(1001);
  });

  it('refuses to delete a role still assigned, and deletes it once free', async () => {
    const member = await memberWith(['account:role:list']);
    const busy = await roles.remove(admin, member.roleId);
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toMatchObject({ code: 1409, message: '该角色仍分配给账号，不能删除' });
    await app.db.deleteFrom('manager_role').where('role_id', '=', member.roleId).execute();
    expect((await roles.remove(admin, member.roleId)).json().code).toBe(1002);
    expect((await roles.detail(admin, member.roleId)).statusCode).toBe(404);
    const log = await engineClient(app, 'account/logging').list(admin, {
      action: 'delete',
      row_id: member.roleId,
    });
    expect(log.json().payload.row).toHaveLength(1);
  });

  it('leaves a role holding more than the caller out of the caller’s reach', async () => {
    const weak = await memberWith(['account:role:list', 'account:role:update', 'account:role:delete']);
    const strong = await create(admin, {
      name: '强角色',
      permissions: ['account:role:list', 'account:logging:list'],
    });
    const res = await roles.update(weak.token, { id: strong, permissions: ['account:role:list'] });
    expect(res.statusCode).toBe(403);
    expect(res.json().hint).toContain('account:logging:list');
    expect((await roles.remove(weak.token, strong)).statusCode).toBe(403);
  });

  it('creates for a merchant below the caller, never for one outside its scope', async () => {
    const id = await create(tree.partner.token, {
      name: '代建角色',
      merchant_id: tree.merchant.merchantId,
      permissions: [],
    });
    expect((await roles.detail(admin, id)).json().payload.merchant_id).toBe(tree.merchant.merchantId);
    for (const [token, merchantId] of [
      [tree.partner.token, tree.outsider.merchantId],
      [admin, tree.partner.merchantId],
      [admin, tree.sibling.merchantId],
    ] as const) {
      const res = await roles.create(token, { name: '越界', merchant_id: merchantId, permissions: [] });
      expect(res.statusCode).toBe(403);
    }
  });

  it('answers 409 for a duplicate name within a merchant', async () => {
    await create(admin, { name: '重复角色', permissions: [] });
    const res = await roles.create(admin, { name: '重复角色', permissions: [] });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe(1409);
    // Another merchant may use the same name.
    await create(tree.sibling.token, { name: '重复角色', permissions: [] });
  });

  it('pages on the server and sorts only on sortable fields', async () => {
    for (const name of ['排序A', '排序B', '排序C']) await create(admin, { name, permissions: [] });
    const asc = (
      await roles.list(admin, { name: '排序', sort_by: 'name', sort_order: 'asc', page_size: 20 })
    ).json().payload;
    expect(asc.row.map((r: { name: string }) => r.name)).toEqual(['排序A', '排序B', '排序C']);
    expect(asc.paging_header).toEqual({ total_count: 3, total_exact: true, page_index: 1, page_size: 20 });
    const desc = (await roles.list(admin, { name: '排序', sort_by: 'name', sort_order: 'desc' })).json()
      .payload;
    expect(desc.row.map((r: { name: string }) => r.name)).toEqual(['排序C', '排序B', '排序A']);
    const page2 = (await roles.list(admin, { name: '排序', page_index: 2, page_size: 20 })).json().payload;
    expect(page2.row).toEqual([]);
    expect(page2.paging_header.total_count).toBe(3);

    const refused: Record<string, string | number>[] = [
      { sort_by: 'description' },
      { sort_by: 'create_time' },
      { page_size: 30 },
      { page_index: 0 },
    ];
    for (const query of refused) {
      const res = await roles.list(admin, query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().code).toBe(1400);
    }
  });

  it('treats % and _ in a search as plain characters', async () => {
    for (const name of ['折扣50%', '折扣500', 'ab_c', 'abxc']) await create(admin, { name, permissions: [] });
    const names = async (name: string) =>
      (await roles.list(admin, { name })).json().payload.row.map((r: { name: string }) => r.name);
    expect(await names('50%')).toEqual(['折扣50%']);
    expect(await names('b_c')).toEqual(['ab_c']);
    expect(await names('AB_C')).toEqual(['ab_c']);
    expect(await names('%')).toEqual(['折扣50%']);
  });
});
