import type { FastifyInstance } from 'fastify';
import jsQRModule from 'jsqr';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createFixtureAccount } from '../../../test/account-fixture.js';
import { couponCodeRowFactories } from '../../../test/coupon-code-row-factories.js';
import { engineClient } from '../../../test/engine-client.js';
import { createPark } from '../../../test/parking-fixture.js';
import { tokenFor } from '../../../test/session-token.js';
import { createTestApp } from '../../../test/test-app.js';
import { buildTenantTree, type TenantTree } from '../../../test/tenant-tree.js';
import { readZip } from '../../../test/zip-reader.js';
import { batchCodes } from './feed-code-batch.js';

const CODES = [
  'qrcode:qrcode:list',
  'qrcode:qrcode:generator',
  'qrcode:qrcode:update',
  'qrcode:qrcode:stop',
  'qrcode:stopped:list',
  'qrcode:feed-code:view',
];

// jsqr is CommonJS: under NodeNext its default export is the `default` of module.exports.
const jsQR = jsQRModule.default;

/** What a PNG's QR code says, read the way a phone's scanner would. */
function decodePng(bytes: Buffer): string | undefined {
  const png = PNG.sync.read(bytes);
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}

type Client = ReturnType<typeof engineClient>;

describe('二维码 and 投码工具', () => {
  let app: FastifyInstance;
  let tree: TenantTree;
  let codes: Client;
  let batches: Client;

  beforeAll(async () => {
    app = await createTestApp();
    tree = await buildTenantTree(app, CODES);
    codes = engineClient(app, 'base/services/qrcode');
    batches = engineClient(app, 'base/services/qrcode/feed-code');
    // Migrating a fresh PostgreSQL database takes long on a busy two-core machine.
  }, 180_000);
  afterAll(() => app.close());

  const create = async (body: object, token = tree.merchant.token) => {
    const res = await codes.create(token, body);
    expect(res.json(), res.body).toMatchObject({ code: 1001 });
    return res.json().payload.id as number;
  };
  const image = (id: number, token = tree.merchant.token) =>
    app.inject({ url: `/api/base/services/qrcode/image?id=${id}`, headers: bearer(token) });
  const contentOf = async (id: number) =>
    (await app.db.selectFrom('qrcode').select('content').where('id', '=', id).executeTakeFirstOrThrow())
      .content;

  it('makes a URL code whose image scans back to the URL', async () => {
    const link = 'https://example.com/activity?id=42';
    const id = await create({ name: '活动页', kind: 1, link });
    expect(await contentOf(id)).toBe(link);
    const res = await image(id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(decodePng(res.rawPayload)).toBe(link);
  });

  it('binds a code to a lot’s pay station or a fixed coupon code, only of the caller’s own', async () => {
    const park = await createPark(app.db, tree.merchant.merchantId);
    const uuid = (
      await app.db.selectFrom('park').select('g_park_uuid').where('id', '=', park).executeTakeFirstOrThrow()
    ).g_park_uuid;
    const payCode = await create({ name: '出口付款码', kind: 2, park_id: park });
    expect(await contentOf(payCode)).toMatch(new RegExp(`/pay/park\\?g_park_uuid=${uuid}$`));
    expect(decodePng((await image(payCode)).rawPayload)).toBe(await contentOf(payCode));

    const fixed = await couponCodeRowFactories(app)['parking-coupon/fixed-code']!(tree.merchant);
    const code = (
      await app.db
        .selectFrom('coupon_fixed_code')
        .select('code')
        .where('id', '=', fixed)
        .executeTakeFirstOrThrow()
    ).code;
    const couponCode = await create({ name: '前台领券码', kind: 3, fixed_code_id: fixed });
    expect(await contentOf(couponCode)).toMatch(new RegExp(`/coupon/redeem\\?c=${code}$`));

    // Another tenant's lot or coupon code is as missing as one that does not exist.
    for (const body of [
      { name: '别人的车场', kind: 2, park_id: park },
      { name: '别人的券码', kind: 3, fixed_code_id: fixed },
    ]) {
      const res = await codes.create(tree.sibling.token, body);
      expect(res.statusCode, res.body).toBe(404);
    }
    // A kind without its binding is refused in Chinese.
    const missing = await codes.create(tree.merchant.token, { name: '缺车场', kind: 2 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('请选择车场');
  });

  it('keeps codes within their tenant: a sibling sees neither the row nor its image', async () => {
    const id = await create({ name: '本商户码', kind: 1, link: 'https://example.com/own' });
    expect((await codes.detail(tree.sibling.token, id)).statusCode).toBe(404);
    expect((await image(id, tree.sibling.token)).statusCode).toBe(404);
    expect((await image(id, tree.partner.token)).statusCode).toBe(200);
  });

  it('lists a stopped code under 停用二维码, for an account holding only that code', async () => {
    const id = await create({ name: '待停用', kind: 1, link: 'https://example.com/stop' });
    expect((await codes.action(tree.merchant.token, 'disable', { id })).json()).toMatchObject({ code: 1002 });
    const viewer = await createFixtureAccount(app, {
      permissions: ['qrcode:stopped:list'],
      parentId: tree.partner.merchantId,
    });
    const viewerToken = await tokenFor(app, viewer.managerId);
    expect((await codes.list(viewerToken, { status: 0 })).statusCode).toBe(200);
    const stopped = (await codes.list(tree.merchant.token, { status: 0, page_size: 200 })).json().payload
      .row as {
      id: number;
    }[];
    expect(stopped.map((r) => r.id)).toContain(id);
  });

  it('makes a numbered ZIP batch by a job: every code in order, each scanning to its number', async () => {
    const res = await batches.create(tree.merchant.token, {
      name: '一号停车场桌贴',
      base_url: 'https://example.com/scan',
      prefix: 'A',
      start_no: 7,
      count: 25,
      format: 'zip',
    });
    expect(res.json(), res.body).toMatchObject({ code: 1001 });
    const id = res.json().payload.id as number;
    // Not ready before its job ran.
    const early = await app.inject({
      url: `/api/base/services/qrcode/feed-code/download?id=${id}`,
      headers: bearer(tree.merchant.token),
    });
    expect(early.statusCode).toBe(409);

    while (await app.jobs.runOnce()) {
      /* run the queued batch */
    }
    expect((await batches.detail(tree.merchant.token, id)).json().payload).toMatchObject({
      status: 2,
      done_count: 25,
    });
    const file = await app.inject({
      url: `/api/base/services/qrcode/feed-code/download?id=${id}`,
      headers: bearer(tree.merchant.token),
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/zip');
    const entries = readZip(file.rawPayload);
    const names = [...entries.keys()];
    expect(names).toHaveLength(25);
    expect(names[0]).toBe('A000007.png');
    expect(names[24]).toBe('A000031.png');
    expect(decodePng(entries.get('A000010.png')!)).toBe('https://example.com/scan?no=A000010');

    // The batch is its tenant's: a sibling cannot download it.
    const other = await app.inject({
      url: `/api/base/services/qrcode/feed-code/download?id=${id}`,
      headers: bearer(tree.sibling.token),
    });
    expect(other.statusCode).toBe(404);
  });

  it('makes a printable PDF batch, 20 codes a page', async () => {
    const res = await batches.create(tree.merchant.token, {
      name: '打印批次',
      base_url: 'https://example.com/scan?src=print',
      start_no: 1,
      count: 21,
      format: 'pdf',
    });
    const id = res.json().payload.id as number;
    while (await app.jobs.runOnce()) {
      /* run the queued batch */
    }
    const file = await app.inject({
      url: `/api/base/services/qrcode/feed-code/download?id=${id}`,
      headers: bearer(tree.merchant.token),
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(file.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(2);
  });

  it('refuses a bad prefix or too many codes, making nothing', async () => {
    for (const body of [
      { name: 'x', base_url: 'https://example.com', prefix: '中文', start_no: 1, count: 1, format: 'zip' },
      { name: 'x', base_url: 'https://example.com', start_no: 1, count: 2001, format: 'zip' },
      { name: 'x', base_url: 'javascript:alert(1)', start_no: 1, count: 1, format: 'zip' },
    ]) {
      const res = await batches.create(tree.merchant.token, body);
      expect(res.statusCode, res.body).toBe(400);
    }
  });

  it('numbers a batch zero-padded to its widest number', () => {
    const list = batchCodes({
      base_url: 'https://e.com/a?x=1',
      prefix: null,
      start_no: 999_999,
      count: 2,
      format: 'zip',
    });
    expect(list).toEqual([
      { no: '0999999', content: 'https://e.com/a?x=1&no=0999999' },
      { no: '1000000', content: 'https://e.com/a?x=1&no=1000000' },
    ]);
  });
});
