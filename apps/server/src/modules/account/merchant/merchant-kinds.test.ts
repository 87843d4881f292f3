import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createFixtureAccount, signIn } from '../../../test/account-fixture.js';
import { createTestApp } from '../../../test/test-app.js';
import { buildTenantTree, type TenantTree } from '../../../test/tenant-tree.js';

const CODES = [
  'account:merchant:list',
  'account:merchant:create',
  'account:property:list',
  'account:property:create',
  'account:property:audit',
];

/** Issue 14: who may open merchants, and of which kinds, is decided (and enforced) on the server. */
describe('merchant kinds a tenant may open', () => {
  let app: FastifyInstance;
  let tree: TenantTree;

  const kinds = (token: string, parentId?: number) =>
    app.inject({
      url: `/api/account/merchant/kinds${parentId === undefined ? '' : `?parent_id=${parentId}`}`,
      headers: bearer(token),
    });
  const codesOf = async (token: string) =>
    String(
      (await app.inject({ url: '/api/merchant/manager/whoami', headers: bearer(token) })).json().payload
        .permission,
    )
      .split(',')
      .filter(Boolean);

  beforeAll(async () => {
    app = await createTestApp();
    tree = await buildTenantTree(app, CODES);
  });
  afterAll(async () => app.close());

  it('offers the platform every kind but its own, by Chinese label', async () => {
    const res = await kinds(tree.platform.token);
    expect(res.json().payload.row).toEqual([
      { value: 'partner', label: '服务商' },
      { value: 'merchant', label: '商户' },
      { value: 'group', label: '集团客户' },
      { value: 'advertiser', label: '广告主' },
    ]);
  });

  it('offers what the chosen parent may open: a partner only merchants and group customers', async () => {
    const expected = [
      { value: 'merchant', label: '商户' },
      { value: 'group', label: '集团客户' },
    ];
    expect((await kinds(tree.platform.token, tree.partner.merchantId)).json().payload.row).toEqual(expected);
    expect((await kinds(tree.partner.token)).json().payload.row).toEqual(expected);
    expect((await kinds(tree.platform.token, tree.merchant.merchantId)).json().payload.row).toEqual([]);
  });

  it('refuses a parent outside the caller’s scope', async () => {
    expect((await kinds(tree.partner.token, tree.otherPartner.merchantId)).statusCode).toBe(403);
  });

  it('takes the child-tenant codes from merchant, group and advertiser whatever their roles hold', async () => {
    for (const kind of ['group', 'advertiser'] as const) {
      const fixture = await createFixtureAccount(app, {
        permissions: CODES,
        kind,
        parentId: tree.platform.merchantId,
      });
      const token = await signIn(app, fixture.account, fixture.password);
      expect(await codesOf(token), kind).toEqual(['account:property:create']);
    }
    // The menu (whoami) and every endpoint agree: no 新建商户, no 入驻审核, still 入驻申请.
    const merchant = tree.merchant.token;
    expect(await codesOf(merchant)).toEqual(['account:property:create']);
    expect((await kinds(merchant)).statusCode).toBe(403);
    expect(
      (await app.inject({ url: '/api/account/property/list', headers: bearer(merchant) })).statusCode,
    ).toBe(403);
    expect(
      (await app.inject({ url: '/api/account/merchant/list', headers: bearer(merchant) })).statusCode,
    ).toBe(403);
  });

  it('keeps them for the platform and a partner', async () => {
    expect((await codesOf(tree.partner.token)).sort()).toEqual([...CODES].sort());
    expect((await codesOf(tree.platform.token)).sort()).toEqual([...CODES].sort());
  });
});
