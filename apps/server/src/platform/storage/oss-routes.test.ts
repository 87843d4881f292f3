import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { IMAGE_LIMIT_BYTES, sealPayload } from '@console/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createFixtureAccount, signIn } from '../../test/account-fixture.js';
import { createTestApp } from '../../test/test-app.js';

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG: 2×2 RGB pixels of the given shade, deflated with zlib. */
function png(shade: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit depth, truecolour, default compression/filter/interlace
  const row = Buffer.from([0, shade, 0, 255 - shade, shade, shade, shade]); // filter byte + 2 pixels
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat([row, row]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
    '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

type Part = [string, string] | [string, { filename: string; type: string; data: Buffer }];

/** A multipart/form-data body written by hand, parts in the given order (the web sends token first). */
function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----console${randomBytes(8).toString('hex')}`;
  const pieces: Buffer[] = [];
  for (const [name, value] of parts) {
    if (typeof value === 'string') {
      pieces.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
      );
    } else {
      pieces.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\n` +
            `Content-Type: ${value.type}\r\n\r\n`,
        ),
        value.data,
        Buffer.from('\r\n'),
      );
    }
  }
  pieces.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(pieces),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Every file under the store, the temporary folder included: a refused upload must leave none. */
function storedFiles(app: FastifyInstance): string[] {
  const root = path.join(app.config.dataDir, 'files');
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name);
}

