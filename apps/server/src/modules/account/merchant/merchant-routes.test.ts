import { MOBILE_MESSAGE } from '@console/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from '../../../test/account-fixture.js';
import { engineClient } from '../../../test/engine-client.js';
import { createTestApp } from '../../../test/test-app.js';
import { buildTenantTree, type TenantTree } from '../../../test/tenant-tree.js';

const CODES = [
  'account:merchant:list',
  'account:merchant:detail',
  'account:merchant:create',
  'account:merchant:update',
  'account:merchant:product:list',
  'account:merchant:product:update',
  'account:info:view',
];
const PASSWORD = 'Abcd1234!';

describe('account/merchant', () => {
  let app: FastifyInstance;
  let tree: TenantTree;
  let merchants: ReturnType<typeof engineClient>;
  let serial = 0;

  const newMerchant = (extra: object = {}) => ({
    name: `新商户${(serial += 1)}`,
    kind: 'merchant',
    contact_name: '周敏',
    contact_mobile: '13900139000',
    main_account: `new-main-${serial}`,
    password: PASSWORD,
    ...extra,
  });
  const idsIn = (res: { json(): { payload: { row: { id: number }[] } } }) =>
    res.json().payload.row.map((row) => row.id);
  const whoami = async (token: string) =>
    app.inject({ url: '/api/merchant/manager/whoami', headers: bearer(token) });
  const count = async (table: 'merchant' | 'manager') =>
    Number(
      (
        await app.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    app = await createTestApp();
    tree = await buildTenantTree(app, CODES);
    merchants = engineClient(app, 'account/merchant');
    // Exactly these products: the fixture would otherwise hold every one.
    await app.db
      .deleteFrom('merchant_product')
      .where('merchant_id', 'in', [tree.partner.merchantId, tree.merchant.merchantId])
      .execute();
    await app.db
      .insertInto('merchant_product')
      .values(['parking', 'invoice'].map((product) => ({ merchant_id: tree.partner.merchantId, product })))
      .execute();
  });
  afterAll(async () => app.close());

  it('creates a merchant under the partner with its main account, who can sign in at once', async () => {
    const res = await merchants.create(tree.partner.token, newMerchant({ main_account: 'fresh-main' }));
    expect(res.json()).toMatchObject({ code: 1001 });
    const id = res.json().payload.id as number;

    const detail = (await merchants.detail(tree.partner.token, id)).json().payload;
    expect(detail).toMatchObject({
      merchant_id: tree.partner.merchantId,
      kind: 'merchant',
      status: 1,
      main_account: 'fresh-main',
      parent_name: expect.any(String),
    });
    expect(detail.merchant_no).toMatch(/^3\d{7}$/);
    expect(detail).not.toHaveProperty('password');

    const main = await app.db
      .selectFrom('manager')
      .selectAll()
      .where('account', '=', 'fresh-main')
      .executeTakeFirstOrThrow();
    expect(main).toMatchObject({ merchant_id: id, is_main: 1, name: '周敏', mobile: '13900139000' });
    expect(main.password_hash).toMatch(/^\$argon2id\$/);

    const token = await signIn(app, 'fresh-main', PASSWORD);
    const me = (await whoami(token)).json().payload;
    expect(me.product).toEqual(['merchant']);
    // The main account holds the creator's codes, less tenant management (a merchant opens none).
    expect(me.permission).toContain('account:info:view');
    expect(me.permission).not.toContain('account:merchant:create');
  });

  it('lists the merchants below the caller only, with search and server paging', async () => {
    const partnerSees = idsIn(await merchants.list(tree.partner.token, { page_size: 200 }));
    expect(partnerSees).toEqual(expect.arrayContaining([tree.merchant.merchantId, tree.sibling.merchantId]));
    expect(partnerSees).not.toContain(tree.partner.merchantId);
    expect(partnerSees).not.toContain(tree.outsider.merchantId);

    const platformSees = idsIn(await merchants.list(tree.platform.token, { page_size: 200 }));
    expect(platformSees).toEqual(
      expect.arrayContaining([tree.partner.merchantId, tree.outsider.merchantId, tree.merchant.merchantId]),
    );

    const partners = await merchants.list(tree.platform.token, { kind: 'partner' });
    expect(idsIn(partners).sort()).toEqual([tree.partner.merchantId, tree.otherPartner.merchantId].sort());
    const byNo = await merchants.list(tree.partner.token, { merchant_no: tree.sibling.merchantNo });
    expect(idsIn(byNo)).toEqual([tree.sibling.merchantId]);
    const page = await merchants.list(tree.platform.token, { page_size: 20, page_index: 1 });
    expect(page.json().payload.paging_header.total_count).toBeGreaterThanOrEqual(5);
  });

  it('answers 404 to another partner for every call on a merchant it does not own', async () => {
    const id = tree.merchant.merchantId;
    const token = tree.otherPartner.token;
    expect((await merchants.detail(token, id)).statusCode).toBe(404);
    expect((await merchants.update(token, { id, name: '篡改' })).statusCode).toBe(404);
    expect((await merchants.action(token, 'disable', { id })).statusCode).toBe(404);
    expect((await merchants.action(token, 'grant', { id, products: [] })).statusCode).toBe(404);
    const products = await app.inject({
      url: `/api/account/merchant/product/list?id=${id}`,
      headers: bearer(token),
    });
    expect(products.statusCode).toBe(404);
    expect(idsIn(await merchants.list(token, { page_size: 200 }))).not.toContain(id);
    // A merchant manages no merchants at all, so not its own tenant either (issue 14: its codes say so).
    expect((await merchants.detail(tree.merchant.token, id)).statusCode).toBe(403);
  });

  it('refuses a product the partner lacks (403, nothing changed) and applies a granted one on the next call', async () => {
    const id = tree.merchant.merchantId;
    const lacking = await merchants.action(tree.partner.token, 'grant', {
      id,
      products: ['parking', 'energy'],
    });
    expect(lacking.statusCode).toBe(403);
    expect(lacking.json()).toMatchObject({ message: '不能开通自己未开通的产品' });
    expect((await whoami(tree.merchant.token)).json().payload.product).toEqual([]);

    const granted = await merchants.action(tree.partner.token, 'grant', { id, products: ['parking'] });
    expect(granted.json().code).toBe(1002);
    expect((await whoami(tree.merchant.token)).json().payload.product).toEqual(['parking']);

    const screen = await app.inject({
      url: `/api/account/merchant/product/list?id=${id}`,
      headers: bearer(tree.partner.token),
    });
    const rows = screen.json().payload.row as { product: string; enabled: number; grantable: number }[];
    expect(rows.find((row) => row.product === 'parking')).toMatchObject({ enabled: 1, grantable: 1 });
    expect(rows.find((row) => row.product === 'energy')).toMatchObject({ enabled: 0, grantable: 0 });

    await merchants.action(tree.partner.token, 'grant', { id, products: [] });
    expect((await whoami(tree.merchant.token)).json().payload.product).toEqual([]);
    const audit = await app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('resource', '=', 'account/merchant')
      .where('action', '=', 'grant')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.before_json ?? '{}').products).toEqual(['parking']);
    expect(JSON.parse(audit.after_json ?? '{}').products).toEqual([]);
  });

  it('signs a disabled merchant’s users out on their next call and lets them back after enabling', async () => {
    const user = await app.db
      .selectFrom('manager')
      .select('account')
      .where('id', '=', tree.sibling.managerId)
      .executeTakeFirstOrThrow();
    expect((await whoami(tree.sibling.token)).statusCode).toBe(200);
    const off = await merchants.action(tree.partner.token, 'disable', { id: tree.sibling.merchantId });
    expect(off.json().code).toBe(1002);
    expect((await whoami(tree.sibling.token)).statusCode).toBe(401);
    const refused = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { account: user.account, password: tree.sibling.password },
    });
    expect(refused.statusCode).not.toBe(200);

    const again = await merchants.action(tree.partner.token, 'disable', { id: tree.sibling.merchantId });
    expect(again.json()).toMatchObject({ code: 1409 });
    await merchants.action(tree.partner.token, 'enable', { id: tree.sibling.merchantId });
    const token = await signIn(app, user.account, tree.sibling.password);
    expect((await whoami(token)).statusCode).toBe(200);
  });

  it('answers bad input with a Chinese 400 and writes nothing', async () => {
    const before = [await count('merchant'), await count('manager')];
    const badMobile = await merchants.create(tree.partner.token, newMerchant({ contact_mobile: '12345' }));
    expect(badMobile.statusCode).toBe(400);
    expect(badMobile.json()).toMatchObject({ code: 1400, message: MOBILE_MESSAGE });

    // Chinese labels, never the internal type names (issue 14).
    const badKind = await merchants.create(tree.partner.token, newMerchant({ kind: 'partner' }));
    expect(badKind.json()).toMatchObject({
      code: 1400,
      message: '服务商不能开设服务商',
      hint: '可开设：商户、集团客户',
    });
    const platformKind = await merchants.create(tree.platform.token, newMerchant({ kind: 'platform' }));
    expect(platformKind.json()).toMatchObject({ code: 1400, message: '平台运营不能开设平台运营' });

    // A merchant holds no 新建商户 (403); the platform choosing a merchant as parent is refused in words.
    const leaf = await merchants.create(tree.merchant.token, newMerchant());
    expect(leaf.statusCode).toBe(403);
    const underLeaf = await merchants.create(
      tree.platform.token,
      newMerchant({ parent_id: tree.merchant.merchantId }),
    );
    expect(underLeaf.json()).toMatchObject({ code: 1400, message: '商户下不能开设商户' });
    expect(underLeaf.json().hint).toBeUndefined();

    const badLicence = await merchants.create(tree.partner.token, newMerchant({ licence_no: 'abc' }));
    expect(badLicence.json().code).toBe(1400);

    const taken = await merchants.create(
      tree.partner.token,
      newMerchant({ main_account: tree.merchant.account }),
    );
    expect(taken.json()).toMatchObject({ code: 1409, message: `主账号 ${tree.merchant.account} 已存在` });

    const foreignParent = await merchants.create(
      tree.partner.token,
      newMerchant({ parent_id: tree.otherPartner.merchantId }),
    );
    expect(foreignParent.statusCode).toBe(403);
    expect([await count('merchant'), await count('manager')]).toEqual(before);
  });

  it('lets the platform open a merchant under a chosen partner', async () => {
    const res = await merchants.create(
      tree.platform.token,
      newMerchant({ parent_id: tree.otherPartner.merchantId, kind: 'group' }),
    );
    const id = res.json().payload.id as number;
    const row = await app.db
      .selectFrom('merchant')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.parent_id).toBe(tree.otherPartner.merchantId);
    expect(row.path).toMatch(new RegExp(`/${tree.otherPartner.merchantId}/${id}/$`));
    expect(row.merchant_no).toMatch(/^4\d{7}$/);
    expect(idsIn(await merchants.list(tree.otherPartner.token, { page_size: 200 }))).toContain(id);
  });

  it('resets the main account’s password on edit and ends its sessions', async () => {
    const res = await merchants.create(tree.partner.token, newMerchant({ main_account: 'reset-main' }));
    const id = res.json().payload.id as number;
    const token = await signIn(app, 'reset-main', PASSWORD);
    const edit = await merchants.update(tree.partner.token, {
      id,
      name: '改名商户',
      password: 'Newpass123!',
    });
    expect(edit.json().code).toBe(1002);
    expect((await whoami(token)).statusCode).toBe(401);
    await signIn(app, 'reset-main', 'Newpass123!');
  });
});
