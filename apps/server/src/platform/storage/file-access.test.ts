import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowSeconds } from '../../lib/clock.js';
import { bearer } from '../../test/account-fixture.js';
import { buildTenantTree, type TenantTree } from '../../test/tenant-tree.js';
import { createTestApp } from '../../test/test-app.js';
import { recordFileObject } from './file-object-repository.js';
import { FileStore } from './file-store.js';
import { linkOf } from './upload-service.js';

/** Issue 12, point 8: a stored file follows its tenant, the rows that link it, and branding. */
describe('who may read a stored file', () => {
  let app: FastifyInstance;
  let tree: TenantTree;

  beforeAll(async () => {
    app = await createTestApp();
    tree = await buildTenantTree(app, ['universal:message:basic']);
  });
  afterAll(async () => app.close());

  /** A file stored as if `merchantId` had uploaded it: the bytes in the store and its record. */
  async function storedBy(merchantId: number): Promise<string> {
    const data = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      randomBytes(32),
    ]);
    const hash = createHash('sha256').update(data).digest('hex');
    const file = new FileStore(app.config.dataDir).pathOf(hash, 'png');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, data);
    await recordFileObject(
      app.db,
      {
        hash,
        ext: 'png',
        size: data.length,
        mime: 'image/png',
        namespace: 'default',
        merchantId,
        managerId: 1,
      },
      nowSeconds(),
    );
    return linkOf(hash, 'png');
  }

  const read = (link: string, token?: string) =>
    app.inject({ url: link, ...(token && { headers: bearer(token) }) });

  it('is readable by the uploading tenant and those above it; another tenant gets 404', async () => {
    const link = await storedBy(tree.merchant.merchantId);
    for (const reader of [tree.merchant, tree.partner, tree.platform]) {
      expect((await read(link, reader.token)).statusCode).toBe(200);
    }
    for (const reader of [tree.sibling, tree.outsider, tree.otherPartner]) {
      const res = await read(link, reader.token);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe(2404);
    }
    expect((await read(link)).statusCode).toBe(401);
  });

  it('is readable by whoever sees a business row that links it', async () => {
    // The partner uploads the merchant's logo; the merchant sees its own row, the sibling does not.
    const link = await storedBy(tree.partner.merchantId);
    expect((await read(link, tree.merchant.token)).statusCode).toBe(404);
    await app.db
      .updateTable('merchant')
      .set({ logo: link })
      .where('id', '=', tree.merchant.merchantId)
      .execute();
    expect((await read(link, tree.merchant.token)).statusCode).toBe(200);
    expect((await read(link, tree.sibling.token)).statusCode).toBe(404);
  });

  it('follows the resource’s own scope for rows that link a file uploaded elsewhere', async () => {
    // Uploaded under the other partner, then linked from a row of the merchant resource, which
    // the partner above the merchant sees (the row is owned by its parent).
    const link = await storedBy(tree.outsider.merchantId);
    expect((await read(link, tree.partner.token)).statusCode).toBe(404);
    await app.db
      .updateTable('merchant')
      .set({ logo: link })
      .where('id', '=', tree.sibling.merchantId)
      .execute();
    expect((await read(link, tree.partner.token)).statusCode).toBe(200);
    expect((await read(link, tree.merchant.token)).statusCode).toBe(404);
    expect((await read(link, tree.otherPartner.token)).statusCode).toBe(200);
  });

  it('serves branding images to anyone, signed in or not', async () => {
    const link = await storedBy(tree.platform.merchantId);
    expect((await read(link)).statusCode).toBe(401);
    const now = nowSeconds();
    const appRow = await app.db
      .insertInto('runtime_app')
      .values({
        app_id: `app-${now}`,
        name: '品牌',
        system: 'merchant',
        merchant_id: null,
        create_time: now,
        update_time: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await app.db
      .insertInto('runtime_app_metadata')
      .values({
        runtime_app_id: appRow.id,
        key: 'IMAGE_MENU_LOGO',
        value: link,
        create_time: now,
        update_time: now,
      })
      .execute();
    const anonymous = await read(link);
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.headers['content-type']).toBe('image/png');
    expect((await read(link, tree.outsider.token)).statusCode).toBe(200);
  });

  it('answers 401 before telling whether an unknown file exists', async () => {
    expect((await read(`/api/storage/oss/file/${'0'.repeat(64)}.png`)).statusCode).toBe(401);
  });
});
