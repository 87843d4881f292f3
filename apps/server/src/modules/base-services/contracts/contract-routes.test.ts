import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { STORED_FILE_ROUTE } from '@console/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/account-fixture.js';
import { engineClient } from '../../../test/engine-client.js';
import { createTestApp } from '../../../test/test-app.js';
import { buildTenantTree, type TenantTree } from '../../../test/tenant-tree.js';
import { FileStore } from '../../../platform/storage/file-store.js';
import { expireContracts } from './contract-expiry.js';
import { TAMPERED_MESSAGE } from './contract-document.js';

const CODES = [
  'contract:merchant:list',
  'contract:contract:list',
  'contract:contract:detail',
  'contract:contract:create',
  'contract:contract:send',
  'contract:contract:abort',
  'account:contract:list',
  'account:contract:detail',
  'account:contract:sign',
];
const DAY = 86_400;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('合同：起草、发送、签署与防篡改', () => {
  let app: FastifyInstance;
  let tree: TenantTree;
  let admin: ReturnType<typeof engineClient>;
  let mine: ReturnType<typeof engineClient>;
  const now = Math.floor(Date.now() / 1000);
  const draft = (extra: object = {}) => ({
    signer_id: tree.merchant.merchantId,
    title: '智慧停车系统服务合同',
    party: '智慧停车平台运营中心',
    amount: 1_880_000,
    start_time: now,
    end_time: now + 365 * DAY,
    source: 2,
    template: 1,
    ...extra,
  });
  const count = async () =>
    Number(
      (
        await app.db
          .selectFrom('contract')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const download = (key: string, token: string, id: number) =>
    app.inject({ url: `/api/${key}/file?id=${id}`, headers: bearer(token) });
  const storedPath = async (id: number) => {
    const row = await app.db
      .selectFrom('contract')
      .select('file_link')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const name = row.file_link.split('/').at(-1)!;
    const [hash, ext] = name.split('.') as [string, string];
    return new FileStore(app.config.dataDir).pathOf(hash, ext);
  };

  beforeAll(async () => {
    app = await createTestApp();
    tree = await buildTenantTree(app, CODES);
    admin = engineClient(app, 'base/services/contract');
    mine = engineClient(app, 'account/contract');
    // A fresh database per file: on PostgreSQL beside other test files migrating takes a while.
  }, 120_000);
  afterAll(async () => app.close());

  it('drafts from a template to a stored PDF whose hash is kept; the merchant cannot sign a draft', async () => {
    const res = await admin.create(tree.platform.token, draft());
    expect(res.json().code).toBe(1001);
    const id = Number(res.json().payload.id);
    const detail = (await admin.detail(tree.platform.token, id)).json().payload;
    expect(detail).toMatchObject({ status: 0, source: 2, template: 1, merchant_name: expect.any(String) });
    expect(detail.contract_no).toMatch(/^HT\d{16}$/);
    expect(detail.doc_hash).toMatch(/^[0-9a-f]{64}$/);
    const bytes = fs.readFileSync(await storedPath(id));
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(sha256(bytes)).toBe(detail.doc_hash);
    // The merchant reads the draft but cannot sign it before it is sent.
    expect((await mine.detail(tree.merchant.token, id)).json().payload.status).toBe(0);
    expect((await mine.action(tree.merchant.token, 'sign', { id })).json().code).toBe(1409);
    expect((await mine.detail(tree.sibling.token, id)).statusCode).toBe(404);
  });

  it('refuses a bad draft with a Chinese message and stores nothing', async () => {
    const before = await count();
    const noTemplate = await admin.create(tree.platform.token, draft({ template: undefined }));
    expect(noTemplate.json()).toMatchObject({ code: 1400, message: '请选择合同模板' });
    const noFile = await admin.create(tree.platform.token, draft({ source: 1, template: undefined }));
    expect(noFile.json()).toMatchObject({ code: 1400, message: '请上传合同文件' });
    const backwards = await admin.create(tree.platform.token, draft({ end_time: now - DAY }));
    expect(backwards.json()).toMatchObject({ code: 1400, message: '到期日期必须晚于生效日期' });
    const outside = await admin.create(tree.partner.token, draft({ signer_id: tree.outsider.merchantId }));
    expect(outside.statusCode).toBeGreaterThanOrEqual(400);
    expect(await count()).toBe(before);
  });

  it('takes an uploaded PDF by its content hash', async () => {
    const pdf = Buffer.from('%PDF-1.4\n% 上传的合同\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
    const hash = sha256(pdf);
    const file = new FileStore(app.config.dataDir).pathOf(hash, 'pdf');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, pdf);
    const res = await admin.create(
      tree.platform.token,
      draft({ source: 1, template: undefined, file_link: `${STORED_FILE_ROUTE}/${hash}.pdf` }),
    );
    expect(res.json().code).toBe(1001);
    const detail = (await admin.detail(tree.platform.token, Number(res.json().payload.id))).json().payload;
    expect(detail).toMatchObject({ source: 1, doc_hash: hash, status: 0 });
  });

  it('sends for signing with a message to the merchant, who signs it (who, when, where, hash)', async () => {
    const id = Number((await admin.create(tree.platform.token, draft())).json().payload.id);
    const sent = await admin.action(tree.platform.token, 'send-sign', { id });
    expect(sent.json().code).toBeLessThan(1003);
    const message = await app.db
      .selectFrom('message')
      .select(['title', 'link'])
      .where('user_id', '=', tree.merchant.managerId)
      .executeTakeFirstOrThrow();
    expect(message).toMatchObject({
      title: '您有一份合同待签署',
      link: `/account/merchant/contract/detail?id=${id}`,
    });

    // Another merchant neither sees nor signs it.
    expect((await mine.detail(tree.sibling.token, id)).statusCode).toBe(404);
    expect((await mine.action(tree.sibling.token, 'sign', { id })).statusCode).toBe(404);

    const signed = await mine.action(tree.merchant.token, 'sign', { id });
    expect(signed.json().code).toBeLessThan(1003);
    const detail = (await mine.detail(tree.merchant.token, id)).json().payload;
    expect(detail).toMatchObject({ status: 2, sign_name: expect.any(String), sign_ip: expect.any(String) });
    expect(detail.sign_time).toBeGreaterThan(0);
    expect(detail.document_url).toBe(`/api/account/contract/file?id=${id}`);
    // Signed once: a second signature is refused.
    expect((await mine.action(tree.merchant.token, 'sign', { id })).json().code).toBe(1409);

    const file = await download('account/contract', tree.merchant.token, id);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/pdf');
    expect(sha256(file.rawPayload)).toBe(detail.doc_hash);
    expect((await download('base/services/contract', tree.platform.token, id)).statusCode).toBe(200);
    expect((await download('account/contract', tree.sibling.token, id)).statusCode).toBe(404);
  });

  it('refuses to hand out a signed document changed on disk, and to sign a changed one', async () => {
    const id = Number((await admin.create(tree.platform.token, draft())).json().payload.id);
    await admin.action(tree.platform.token, 'send-sign', { id });
    await mine.action(tree.merchant.token, 'sign', { id });
    const file = await storedPath(id);
    const original = fs.readFileSync(file);
    fs.writeFileSync(file, Buffer.concat([original, Buffer.from('\n% 篡改')]));
    try {
      for (const [key, token] of [
        ['account/contract', tree.merchant.token],
        ['base/services/contract', tree.platform.token],
      ] as const) {
        const refused = await download(key, token, id);
        expect(refused.statusCode).toBe(409);
        expect(refused.json()).toMatchObject({ code: 1409, message: TAMPERED_MESSAGE });
      }
      // A sent contract whose file changed cannot be signed either.
      const other = Number(
        (await admin.create(tree.platform.token, draft({ title: '另一份合同' }))).json().payload.id,
      );
      await admin.action(tree.platform.token, 'send-sign', { id: other });
      const otherFile = await storedPath(other);
      fs.appendFileSync(otherFile, '\n% 篡改');
      const sign = await mine.action(tree.merchant.token, 'sign', { id: other });
      expect(sign.json()).toMatchObject({ code: 1409, message: TAMPERED_MESSAGE });
      expect((await mine.detail(tree.merchant.token, other)).json().payload.status).toBe(1);
    } finally {
      fs.writeFileSync(file, original);
    }
    expect((await download('account/contract', tree.merchant.token, id)).statusCode).toBe(200);
  });

  it('terminates with a reason, expires signed contracts past their end date, and scopes the lists', async () => {
    const id = Number(
      (await admin.create(tree.platform.token, draft({ title: '待终止合同' }))).json().payload.id,
    );
    const noReason = await admin.action(tree.platform.token, 'terminate', { id });
    expect(noReason.json().code).toBe(1400);
    const ended = await admin.action(tree.platform.token, 'terminate', {
      id,
      terminate_reason: '双方协商解除',
    });
    expect(ended.json().code).toBeLessThan(1003);
    expect((await admin.detail(tree.platform.token, id)).json().payload).toMatchObject({
      status: -1,
      terminate_reason: '双方协商解除',
    });

    const signed = await app.db
      .selectFrom('contract')
      .select('id')
      .where('status', '=', 2)
      .where('merchant_id', '=', tree.merchant.merchantId)
      .execute();
    expect(signed.length).toBeGreaterThan(0);
    await app.db
      .updateTable('contract')
      .set({ end_time: now - DAY })
      .where('id', '=', Number(signed[0]!.id))
      .execute();
    expect(await expireContracts(app.db, now)).toBe(1);
    expect((await admin.detail(tree.platform.token, Number(signed[0]!.id))).json().payload.status).toBe(3);

    // The platform sees every contract, the partner its merchants', the other partner none.
    const total = await count();
    expect((await admin.list(tree.platform.token)).json().payload.paging_header.total_count).toBe(total);
    expect((await admin.list(tree.partner.token)).json().payload.paging_header.total_count).toBe(total);
    expect((await admin.list(tree.otherPartner.token)).json().payload.row).toEqual([]);
    const merchants = await app.inject({
      url: '/api/base/services/contract/merchant/list',
      headers: bearer(tree.platform.token),
    });
    expect(merchants.json().payload.row).toEqual([
      expect.objectContaining({ merchant_no: expect.any(String), contract_count: total }),
    ]);
  });
});