describe('two-step upload', () => {
  let app: FastifyInstance;
  let alice: string;
  let bob: string;

  beforeAll(async () => {
    app = await createTestApp();
    const a = await createFixtureAccount(app, { permissions: ['universal:user:basic'] });
    const b = await createFixtureAccount(app, { permissions: ['universal:user:basic'] });
    alice = await signIn(app, a.account, a.password);
    bob = await signIn(app, b.account, b.password);
  });
  afterAll(async () => app.close());

  async function tokenFor(
    user: string,
    data: Buffer,
    ext: string,
    namespace = 'default',
    kind = '',
  ): Promise<string> {
    const res = await app.inject({
      url: `/api/storage/oss/token?namespace=${namespace}&hash=${sha256(data)}&ext=${ext}${kind && `&kind=${kind}`}`,
      headers: bearer(user),
    });
    expect(res.statusCode).toBe(200);
    return res.json().payload.token as string;
  }

  function upload(
    user: string | undefined,
    token: string,
    data: Buffer,
    filename: string,
    type = 'application/octet-stream',
  ) {
    const body = multipart([
      ['token', token],
      ['file', { filename, type, data }],
    ]);
    return app.inject({
      method: 'POST',
      url: '/api/storage/oss/upload',
      payload: body.payload,
      headers: { ...body.headers, ...(user ? bearer(user) : {}) },
    });
  }

  it('answers a token and the upload address', async () => {
    const res = await app.inject({
      url: `/api/storage/oss/token?namespace=advertising&hash=${sha256(png(1))}&ext=PNG`,
      headers: bearer(alice),
    });
    expect(res.json()).toMatchObject({
      code: 1001,
      payload: { token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), api_url: '/api/storage/oss/upload' },
    });
  });

  it('uploads a real PNG into the content-addressed store', async () => {
    const image = png(10);
    const hash = sha256(image);
    const res = await upload(alice, await tokenFor(alice, image, 'png'), image, 'a.png', 'image/png');
    const link = `/api/storage/oss/file/${hash}.png`;
    expect(res.json()).toEqual({
      code: 1001,
      status: 1001,
      message: '上传成功',
      seqno: expect.any(String),
      link,
      payload: { link },
    });
    const file = path.join(app.config.dataDir, 'files', hash.slice(0, 2), `${hash}.png`);
    expect(fs.readFileSync(file)).toEqual(image);
    const row = await app.db
      .selectFrom('file_object')
      .selectAll()
      .where('hash', '=', hash)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ ext: 'png', size: image.length, mime: 'image/png', namespace: 'default' });
  });

  it('reuses the stored file for a second upload of the same content', async () => {
    const image = png(20);
    const first = await upload(alice, await tokenFor(alice, image, 'png'), image, 'one.png');
    const second = await upload(bob, await tokenFor(bob, image, 'png'), image, 'two.png');
    expect(second.json().link).toBe(first.json().link);
    const rows = await app.db
      .selectFrom('file_object')
      .select('id')
      .where('hash', '=', sha256(image))
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('uploads a PDF and serves it back as an attachment', async () => {
    const res = await upload(
      alice,
      await tokenFor(alice, PDF, 'pdf'),
      PDF,
      'contract.pdf',
      'application/pdf',
    );
    expect(res.json().status).toBe(1001);
    const file = await app.inject({ url: res.json().link, headers: bearer(alice) });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload).toEqual(PDF);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment/);
  });

  it('refuses content whose hash is not the token’s, leaving nothing behind', async () => {
    const before = storedFiles(app).length;
    const res = await upload(alice, await tokenFor(alice, png(30), 'png'), png(31), 'x.png');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 1400, status: 1400, message: '文件内容与校验值不一致' });
    expect(storedFiles(app)).toHaveLength(before);
  });

  it('refuses a token used twice', async () => {
    const image = png(40);
    const token = await tokenFor(alice, image, 'png');
    expect((await upload(alice, token, image, 'x.png')).json().status).toBe(1001);
    const again = await upload(alice, token, image, 'x.png');
    expect(again.json()).toMatchObject({ code: 1400, status: 1400, message: '上传凭证无效、已使用或已过期' });
  });

  it('refuses another user’s token without spending it', async () => {
    const image = png(50);
    const token = await tokenFor(bob, image, 'png');
    expect((await upload(alice, token, image, 'x.png')).json().code).toBe(1400);
    expect((await upload(bob, token, image, 'x.png')).json().code).toBe(1001);
  });

  it('refuses an expired token', async () => {
    const image = png(55);
    const token = await tokenFor(alice, image, 'png');
    await app.db
      .updateTable('upload_token')
      .set({ expire_time: 1 })
      .where('content_hash', '=', sha256(image))
      .execute();
    expect((await upload(alice, token, image, 'x.png')).json().code).toBe(1400);
  });

  it('refuses an image over 1 MiB with 1413 and writes nothing', async () => {
    const before = storedFiles(app).length;
    const big = Buffer.concat([png(60), Buffer.alloc(IMAGE_LIMIT_BYTES)]);
    const res = await upload(alice, await tokenFor(alice, big, 'png'), big, 'big.png', 'image/png');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 1413, status: 1413, message: '图片大小不能超过 1MB' });
    expect(storedFiles(app)).toHaveLength(before);
  });

  it('lets the document upload take an image beyond 1 MiB, up to the document limit', async () => {
    const big = Buffer.concat([png(61), Buffer.alloc(IMAGE_LIMIT_BYTES)]);
    const res = await upload(
      alice,
      await tokenFor(alice, big, 'png', 'default', 'document'),
      big,
      'scan.png',
      'image/png',
    );
    expect(res.json()).toMatchObject({ code: 1001, status: 1001 });
  });

  it('refuses a .png whose bytes are a PDF', async () => {
    const res = await upload(alice, await tokenFor(alice, PDF, 'png'), PDF, 'fake.png', 'image/png');
    expect(res.json()).toMatchObject({ code: 1400, message: '请上传符合格式要求的文件' });
  });

  it('accepts UTF-8 and GBK text and refuses binary declared as text', async () => {
    const utf8 = Buffer.from('车牌号,金额\n粤B12345,100\n');
    const gbk = Buffer.from([0xb3, 0xb5, 0xc5, 0xc6, 0xba, 0xc5, 0x2c, 0x31, 0x0a]); // 车牌号,1
    const binary = Buffer.from([0x41, 0x00, 0x42, 0x0a]);
    const okUtf8 = await upload(alice, await tokenFor(alice, utf8, 'csv'), utf8, 'a.csv', 'text/csv');
    const okGbk = await upload(alice, await tokenFor(alice, gbk, 'txt'), gbk, 'a.txt', 'text/plain');
    expect(okUtf8.json().status).toBe(1001);
    expect(okGbk.json().status).toBe(1001);
    const served = await app.inject({ url: okGbk.json().link, headers: bearer(alice) });
    expect(served.headers['content-type']).toBe('text/plain; charset=gb18030');
    const bad = await upload(alice, await tokenFor(alice, binary, 'txt'), binary, 'b.txt');
    expect(bad.json()).toMatchObject({ code: 1400, message: '请上传符合格式要求的文件' });
  });

  it('refuses an unknown space, an unsupported type and a file sent before its token', async () => {
    const hash = sha256(PDF);
    const space = await app.inject({
      url: `/api/storage/oss/token?namespace=x&hash=${hash}&ext=pdf`,
      headers: bearer(alice),
    });
    expect(space.json()).toMatchObject({ code: 1400, message: '上传空间不存在' });
    const type = await app.inject({
      url: `/api/storage/oss/token?hash=${hash}&ext=exe`,
      headers: bearer(alice),
    });
    expect(type.json()).toMatchObject({ code: 1400, message: '请上传符合格式要求的文件' });
    const token = await tokenFor(alice, PDF, 'pdf');
    const body = multipart([
      ['file', { filename: 'a.pdf', type: 'application/pdf', data: PDF }],
      ['token', token],
    ]);
    const res = await app.inject({
      method: 'POST',
      url: '/api/storage/oss/upload',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(alice) },
    });
    expect(res.json()).toMatchObject({ code: 1400, status: 1400, message: '缺少上传凭证' });
  });

  it('serves files only to signed-in callers of the tenant, by bearer or by the accessToken cookie', async () => {
    const image = png(70);
    const link = (await upload(alice, await tokenFor(alice, image, 'png'), image, 'p.png')).json()
      .link as string;
    expect((await app.inject({ url: link })).statusCode).toBe(401);
    expect(
      (await app.inject({ url: link, headers: { cookie: 'accessToken=not-a-real-token-value-123' } }))
        .statusCode,
    ).toBe(401);
    const viaBearer = await app.inject({ url: link, headers: bearer(alice) });
    expect(viaBearer.statusCode).toBe(200);
    expect(viaBearer.rawPayload).toEqual(image);
    expect(viaBearer.headers).toMatchObject({
      'content-type': 'image/png',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });
    expect(viaBearer.headers['content-disposition']).toBeUndefined();
    const viaCookie = await app.inject({
      url: link,
      headers: { cookie: `theme=dark; accessToken=${encodeURIComponent(alice)}` },
    });
    expect(viaCookie.statusCode).toBe(200);
    expect(viaCookie.rawPayload).toEqual(image);
    // Another tenant's account is told nothing: the file does not exist for it.
    const otherTenant = await app.inject({
      url: link,
      headers: { cookie: `accessToken=${encodeURIComponent(bob)}` },
    });
    expect(otherTenant.statusCode).toBe(404);
    const missing = await app.inject({
      url: `/api/storage/oss/file/${'0'.repeat(64)}.png`,
      headers: bearer(alice),
    });
    expect(missing.statusCode).toBe(404);
  });

  it('accepts the cookie on file routes only', async () => {
    const res = await app.inject({
      url: `/api/storage/oss/token?hash=${sha256(PDF)}&ext=pdf`,
      headers: { cookie: `accessToken=${alice}` },
    });
    expect(res.statusCode).toBe(401);
  });

  it('answers 401 without a token on every storage endpoint', async () => {
    const image = png(80);
    const token = await tokenFor(alice, image, 'png');
    expect((await upload(undefined, token, image, 'x.png')).statusCode).toBe(401);
    expect(
      (await app.inject({ url: `/api/storage/oss/token?hash=${sha256(image)}&ext=png` })).statusCode,
    ).toBe(401);
  });
});

