import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createFixtureAccount } from '../../test/account-fixture.js';
import { engineClient } from '../../test/engine-client.js';
import { tokenFor } from '../../test/session-token.js';
import { createTestApp } from '../../test/test-app.js';

const PRODUCT_CODES = ['system:product:list', 'system:product:create', 'system:product:update'];

describe('system/product: the platform edits products and merchants feel it on their next request', () => {
  let app: FastifyInstance;
  let products: ReturnType<typeof engineClient>;
  let operator: string;
  let merchant: string;
  let productId: number;

  const parkingCall = () =>
    app.inject({ url: '/api/parking/record/list?page_size=20', headers: bearer(merchant) });

  beforeAll(async () => {
    app = await createTestApp();
    products = engineClient(app, 'system/product');
    const platform = await createFixtureAccount(app, { permissions: PRODUCT_CODES, kind: 'platform' });
    operator = await tokenFor(app, platform.managerId);
    const shop = await createFixtureAccount(app, {
      permissions: ['parking:record:list', ...PRODUCT_CODES],
      products: ['merchant', 'parking'],
    });
    merchant = await tokenFor(app, shop.managerId);
  });
  afterAll(async () => app.close());

  it('creates a product with its areas normalised, and refuses bad input with a Chinese message', async () => {
    const created = await products.create(operator, {
      code: 'parking',
      name: '智慧停车',
      kind: 'product',
      description: '停车场管理',
      permission_areas: 'parking, coupon,parking',
    });
    expect(created.json(), created.body).toMatchObject({ code: 1001 });
    productId = created.json().payload.id as number;
    expect((await products.detail(operator, productId)).json().payload).toMatchObject({
      code: 'parking',
      permission_areas: 'parking,coupon',
      status: 1,
    });

    const badArea = await products.create(operator, {
      code: 'x-1',
      name: '坏',
      kind: 'product',
      permission_areas: 'nope',
    });
    expect(badArea.statusCode).toBe(400);
    expect(badArea.json()).toMatchObject({ code: 1400, message: '请选择正确的权限范围' });
    const badCode = await products.create(operator, { code: 'Bad Code', name: '坏', kind: 'product' });
    expect(badCode.json().code).toBe(1400);
    const twice = await products.create(operator, { code: 'parking', name: '重复', kind: 'product' });
    expect(twice.json()).toMatchObject({ code: 1409 });
    // The code is what merchants hold: an update never changes it.
    await products.update(operator, { id: productId, code: 'parking2', name: '智慧停车（新）' });
    expect((await products.detail(operator, productId)).json().payload).toMatchObject({
      code: 'parking',
      name: '智慧停车（新）',
    });
  });

  it('applies changed areas and a disabled product on the merchant’s next request', async () => {
    expect((await parkingCall()).statusCode).toBe(200);

    await products.update(operator, { id: productId, permission_areas: 'coupon' });
    const narrowed = await parkingCall();
    expect(narrowed.statusCode).toBe(403);
    expect(narrowed.json().hint).toContain('parking:record:list');

    await products.update(operator, { id: productId, permission_areas: 'parking' });
    expect((await parkingCall()).statusCode).toBe(200);

    expect((await products.action(operator, 'disable', { id: productId })).json().code).toBe(1002);
    expect((await parkingCall()).statusCode).toBe(403);
    const again = await products.action(operator, 'disable', { id: productId });
    expect(again.json()).toMatchObject({ code: 1409 });

    expect((await products.action(operator, 'enable', { id: productId })).json().code).toBe(1002);
    expect((await parkingCall()).statusCode).toBe(200);
  });

  it('is the platform’s alone, even for a merchant whose role holds the codes', async () => {
    const res = await products.list(merchant);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 2403 });
  });
});
