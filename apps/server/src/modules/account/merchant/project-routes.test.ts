import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineClient } from '../../../test/engine-client.js';
import { createTestApp } from '../../../test/test-app.js';
import { buildTenantTree, type TenantTree } from '../../../test/tenant-tree.js';

const CODES = ['account:project:list', 'account:project:create', 'account:project:authorize'];

describe('account/project', () => {
  let app: FastifyInstance;
  let tree: TenantTree;
  let projects: ReturnType<typeof engineClient>;

  beforeAll(async () => {
    app = await createTestApp();
    tree = await buildTenantTree(app, CODES);
    projects = engineClient(app, 'account/project');
  });
  afterAll(async () => app.close());

  it('creates a numbered project and authorizes tenants of the caller’s scope only', async () => {
    const created = await projects.create(tree.partner.token, {
      name: '万象城停车项目',
      customer_name: '万象物业',
    });
    const id = created.json().payload.id as number;
    const detail = (await projects.detail(tree.partner.token, id)).json().payload;
    expect(detail.project_no).toBe(`XM${String(id).padStart(8, '0')}`);

    const ok = await projects.action(tree.partner.token, 'authorize', {
      id,
      merchant_ids: [tree.merchant.merchantId, tree.sibling.merchantId],
    });
    expect(ok.json().code).toBe(1002);
    const after = (await projects.detail(tree.partner.token, id)).json().payload;
    expect(after.authorized_ids.sort()).toEqual([tree.merchant.merchantId, tree.sibling.merchantId].sort());

    const foreign = await projects.action(tree.partner.token, 'authorize', {
      id,
      merchant_ids: [tree.outsider.merchantId],
    });
    expect(foreign.statusCode).toBe(403);
    const self = await projects.action(tree.partner.token, 'authorize', {
      id,
      merchant_ids: [tree.partner.merchantId],
    });
    expect(self.json().code).toBe(1400);
    const missing = await projects.action(tree.partner.token, 'authorize', { id });
    expect(missing.json().code).toBe(1400);
    // Refusals change nothing.
    const still = (await projects.detail(tree.partner.token, id)).json().payload;
    expect(still.authorized_ids).toHaveLength(2);

    expect(
      (await projects.action(tree.otherPartner.token, 'authorize', { id, merchant_ids: [] })).statusCode,
    ).toBe(404);
  });

  it('refuses a project without a name in Chinese', async () => {
    const res = await projects.create(tree.partner.token, { name: '', customer_name: '物业' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(1400);
  });
});