describe('upload with payload encryption required', () => {
  let app: FastifyInstance;
  let token: string;
  beforeAll(async () => {
    app = await createTestApp({ env: { PAYLOAD_ENCRYPTION: 'required' } });
    const user = await createFixtureAccount(app, { permissions: [] });
    // Sign-in itself must be sealed in this mode.
    const { payload: key } = (await app.inject({ url: '/api/secret' })).json();
    const sealed = sealPayload(
      { account: user.account, password: user.password },
      { kid: key.kid, publicKey: key.public_key },
      { method: 'POST', path: '/api/login' },
    );
    token = (await app.inject({ method: 'POST', url: '/api/login', payload: sealed })).json().payload
      .access_token.value;
  });
  afterAll(async () => app.close());

  it('still accepts a plain multipart upload', async () => {
    const image = png(90);
    const grant = await app.inject({
      url: `/api/storage/oss/token?hash=${sha256(image)}&ext=png`,
      headers: bearer(token),
    });
    const body = multipart([
      ['token', grant.json().payload.token],
      ['file', { filename: 'a.png', type: 'image/png', data: image }],
    ]);
    const res = await app.inject({
      method: 'POST',
      url: '/api/storage/oss/upload',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(token) },
    });
    expect(res.json().status).toBe(1001);
  });
});
