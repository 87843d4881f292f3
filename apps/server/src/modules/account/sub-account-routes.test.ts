import { MOBILE_MESSAGE, PASSWORD_MESSAGE } from '@console/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowSeconds } from '../../lib/clock.js';
import { createRole } from '../../seed/tenant-builder.js';
import { bearer, signIn } from '../../test/account-fixture.js';
import { engineClient } from '../../test/engine-client.js';
import { createTestApp } from '../../test/test-app.js';
import { buildTenantTree, type TenantTree } from '../../test/tenant-tree.js';

const ADMIN_CODES = [
  'account:sub-account:list',
  'account:sub-account:create',
  'account:sub-account:update',
  'account:sub-account:delete',
  'account:role:list',
  'account:logging:list',
];
const PASSWORD = 'Abcd1234!';

describe('account/sub-account', () => {
  let app: FastifyInstance;
  let tree: TenantTree;
  let accounts: ReturnType<typeof engineClient>;
  let admin: string;
  let readerRole: number;
  let serial = 0;

  beforeAll(async () => {
    app = await createTestApp();
    tree = await buildTenantTree(app, ADMIN_CODES);
    accounts = engineClient(app, 'account/sub-account');
    admin = tree.merchant.token;
    readerRole = await createRole(
      app.db,
      tree.merchant.merchantId,
      '只读',
      ['account:role:list'],
      nowSeconds(),
    );
  });
  afterAll(async () => app.close());

  const body = (extra: object = {}) => ({
    account: `sub${(serial += 1)}.${process.pid}`,
    name: '张三',
    mobile: '13800138000',
    password: PASSWORD,
    role_ids: [readerRole],
    ...extra,
  });
  const create = async (extra: object = {}, token = admin) => {
    const input = body(extra);
    const res = await accounts.create(token, input);
    expect(res.json(), res.body).toMatchObject({ code: 1001 });
    return { id: res.json().payload.id as number, account: input.account };
  };
  const whoami = (token: string) =>
    app.inject({ url: '/api/merchant/manager/whoami', headers: bearer(token) });

  it('creates an account that signs in with its roles, and never shows the password or its hash', async () => {
    const { id, account } = await create();
    const detail = await accounts.detail(admin, id);
    expect(detail.json().payload).toMatchObject({
      id,
      account,
      name: '张三',
      mobile: '13800138000',
      status: 1,
      role_ids: [readerRole],
      role_names: '只读',
    });
    expect(detail.body).not.toMatch(/password|argon2/);
    const token = await signIn(app, account, PASSWORD);
    expect((await engineClient(app, 'account/role').list(token)).json().code).toBe(1001);
    expect((await accounts.list(token)).statusCode).toBe(403);

    const listed = await accounts.list(admin, { account });
    expect(listed.json().payload.row).toEqual([expect.objectContaining({ id, role_names: '只读' })]);
    expect(listed.body).not.toMatch(/password|argon2/);
    const log = await engineClient(app, 'account/logging').list(admin, {
      resource: 'account/sub-account',
      row_id: id,
    });
    const entry = (
      await engineClient(app, 'account/logging').detail(admin, log.json().payload.row[0].id)
    ).json();
    expect(entry.payload.after_json).toContain(account);
    expect(JSON.stringify(entry)).not.toMatch(/Abcd1234|argon2|password/);
  });

  it('answers 409 for an account name already taken, in any tenant', async () => {
    const { account } = await create();
    for (const token of [admin, tree.outsider.token]) {
      const res = await accounts.create(token, body({ account, role_ids: [] }));
      expect(res.statusCode).toBe(409);
      // Named by the field's label, not its wire name (issue 14): no "account：" log-style hint.
      expect(res.json()).toMatchObject({ code: 1409, message: `账号 ${account} 已存在` });
      expect(res.json().hint).toBeUndefined();
    }
  });

  it('checks password, mobile and roles before writing anything', async () => {
    const count = async () => (await accounts.list(admin)).json().payload.paging_header.total_count;
    const before = await count();
    const weak = await accounts.create(admin, body({ password: 'short' }));
    expect(weak.json()).toMatchObject({ code: 1434, message: PASSWORD_MESSAGE });
    const mobile = await accounts.create(admin, body({ mobile: '12345' }));
    expect(mobile.json()).toMatchObject({ code: 1400, message: MOBILE_MESSAGE });
    const siblingRole = await createRole(app.db, tree.sibling.merchantId, '兄弟角色', [], nowSeconds());
    const foreign = await accounts.create(admin, body({ role_ids: [siblingRole] }));
    expect(foreign.json()).toMatchObject({ code: 1400, hint: `角色：${siblingRole}` });
    const strongRole = await createRole(
      app.db,
      tree.merchant.merchantId,
      '强',
      ['account:merchant:list'],
      nowSeconds(),
    );
    const raise = await accounts.create(admin, body({ role_ids: [strongRole] }));
    expect(raise.json()).toMatchObject({
      code: 1400,
      hint: expect.stringContaining('account:merchant:list'),
    });
    expect(await count()).toBe(before);
  });

  it('ends a disabled account’s sessions at once and lets it back in when enabled', async () => {
    const { id, account } = await create();
    const token = await signIn(app, account, PASSWORD);
    expect((await whoami(token)).statusCode).toBe(200);
    expect((await accounts.action(admin, 'disable', { id })).json().code).toBe(1002);
    expect((await whoami(token)).statusCode).toBe(401);
    const again = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { account, password: PASSWORD },
    });
    expect(again.json().code).toBe(1433);
    const twice = await accounts.action(admin, 'disable', { id });
    expect(twice.json()).toMatchObject({ code: 1409, message: '当前状态不允许停用' });
    expect((await accounts.list(admin, { account, status: 0 })).json().payload.row).toHaveLength(1);
    expect((await accounts.action(admin, 'enable', { id })).json().code).toBe(1002);
    expect((await whoami(token)).statusCode).toBe(401);
    expect((await whoami(await signIn(app, account, PASSWORD))).statusCode).toBe(200);
  });

  it('updates name, mobile, roles and password; a new password ends the old sessions', async () => {
    const { id, account } = await create();
    const old = await signIn(app, account, PASSWORD);
    const res = await accounts.update(admin, {
      id,
      name: '李四',
      mobile: '',
      role_ids: [],
      password: 'Newpass#2026',
      account: 'renamed',
    });
    expect(res.json().code).toBe(1002);
    expect((await accounts.detail(admin, id)).json().payload).toMatchObject({
      account,
      name: '李四',
      mobile: '',
      role_ids: [],
    });
    expect((await whoami(old)).statusCode).toBe(401);
    await signIn(app, account, 'Newpass#2026');
    const weak = await accounts.update(admin, { id, password: 'abcdefgh' });
    expect(weak.json().code).toBe(1434);
  });

  it('deletes an account, but never the caller’s own, nor a main account', async () => {
    const { id } = await create();
    expect((await accounts.remove(admin, id)).json().code).toBe(1002);
    expect((await accounts.detail(admin, id)).statusCode).toBe(404);
    // A main account is not a sub-account: it is out of this resource altogether.
    expect((await accounts.detail(admin, tree.merchant.managerId)).statusCode).toBe(404);
    expect((await accounts.list(admin)).json().payload.row.map((r: { id: number }) => r.id)).not.toContain(
      tree.merchant.managerId,
    );

    const manager = await create({
      role_ids: [await createRole(app.db, tree.merchant.merchantId, '管理员', ADMIN_CODES, nowSeconds())],
    });
    const managerToken = await signIn(app, manager.account, PASSWORD);
    const self = await accounts.remove(managerToken, manager.id);
    expect(self.json()).toMatchObject({ code: 1409, message: '不能删除自己的账号' });
  });

  it('leaves an account holding more than the caller out of the caller’s reach', async () => {
    const weakRole = await createRole(
      app.db,
      tree.merchant.merchantId,
      '弱管理员',
      ['account:sub-account:list', 'account:sub-account:update'],
      nowSeconds(),
    );
    const weak = await create({ role_ids: [weakRole] });
    const weakToken = await signIn(app, weak.account, PASSWORD);
    const strong = await create();
    for (const res of [
      await accounts.update(weakToken, { id: strong.id, password: 'Takeover#1' }),
      await accounts.action(weakToken, 'disable', { id: strong.id }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().hint).toContain('account:role:list');
    }
  });

  it('searches by account and name with wildcards taken literally', async () => {
    await create({ name: '百分之50%' });
    await create({ name: '百分之500' });
    const found = (await accounts.list(admin, { name: '50%' })).json().payload.row;
    expect(found.map((r: { name: string }) => r.name)).toEqual(['百分之50%']);
    expect((await accounts.list(admin, { account: '_' })).json().payload.row).toEqual([]);
    expect((await accounts.list(admin, { sort_by: 'name' })).json().code).toBe(1400);
  });
});
