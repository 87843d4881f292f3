import { BUSINESS_LICENCE_MESSAGE } from '@console/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowSeconds } from '../../../lib/clock.js';
import { bearer, createFixtureAccount } from '../../../test/account-fixture.js';
import { tokenFor } from '../../../test/session-token.js';
import { engineClient } from '../../../test/engine-client.js';
import { createTestApp } from '../../../test/test-app.js';
import { buildTenantTree, type TenantTree } from '../../../test/tenant-tree.js';

const CODES = [
  'account:info:view',
  'account:info:update',
  'account:wallet:view',
  'account:product:list',
  'account:contract:list',
  'account:contract:detail',
];

describe('我的商户', () => {
  let app: FastifyInstance;
  let tree: TenantTree;
  const get = (url: string, token: string) => app.inject({ url, headers: bearer(token) });
  const putInfo = (token: string, payload: object) =>
    app.inject({ method: 'PUT', url: '/api/account/info/update', headers: bearer(token), payload });

  beforeAll(async () => {
    app = await createTestApp();
    tree = await buildTenantTree(app, CODES);
    const now = nowSeconds();
    await app.db
      .insertInto('wallet')
      .values({ merchant_id: tree.partner.merchantId, balance: 123_456, frozen: 456, update_time: now })
      .execute();
    for (const [merchantId, serial] of [
      [tree.partner.merchantId, 'P1'],
      [tree.partner.merchantId, 'P2'],
      [tree.merchant.merchantId, 'M1'],
    ] as const) {
      await app.db
        .insertInto('wallet_transaction')
        .values({
          merchant_id: merchantId,
          serial_no: serial,
          trade_type: 1,
          amount: 100,
          balance_after: 100,
          create_time: now,
        })
        .execute();
    }
    // Exactly these products: the fixture would otherwise hold every one.
    await app.db.deleteFrom('merchant_product').where('merchant_id', '=', tree.merchant.merchantId).execute();
    await app.db
      .insertInto('merchant_product')
      .values([
        { merchant_id: tree.merchant.merchantId, product: 'merchant' },
        { merchant_id: tree.merchant.merchantId, product: 'parking' },
      ])
      .execute();
  });
  afterAll(async () => app.close());

  it('shows and edits the caller’s own profile, audited as 商户信息', async () => {
    const detail = (await get('/api/account/info/detail', tree.merchant.token)).json().payload;
    expect(detail).toMatchObject({ id: tree.merchant.merchantId, merchant_no: tree.merchant.merchantNo });

    const res = await putInfo(tree.merchant.token, {
      name: '福田停车场（新）',
      address: '深圳市福田区福华路 1 号',
      licence_no: '91440300MA5FT4XK7B',
    });
    expect(res.json().code).toBe(1002);
    const after = (await get('/api/account/info/detail', tree.merchant.token)).json().payload;
    expect(after).toMatchObject({ name: '福田停车场（新）', licence_no: '91440300MA5FT4XK7B' });
    const audit = await app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('resource', '=', 'account/info')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ row_id: tree.merchant.merchantId, action: 'update' });
  });

  it('refuses a bad licence number or mobile with a Chinese 400 and changes nothing', async () => {
    const before = (await get('/api/account/info/detail', tree.merchant.token)).json().payload;
    const bad = await putInfo(tree.merchant.token, { name: '不应保存', licence_no: 'abc123' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 1400, message: BUSINESS_LICENCE_MESSAGE });
    expect((await putInfo(tree.merchant.token, { contact_mobile: '123' })).json().code).toBe(1400);
    expect((await putInfo(tree.merchant.token, { name: '' })).json().code).toBe(1400);
    const after = (await get('/api/account/info/detail', tree.merchant.token)).json().payload;
    expect(after).toEqual(before);
  });

  it('answers the wallet balance and the caller’s own movements when narrowed to its merchant', async () => {
    const wallet = (await get('/api/account/wallet/summary', tree.partner.token)).json().payload;
    expect(wallet).toMatchObject({ balance: 123_456, frozen: 456, available: 123_000 });
    const empty = (await get('/api/account/wallet/summary', tree.sibling.token)).json().payload;
    expect(empty).toMatchObject({ balance: 0, available: 0 });

    const moves = engineClient(app, 'account/wallet/transaction');
    const own = await moves.list(tree.partner.token, { merchant_id: tree.partner.merchantId });
    const serials = (own.json().payload.row as { serial_no: string }[]).map((row) => row.serial_no);
    expect(serials.sort()).toEqual(['P1', 'P2']);
    // Narrowing never widens: another partner's tenant id gives nothing.
    const foreign = await moves.list(tree.otherPartner.token, { merchant_id: tree.partner.merchantId });
    expect(foreign.json().payload.row).toEqual([]);
  });

  it('lists the caller’s enabled products with their Chinese labels', async () => {
    const res = await get('/api/account/product/list', tree.merchant.token);
    expect(res.json().payload.row).toEqual([
      { product: 'merchant', label: '商户平台', kind: 'platform' },
      { product: 'parking', label: '智慧停车', kind: 'product' },
    ]);
  });

  it('answers 401 without a token and 403 to a reader without account:info:update', async () => {
    expect((await app.inject({ url: '/api/account/info/detail' })).statusCode).toBe(401);
    const reader = await createFixtureAccount(app, { permissions: ['account:info:view'] });
    const token = await tokenFor(app, reader.managerId);
    expect((await get('/api/account/info/detail', token)).statusCode).toBe(200);
    const res = await putInfo(token, { name: '越权修改' });
    expect(res.statusCode).toBe(403);
    expect(res.json().hint).toContain('account:info:update');
  });
});
