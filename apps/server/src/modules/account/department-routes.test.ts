import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowSeconds } from '../../lib/clock.js';
import { createAccount } from '../../seed/tenant-builder.js';
import { engineClient } from '../../test/engine-client.js';
import { createTestApp } from '../../test/test-app.js';
import { buildTenantTree, type TenantTree } from '../../test/tenant-tree.js';

const CODES = [
  'account:department:list',
  'account:department:create',
  'account:department:update',
  'account:department:delete',
];

describe('account/department', () => {
  let app: FastifyInstance;
  let tree: TenantTree;
  let departments: ReturnType<typeof engineClient>;
  let admin: string;
  let serial = 0;

  const create = async (token: string, body: object): Promise<number> => {
    const res = await departments.create(token, body);
    expect(res.json(), res.body).toMatchObject({ code: 1001 });
    return res.json().payload.id as number;
  };
  const subAccount = (merchantId: number) =>
    createAccount(
      app.db,
      {
        merchantId,
        account: `dept-member-${(serial += 1)}`,
        name: `成员${serial}`,
        password: '',
        passwordHash: 'not-a-hash',
        isMain: false,
        roleIds: [],
      },
      nowSeconds(),
    );
  const departmentOf = async (managerId: number) =>
    (
      await app.db
        .selectFrom('manager')
        .select('department_id')
        .where('id', '=', managerId)
        .executeTakeFirstOrThrow()
    ).department_id;

  beforeAll(async () => {
    app = await createTestApp();
    tree = await buildTenantTree(app, CODES);
    departments = engineClient(app, 'account/department');
    admin = tree.merchant.token;
  });
  afterAll(async () => app.close());

  it('builds a two-level tree and refuses a move into the node itself or below it', async () => {
    const root = await create(admin, { name: '总经办', sort: 1 });
    const child = await create(admin, { name: '运营部', parent_id: root });
    const grandchild = await create(admin, { name: '运营一组', parent_id: child });
    const rows = (await departments.list(admin, { page_size: 200 })).json().payload.row as {
      id: number;
      parent_id: number | null;
    }[];
    expect(rows.find((row) => row.id === grandchild)?.parent_id).toBe(child);

    for (const parent of [root, child, grandchild]) {
      const res = await departments.action(admin, 'move', { id: root, parent_id: parent });
      expect(res.statusCode, `under ${parent}`).toBe(409);
      expect(res.json()).toMatchObject({ code: 1409, message: '不能移动到自身或其下级部门下' });
    }
    // A legal move, then back to a root with 0.
    const moved = await departments.action(admin, 'move', { id: grandchild, parent_id: root });
    expect(moved.json().code).toBe(1002);
    expect((await departments.detail(admin, grandchild)).json().payload.parent_id).toBe(root);
    await departments.action(admin, 'move', { id: grandchild, parent_id: 0 });
    expect((await departments.detail(admin, grandchild)).json().payload.parent_id).toBeNull();
  });

  it('keeps each tree within its merchant: a stranger parent is refused, a parent elsewhere too', async () => {
    const foreign = await create(tree.sibling.token, { name: '兄弟商户部门' });
    const res = await departments.create(admin, { name: '越界', parent_id: foreign });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 1400, message: '上级部门不存在' });
    const mine = await create(admin, { name: '本商户部门' });
    const move = await departments.action(admin, 'move', { id: mine, parent_id: foreign });
    expect(move.json()).toMatchObject({ code: 1400, message: '上级部门不存在' });
    // The partner sees both merchants' nodes, yet may not join them into one tree.
    const across = await departments.action(tree.partner.token, 'move', { id: mine, parent_id: foreign });
    expect(across.json()).toMatchObject({ code: 1409, message: '只能移动到同一商户的部门下' });
    // A child a partner adds under a merchant's node belongs to that merchant.
    const added = await create(tree.partner.token, { name: '服务商代建', parent_id: mine });
    expect((await departments.detail(admin, added)).json().payload.merchant_id).toBe(
      tree.merchant.merchantId,
    );
  });

  it('assigns only the merchant’s own sub-accounts as members and leader', async () => {
    const dept = await create(admin, { name: '财务部' });
    const [a, b] = [await subAccount(tree.merchant.merchantId), await subAccount(tree.merchant.merchantId)];
    const stranger = await subAccount(tree.sibling.merchantId);

    const refused = await departments.action(admin, 'assign-members', {
      id: dept,
      manager_ids: [a, stranger],
    });
    expect(refused.json()).toMatchObject({ code: 1400, message: '只能选择本商户的子账号' });
    expect(await departmentOf(a)).toBeNull();
    // The merchant's main account is not a sub-account either.
    const main = await departments.action(admin, 'assign-members', {
      id: dept,
      manager_ids: [tree.merchant.managerId],
    });
    expect(main.json().code).toBe(1400);

    await departments.action(admin, 'assign-members', { id: dept, manager_ids: [a, b] });
    expect(await departmentOf(a)).toBe(dept);
    const detail = (await departments.detail(admin, dept)).json().payload;
    expect(detail).toMatchObject({ member_count: 2, member_ids: [a, b].sort((x, y) => x - y) });
    await departments.action(admin, 'assign-members', { id: dept, manager_ids: [b] });
    expect(await departmentOf(a)).toBeNull();
    expect(await departmentOf(b)).toBe(dept);

    const leader = await departments.update(admin, { id: dept, leader_id: stranger });
    expect(leader.json()).toMatchObject({ code: 1400, message: '负责人须为本商户的子账号' });
    await departments.update(admin, { id: dept, leader_id: b });
    const name = (
      await app.db.selectFrom('manager').select('name').where('id', '=', b).executeTakeFirstOrThrow()
    ).name;
    expect((await departments.detail(admin, dept)).json().payload).toMatchObject({
      leader_id: b,
      leader_name: name,
    });
  });

  it('refuses to delete a node with children or members, then deletes it once empty', async () => {
    const parent = await create(admin, { name: '待撤销' });
    const child = await create(admin, { name: '待撤销子部门', parent_id: parent });
    const withChild = await departments.remove(admin, parent);
    expect(withChild.statusCode).toBe(409);
    expect(withChild.json()).toMatchObject({
      code: 1409,
      message: '该部门下还有子部门，请先删除或移走子部门',
    });

    const member = await subAccount(tree.merchant.merchantId);
    await departments.action(admin, 'assign-members', { id: child, manager_ids: [member] });
    const withMember = await departments.remove(admin, child);
    expect(withMember.json()).toMatchObject({ code: 1409, message: '该部门下还有成员，请先移出成员' });

    await departments.action(admin, 'assign-members', { id: child, manager_ids: [] });
    expect((await departments.remove(admin, child)).json().code).toBe(1002);
    expect((await departments.remove(admin, parent)).json().code).toBe(1002);
    expect((await departments.detail(admin, parent)).statusCode).toBe(404);
  });
});
