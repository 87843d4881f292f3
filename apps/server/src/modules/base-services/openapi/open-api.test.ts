import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowSeconds } from '../../../lib/clock.js';
import { bearer } from '../../../test/account-fixture.js';
import {
  createOpenApp,
  enableModule,
  grantLot,
  openCall,
  OPENAPI_CODES,
  signedHeaders,
  type TestApp,
} from '../../../test/openapi-fixture.js';
import { createClosedStay, createOpenStay, createPark } from '../../../test/parking-fixture.js';
import { createTestApp } from '../../../test/test-app.js';
import { buildTenantTree, type TenantTree } from '../../../test/tenant-tree.js';

const BASE = '/api/base/services/keychain/app';

describe('open API: signed calls limited to granted modules and lots', () => {
  let app: FastifyInstance;
  let tree: TenantTree;
  let client: TestApp;
  let parkId: number;
  let parkUuid: string;
  let otherPark: string;
  let recordsPath: string;

  beforeAll(async () => {
    app = await createTestApp();
    tree = await buildTenantTree(app, OPENAPI_CODES);
    client = await createOpenApp(app, tree.merchant.token);
    await enableModule(app, tree.merchant.token, client.id, 'record');
    await enableModule(app, tree.merchant.token, client.id, 'order');
    parkId = await createPark(app.db, tree.merchant.merchantId);
    await grantLot(app, { parkId, appKey: client.appKey, scopes: 'order,record' });
    await createOpenStay(app.db, parkId, '粤B10001');
    const uuidOf = async (id: number) =>
      (await app.db.selectFrom('park').select('g_park_uuid').where('id', '=', id).executeTakeFirstOrThrow())
        .g_park_uuid;
    parkUuid = await uuidOf(parkId);
    // A lot of the same merchant that granted the app nothing.
    otherPark = await uuidOf(await createPark(app.db, tree.merchant.merchantId));
    recordsPath = `/open/v1/parks/${parkUuid}/records?page_index=1&page_size=20`;
  }, 120_000);
  afterAll(async () => app.close());

  it('answers a correctly signed call for a granted module and lot', async () => {
    const res = await openCall(app, client, 'GET', recordsPath);
    expect(res.statusCode, res.body).toBe(200);
    const payload = res.json().payload;
    expect(payload.paging_header.total_count).toBe(1);
    expect(payload.row[0]).toMatchObject({ plate: '粤B10001', status: 1 });
  });

  it('keeps the secret sealed: never in the detail or the list, not in clear in the database', async () => {
    const detail = await app.inject({
      url: `${BASE}/detail?id=${client.id}`,
      headers: bearer(tree.merchant.token),
    });
    expect(detail.json().payload.app_key).toBe(client.appKey);
    expect(detail.body).not.toContain(client.secret);
    expect(detail.body).not.toContain('secret_cipher');
    const row = await app.db
      .selectFrom('openapi_app')
      .select('secret_cipher')
      .where('id', '=', client.id)
      .executeTakeFirstOrThrow();
    expect(row.secret_cipher).toMatch(/^v1\./);
    expect(row.secret_cipher).not.toContain(client.secret);
  });

  it('refuses a wrong signature', async () => {
    const res = await openCall(app, client, 'GET', recordsPath, '', { secret: 'not-the-secret' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 2401, hint: 'BAD_SIGNATURE' });
    expect(res.json().message).toContain('签名错误');
  });

  it('refuses a body other than the one signed (the body hash is signed)', async () => {
    const signed = JSON.stringify({ order_nos: ['P1'] });
    const sent = JSON.stringify({ order_nos: ['P2'] });
    const res = await openCall(app, client, 'POST', '/open/v1/orders/query', sent, { signedBody: signed });
    expect(res.json()).toMatchObject({ code: 2401, hint: 'BAD_SIGNATURE' });
    const honest = await openCall(app, client, 'POST', '/open/v1/orders/query', signed);
    expect(honest.json(), honest.body).toMatchObject({ code: 1001, payload: { row: [] } });
  });

  it('refuses a path or query other than the one signed', async () => {
    const headers = signedHeaders(client, 'GET', recordsPath);
    const res = await app.inject({ url: recordsPath.replace('page_size=20', 'page_size=50'), headers });
    expect(res.json()).toMatchObject({ code: 2401, hint: 'BAD_SIGNATURE' });
  });

  it('refuses a nonce used before (a replay), even with a fresh signature', async () => {
    const nonce = 'replay-nonce-0001';
    expect((await openCall(app, client, 'GET', recordsPath, '', { nonce })).statusCode).toBe(200);
    const replay = await openCall(app, client, 'GET', recordsPath, '', { nonce });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: 2401, hint: 'REPLAYED_NONCE' });
    expect(replay.json().message).toContain('重放');
  });

  it('refuses a timestamp older than 5 minutes, and one too far ahead', async () => {
    const stale = await openCall(app, client, 'GET', recordsPath, '', { timestamp: nowSeconds() - 301 });
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toMatchObject({ code: 2401, hint: 'STALE_TIMESTAMP' });
    expect(stale.json().message).toContain('5 分钟');
    const ahead = await openCall(app, client, 'GET', recordsPath, '', { timestamp: nowSeconds() + 400 });
    expect(ahead.json()).toMatchObject({ hint: 'STALE_TIMESTAMP' });
    // Within the window it passes.
    const recent = await openCall(app, client, 'GET', recordsPath, '', { timestamp: nowSeconds() - 200 });
    expect(recent.statusCode).toBe(200);
  });

  it('refuses calls without the signature headers or from an unknown or disabled app', async () => {
    const bare = await app.inject({ url: recordsPath });
    expect(bare.json()).toMatchObject({ code: 2401, hint: 'MISSING_HEADERS' });
    const unknown = await openCall(app, { ...client, appKey: 'ak000000000000000000' }, 'GET', recordsPath);
    expect(unknown.json()).toMatchObject({ code: 2401, hint: 'UNKNOWN_APP' });
    const disabled = await createOpenApp(app, tree.merchant.token, '停用的应用');
    await enableModule(app, tree.merchant.token, disabled.id, 'record');
    await grantLot(app, { parkId, appKey: disabled.appKey, scopes: 'record' });
    await app.inject({
      method: 'PUT',
      url: `${BASE}/disable`,
      headers: bearer(tree.merchant.token),
      payload: { id: disabled.id },
    });
    const res = await openCall(app, disabled, 'GET', recordsPath);
    expect(res.json()).toMatchObject({ code: 2401, hint: 'UNKNOWN_APP' });
  });

  it('refuses a module the app was not granted, and again once a module is withdrawn', async () => {
    const res = await openCall(app, client, 'GET', `/open/v1/parks/${parkUuid}/in-parking`);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 2403, hint: 'MODULE_NOT_GRANTED' });
    expect(res.json().message).toContain('在场车辆');

    const other = await createOpenApp(app, tree.merchant.token, '模块撤回');
    await enableModule(app, tree.merchant.token, other.id, 'record');
    await grantLot(app, { parkId, appKey: other.appKey, scopes: 'record' });
    expect((await openCall(app, other, 'GET', recordsPath)).statusCode).toBe(200);
    const modules = await app.inject({
      url: `${BASE}/module/list?app_id=${other.id}&module=record&page_index=1&page_size=20`,
      headers: bearer(tree.merchant.token),
    });
    await app.inject({
      method: 'PUT',
      url: `${BASE}/module/disable`,
      headers: bearer(tree.merchant.token),
      payload: { id: modules.json().payload.row[0].id },
    });
    expect((await openCall(app, other, 'GET', recordsPath)).json()).toMatchObject({
      hint: 'MODULE_NOT_GRANTED',
    });
  });

  it('refuses a lot outside the grants: none, another scope only, expired or disabled', async () => {
    const none = await openCall(app, client, 'GET', `/open/v1/parks/${otherPark}/records`);
    expect(none.statusCode).toBe(403);
    expect(none.json()).toMatchObject({ code: 2403, hint: 'LOT_NOT_GRANTED' });
    expect(none.json().message).toContain('车场未向应用授权');

    const narrow = await createOpenApp(app, tree.merchant.token, '范围不足');
    await enableModule(app, tree.merchant.token, narrow.id, 'record');
    await grantLot(app, { parkId, appKey: narrow.appKey, scopes: 'order' });
    expect((await openCall(app, narrow, 'GET', recordsPath)).json()).toMatchObject({
      hint: 'LOT_NOT_GRANTED',
    });

    const expired = await createOpenApp(app, tree.merchant.token, '授权过期');
    await enableModule(app, tree.merchant.token, expired.id, 'record');
    await grantLot(app, { parkId, appKey: expired.appKey, scopes: 'record', expireIn: -1 });
    expect((await openCall(app, expired, 'GET', recordsPath)).json()).toMatchObject({
      hint: 'LOT_NOT_GRANTED',
    });

    const stopped = await createOpenApp(app, tree.merchant.token, '授权停用');
    await enableModule(app, tree.merchant.token, stopped.id, 'record');
    await grantLot(app, { parkId, appKey: stopped.appKey, scopes: 'record', status: 0 });
    expect((await openCall(app, stopped, 'GET', recordsPath)).json()).toMatchObject({
      hint: 'LOT_NOT_GRANTED',
    });
  });

  it('answers an order only at a lot that granted its orders', async () => {
    const orderNo = async (park: number) => {
      const { orderId } = await createClosedStay(app.db, park);
      const row = await app.db
        .selectFrom('payment_order')
        .select('order_no')
        .where('id', '=', orderId)
        .executeTakeFirstOrThrow();
      return row.order_no;
    };
    const shown = await orderNo(parkId);
    const hidden = await orderNo(await createPark(app.db, tree.merchant.merchantId));
    const seen = await openCall(app, client, 'GET', `/open/v1/orders/${shown}`);
    expect(seen.json(), seen.body).toMatchObject({
      code: 1001,
      payload: { order_no: shown, status: 1, paid_amount: 1000, park_uuid: parkUuid },
    });
    const unseen = await openCall(app, client, 'GET', `/open/v1/orders/${hidden}`);
    expect(unseen.statusCode).toBe(404);
    const body = JSON.stringify({ order_nos: [shown, hidden] });
    const batch = await openCall(app, client, 'POST', '/open/v1/orders/query', body);
    expect(batch.json().payload.row.map((r: { order_no: string }) => r.order_no)).toEqual([shown]);
  });

  it('rotates the secret: the old one stops working at once', async () => {
    const rotated = await createOpenApp(app, tree.merchant.token, '轮换');
    await enableModule(app, tree.merchant.token, rotated.id, 'record');
    await grantLot(app, { parkId, appKey: rotated.appKey, scopes: 'record' });
    expect((await openCall(app, rotated, 'GET', recordsPath)).statusCode).toBe(200);
    const reset = await app.inject({
      method: 'PUT',
      url: `${BASE}/reset-secret`,
      headers: bearer(tree.merchant.token),
      payload: { id: rotated.id },
    });
    const fresh = { ...rotated, secret: reset.json().payload.app_secret as string };
    expect(fresh.secret).not.toBe(rotated.secret);
    expect((await openCall(app, rotated, 'GET', recordsPath)).json()).toMatchObject({
      hint: 'BAD_SIGNATURE',
    });
    expect((await openCall(app, fresh, 'GET', recordsPath)).statusCode).toBe(200);
  });

  it('keeps apps in their tenant: others neither list, read nor rotate them; the partner above sees them', async () => {
    const listed = async (token: string) =>
      (await app.inject({ url: `${BASE}/list?page_index=1&page_size=200`, headers: bearer(token) }))
        .json()
        .payload.row.map((r: { id: number }) => r.id);
    expect(await listed(tree.sibling.token)).not.toContain(client.id);
    expect(await listed(tree.outsider.token)).not.toContain(client.id);
    expect(await listed(tree.partner.token)).toContain(client.id);
    const detail = await app.inject({
      url: `${BASE}/detail?id=${client.id}`,
      headers: bearer(tree.sibling.token),
    });
    expect(detail.statusCode).toBe(404);
    const reset = await app.inject({
      method: 'PUT',
      url: `${BASE}/reset-secret`,
      headers: bearer(tree.sibling.token),
      payload: { id: client.id },
    });
    expect(reset.statusCode).toBe(404);
    const modules = await app.inject({
      url: `${BASE}/module/list?app_id=${client.id}&page_index=1&page_size=20`,
      headers: bearer(tree.sibling.token),
    });
    expect(modules.json().payload.row).toEqual([]);
    // A callback cannot be hung on another tenant's app.
    const hook = await app.inject({
      method: 'POST',
      url: `${BASE}/callback/create`,
      headers: bearer(tree.sibling.token),
      payload: { app_id: client.id, event_type: 'car_exit', url: 'https://example.com/hook' },
    });
    expect(hook.statusCode).toBe(404);
    expect(
      await app.db.selectFrom('openapi_callback').select('id').where('app_id', '=', client.id).execute(),
    ).toEqual([]);
  });

  it('serves its OpenAPI document without a signature', async () => {
    const res = await app.inject({ url: '/open/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toMatch(/^3\./);
  });
});
