import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/account-fixture.js';
import { engineClient } from '../../test/engine-client.js';
import { createTestApp } from '../../test/test-app.js';
import { buildTenantTree, type TenantTree } from '../../test/tenant-tree.js';

const CODES = ['account:logging:list', 'account:role:list', 'account:role:create', 'account:role:update'];

describe('account/logging', () => {
  let app: FastifyInstance;
  let tree: TenantTree;
  let logs: ReturnType<typeof engineClient>;

  beforeAll(async () => {
    app = await createTestApp();
    tree = await buildTenantTree(app, CODES);
    logs = engineClient(app, 'account/logging');
    const roles = engineClient(app, 'account/role');
    const id = (await roles.create(tree.merchant.token, { name: '日志角色', permissions: [] })).json().payload
      .id;
    await roles.update(tree.merchant.token, { id, description: '改过' });
    await roles.create(tree.outsider.token, { name: '外部角色', permissions: [] });
    // Spread the two merchant entries in time so a range can split them.
    await app.db
      .updateTable('audit_log')
      .set({ create_time: 1_700_000_000 })
      .where('action', '=', 'create')
      .execute();
  });
  afterAll(async () => app.close());

  const actions = async (token: string, query: Record<string, string | number> = {}) =>
    (await logs.list(token, query)).json().payload.row.map((r: { action: string }) => r.action);

  it('lists the caller’s tenants’ entries, newest first, filtered by operator, action and time', async () => {
    expect(await actions(tree.merchant.token)).toEqual(['update', 'create']);
    expect(await actions(tree.merchant.token, { account: tree.merchant.account.slice(2) })).toEqual([
      'update',
      'create',
    ]);
    expect(await actions(tree.merchant.token, { account: 'nobody' })).toEqual([]);
    expect(await actions(tree.merchant.token, { action: 'create' })).toEqual(['create']);
    expect(await actions(tree.merchant.token, { create_time_start: 1_700_000_001 })).toEqual(['update']);
    expect(await actions(tree.merchant.token, { create_time_end: 1_700_000_000 })).toEqual(['create']);
    expect(await actions(tree.merchant.token, { sort_order: 'asc' })).toEqual(['create', 'update']);
    expect(await actions(tree.partner.token)).toEqual(['update', 'create']);
    expect(await actions(tree.sibling.token)).toEqual([]);
    expect(await actions(tree.platform.token)).toHaveLength(3);
    expect((await logs.list(tree.merchant.token, { action: 'drop' })).json().code).toBe(1400);
  });

  it('opens one entry with its before and after snapshots', async () => {
    const [latest] = (await logs.list(tree.merchant.token)).json().payload.row;
    const detail = (await logs.detail(tree.merchant.token, latest.id)).json().payload;
    expect(JSON.parse(detail.before_json)).toMatchObject({ name: '日志角色', description: null });
    expect(JSON.parse(detail.after_json)).toMatchObject({ name: '日志角色', description: '改过' });
    expect(detail).toMatchObject({
      manager_id: tree.merchant.managerId,
      resource: 'account/role',
      ip: '127.0.0.1',
    });
    expect((await logs.detail(tree.sibling.token, latest.id)).statusCode).toBe(404);
  });

  it('is read-only: no write endpoint exists', async () => {
    for (const [method, op] of [
      ['POST', 'create'],
      ['PUT', 'update'],
      ['DELETE', 'delete'],
    ] as const) {
      const res = await app.inject({
        method,
        url: `/api/account/logging/${op}`,
        headers: bearer(tree.platform.token),
        payload: { id: 1 },
      });
      expect(res.statusCode).toBe(404);
    }
  });
});
