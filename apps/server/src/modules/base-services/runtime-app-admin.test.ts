import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createFixtureAccount } from '../../test/account-fixture.js';
import { tokenFor } from '../../test/session-token.js';
import { createTestApp } from '../../test/test-app.js';

const CODES = [
  'system:manage:app:list',
  'system:manage:app:create',
  'system:manage:app:update',
  'system:manage:app:delete',
  'system:metadata:list',
  'system:metadata:create',
  'system:metadata:update',
  'system:metadata:delete',
];

describe('runtime apps and their metadata (merchant/app/rt*)', () => {
  let app: FastifyInstance;
  let admin: string;
  let partner: string;

  beforeAll(async () => {
    app = await createTestApp();
    const platform = await createFixtureAccount(app, { permissions: CODES, kind: 'platform' });
    admin = await tokenFor(app, platform.managerId);
    const other = await createFixtureAccount(app, { permissions: CODES, kind: 'partner' });
    partner = await tokenFor(app, other.managerId);
  });
  afterAll(async () => app.close());

  const call = (token: string, method: InjectOptions['method'], url: string, payload?: object) =>
    app.inject({
      method,
      url: `/api/${url}`,
      headers: bearer(token),
      ...(payload && (method === 'GET' ? { query: payload as Record<string, string> } : { payload })),
    });
  const summary = async (domain: string) =>
    (await app.inject({ url: `/api/merchant/app/rt/summary?domain=${domain}` })).json().payload;

  let appId: number;
  let siteNameId: number;

  it('creates an app with its domains and a metadata entry that the summary then answers', async () => {
    const created = await call(admin, 'POST', 'merchant/app/rt', {
      app_id: 'app_test_brand',
      name: '测试品牌',
      system: 'partner',
      domains: ['Brand.Example.com'],
    });
    expect(created.json()).toMatchObject({ code: 1001 });
    appId = created.json().payload.id;
    const meta = await call(admin, 'POST', 'merchant/app/rt/metadata', {
      runtime_app_id: appId,
      key: 'TEXT_SITENAME',
      value: '测试站点',
    });
    expect(meta.json().code).toBe(1001);
    siteNameId = meta.json().payload.id;
    expect(await summary('brand.example.com')).toMatchObject({
      app_id: 'app_test_brand',
      metadata: { TEXT_SITENAME: '测试站点' },
    });
    const listed = await call(admin, 'GET', 'merchant/app/rt/list', { app_id: 'test_brand' });
    expect(listed.json().payload.row).toEqual([
      expect.objectContaining({ id: appId, domains: ['brand.example.com'], status: 1 }),
    ]);
    const log = await app.db.selectFrom('audit_log').select('resource').where('row_id', '=', appId).execute();
    expect(log.map((r) => r.resource)).toContain('merchant/app/rt');
  });

  it('hides a disabled metadata entry and a disabled app from the summary, and shows them again', async () => {
    expect(
      (await call(admin, 'PUT', 'merchant/app/rt/metadata/disable', { id: siteNameId })).json().code,
    ).toBe(1002);
    expect((await summary('brand.example.com')).metadata).toEqual({});
    await call(admin, 'PUT', 'merchant/app/rt/metadata/enable', { id: siteNameId });
    expect((await summary('brand.example.com')).metadata).toEqual({ TEXT_SITENAME: '测试站点' });

    expect((await call(admin, 'PUT', 'merchant/app/rt/disable', { id: appId })).json().code).toBe(1002);
    expect((await summary('brand.example.com')).app_id).toBeUndefined();
    const again = await call(admin, 'PUT', 'merchant/app/rt/disable', { id: appId });
    expect(again.statusCode).toBe(409);
    await call(admin, 'PUT', 'merchant/app/rt/enable', { id: appId });
    expect((await summary('brand.example.com')).app_id).toBe('app_test_brand');
  });

  it('refuses a value that does not fit its key, a duplicate key and a domain taken, changing nothing', async () => {
    const bad = await call(admin, 'POST', 'merchant/app/rt/metadata', {
      runtime_app_id: appId,
      key: 'STYLE_PRIMARY_COLOR',
      value: 'blue',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 1400, message: expect.stringContaining('颜色') });
    const dup = await call(admin, 'POST', 'merchant/app/rt/metadata', {
      runtime_app_id: appId,
      key: 'TEXT_SITENAME',
      value: '另一个',
    });
    expect(dup.statusCode).toBe(409);
    const badEdit = await call(admin, 'PUT', 'merchant/app/rt/metadata', { id: siteNameId, value: '' });
    expect(badEdit.statusCode).toBe(400);
    const taken = await call(admin, 'POST', 'merchant/app/rt', {
      app_id: 'app_other',
      name: '另一个',
      system: 'merchant',
      domains: ['brand.example.com'],
    });
    expect(taken.statusCode).toBe(409);
    const rows = await call(admin, 'GET', 'merchant/app/rt/metadata/list', { runtime_app_id: String(appId) });
    expect(rows.json().payload.row).toEqual([
      expect.objectContaining({ key: 'TEXT_SITENAME', value: '测试站点' }),
    ]);
    expect(
      (await call(admin, 'GET', 'merchant/app/rt/list', { app_id: 'app_other' })).json().payload.row,
    ).toEqual([]);
  });

  it('edits and deletes an entry and the app', async () => {
    await call(admin, 'PUT', 'merchant/app/rt/metadata', { id: siteNameId, value: '新名称' });
    expect((await summary('brand.example.com')).metadata.TEXT_SITENAME).toBe('新名称');
    await call(admin, 'PUT', 'merchant/app/rt', { id: appId, name: '改名', domains: ['brand2.example.com'] });
    expect((await call(admin, 'GET', 'merchant/app/rt', { id: String(appId) })).json().payload).toMatchObject(
      {
        name: '改名',
        domains: ['brand2.example.com'],
      },
    );
    expect((await call(admin, 'DELETE', 'merchant/app/rt/metadata', { id: siteNameId })).json().code).toBe(
      1002,
    );
    expect((await call(admin, 'DELETE', 'merchant/app/rt', { id: appId })).json().code).toBe(1002);
    expect((await call(admin, 'GET', 'merchant/app/rt', { id: String(appId) })).statusCode).toBe(404);
    expect((await summary('brand2.example.com')).app_id).toBeUndefined();
  });

  it('answers 403 to anybody but the platform operator, even holding every code', async () => {
    for (const [method, url] of [
      ['GET', 'merchant/app/rt/list'],
      ['POST', 'merchant/app/rt'],
      ['PUT', 'merchant/app/rt/disable'],
      ['GET', 'merchant/app/rt/metadata/list'],
      ['POST', 'merchant/app/rt/metadata'],
      ['DELETE', 'merchant/app/rt/metadata'],
    ] as const) {
      const payload =
        method === 'GET' ? undefined : { id: 1, app_id: 'app_x1', name: 'x', system: 'merchant' };
      const res = await call(partner, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await app.inject({ url: '/api/merchant/app/rt/list' })).statusCode).toBe(401);
  });
});
