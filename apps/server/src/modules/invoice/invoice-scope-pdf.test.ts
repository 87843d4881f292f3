import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/account-fixture.js';
import { engineClient } from '../../test/engine-client.js';
import {
  applyInvoice,
  COMPANY_TITLE,
  INVOICE_CODES,
  openInvoicing,
  paidOrder,
  SELLER_SETTING,
} from '../../test/invoice-fixture.js';
import { createTestApp } from '../../test/test-app.js';
import { buildTenantTree, type TenantTree } from '../../test/tenant-tree.js';
import { capitalAmount } from './invoice-amounts.js';

let app: FastifyInstance;
let tree: TenantTree;
let invoiceId: number;

beforeAll(async () => {
  app = await createTestApp();
  tree = await buildTenantTree(app, INVOICE_CODES);
  await openInvoicing(app, tree.merchant);
  const a = await paidOrder(app, tree.merchant, 10_000);
  const b = await paidOrder(app, tree.merchant, 2_000);
  invoiceId = Number((await applyInvoice(app, tree.merchant, [a, b])).json().payload.id);
  while (await app.jobs.runOnce()) {
    /* issue it */
  }
});
afterAll(async () => app.close());

const ids = async (key: string, token: string) => {
  const res = await engineClient(app, key).list(token, { page_size: 100 });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().payload.row as { id: number }[]).map((r) => Number(r.id));
};

describe('who sees an invoice', () => {
  it('the payer in its own records, the seller and its provider in theirs, nobody else', async () => {
    expect(await ids('account/invoice', tree.merchant.token)).toEqual([invoiceId]);
    expect(await ids('invoice/invoice', tree.merchant.token)).toEqual([invoiceId]);
    expect(await ids('invoice/invoice', tree.partner.token)).toEqual([invoiceId]);
    expect(await ids('invoice/invoice', tree.platform.token)).toContain(invoiceId);
    for (const other of [tree.sibling, tree.outsider, tree.otherPartner]) {
      expect(await ids('account/invoice', other.token)).toEqual([]);
      expect(await ids('invoice/invoice', other.token)).toEqual([]);
      expect((await engineClient(app, 'invoice/invoice').detail(other.token, invoiceId)).json().code).toBe(
        2404,
      );
      const pdf = await app.inject({
        url: `/api/invoice/invoice/pdf?id=${invoiceId}`,
        headers: bearer(other.token),
      });
      expect(pdf.json().code).toBe(2404);
    }
    // The seller's records: the orders with their invoiced state; a sibling sees none of them.
    expect((await ids('invoice/trade', tree.merchant.token)).length).toBe(2);
    expect(await ids('invoice/trade', tree.sibling.token)).toEqual([]);
  });

  it('shows the lines and the PDF link in the detail', async () => {
    const detail = (await engineClient(app, 'account/invoice').detail(tree.merchant.token, invoiceId)).json()
      .payload;
    expect(detail.pdf_url).toBe(`/api/account/invoice/pdf?id=${invoiceId}`);
    expect(detail.lines).toContain('*经营租赁*停车费 税率 9%');
    expect(detail.status).toBe(2);
  });
});

describe('the PDF', () => {
  it('is a 电子发票（普通发票） with the parties, the amounts in figures and capitals', async () => {
    const res = await app.inject({
      url: `/api/account/invoice/pdf?id=${invoiceId}`,
      headers: bearer(tree.merchant.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'invoice-pdf-')), 'invoice.pdf');
    fs.writeFileSync(file, res.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    const row = await app.db
      .selectFrom('invoice')
      .selectAll()
      .where('id', '=', invoiceId)
      .executeTakeFirstOrThrow();
    for (const expected of [
      '电子发票（普通发票）',
      `发票号码：${row.invoice_no}`,
      COMPANY_TITLE.title,
      COMPANY_TITLE.tax_no,
      SELLER_SETTING.seller_name,
      SELLER_SETTING.seller_tax_no,
      '*经营租赁*停车费',
      '9%',
      capitalAmount(12_000),
      '¥120.00',
      // 100.00 × 9/109 = 8.26, 20.00 × 9/109 = 1.65
      '¥9.91',
      '¥110.09',
    ])
      expect(text).toContain(expected);
    expect(capitalAmount(12_000)).toBe('壹佰贰拾元整');
  });

  it('cannot be downloaded before the invoice is issued', async () => {
    const a = await paidOrder(app, tree.merchant, 300);
    const id = Number((await applyInvoice(app, tree.merchant, [a])).json().payload.id);
    const res = await app.inject({
      url: `/api/account/invoice/pdf?id=${id}`,
      headers: bearer(tree.merchant.token),
    });
    expect(res.json()).toMatchObject({ code: 1409, message: '发票尚未开具成功，暂无文件' });
  });
});
