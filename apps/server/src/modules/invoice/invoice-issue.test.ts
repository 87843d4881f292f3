import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { engineClient } from '../../test/engine-client.js';
import {
  applyInvoice,
  COMPANY_TITLE,
  INVOICE_CODES,
  openInvoicing,
  paidOrder,
} from '../../test/invoice-fixture.js';
import { createTestApp } from '../../test/test-app.js';
import { buildTenantTree, type TenantTree } from '../../test/tenant-tree.js';
import {
  SimulatedInvoiceChannel,
  useInvoiceChannel,
  type InvoiceChannel,
} from '../../platform/invoicing/index.js';
import { nowSeconds } from '../../lib/clock.js';
import { issueInvoice } from './invoice-issue.js';

let app: FastifyInstance;
let tree: TenantTree;
let channel: SimulatedInvoiceChannel;
let before: InvoiceChannel;

beforeAll(async () => {
  app = await createTestApp();
  tree = await buildTenantTree(app, INVOICE_CODES);
  await openInvoicing(app, tree.merchant);
});
afterAll(async () => {
  useInvoiceChannel(before);
  await app.close();
});
beforeEach(() => {
  channel = new SimulatedInvoiceChannel();
  before = useInvoiceChannel(channel);
});

const invoiceRow = (id: number) =>
  app.db.selectFrom('invoice').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
/** Runs every queued job (the issuing ones among them) as a worker would. */
async function runJobs(): Promise<void> {
  while (await app.jobs.runOnce()) {
    /* next */
  }
}
const consumption = async () => {
  const res = await engineClient(app, 'account/invoice/trade').list(tree.merchant.token, { page_size: 100 });
  return (res.json().payload.row as { id: number }[]).map((r) => Number(r.id));
};

describe('申请开票 and the issuing job', () => {
  it('issues one invoice over several orders: total = sum of orders, tax per line, title copied', async () => {
    const a = await paidOrder(app, tree.merchant, 1000);
    const b = await paidOrder(app, tree.merchant, 500);
    const c = await paidOrder(app, tree.merchant, 2000, 'recharge');
    expect(await consumption()).toEqual(expect.arrayContaining([a, b, c]));
    const res = await applyInvoice(app, tree.merchant, [a, b, c]);
    expect(res.json().code, res.body).toBe(1001);
    const id = Number(res.json().payload.id);
    const waiting = await invoiceRow(id);
    expect(waiting).toMatchObject({
      status: 0,
      buyer_name: COMPANY_TITLE.title,
      buyer_tax_no: COMPANY_TITLE.tax_no,
    });
    // 10.00 and 5.00 at 9 % (0.83 + 0.41), 20.00 at 6 % (1.13): each line rounded on its own.
    expect(Number(waiting.amount)).toBe(3500);
    expect(Number(waiting.tax_amount)).toBe(83 + 41 + 113);
    expect(Number(waiting.net_amount)).toBe(3500 - 237);
    expect(await consumption()).not.toContain(a);

    await runJobs();
    const issued = await invoiceRow(id);
    expect(issued.status).toBe(2);
    expect(issued.invoice_no).toMatch(/^\d{20}$/);
    expect(channel.issues).toBe(1);
    const message = await app.db
      .selectFrom('message')
      .select(['title', 'link'])
      .where('user_id', '=', tree.merchant.managerId)
      .executeTakeFirstOrThrow();
    expect(message).toEqual({ title: '电子发票已开具', link: `/account/invoice/list/detail?id=${id}` });
  });

  it('invoices an order at most once, also when two applications race for it', async () => {
    const a = await paidOrder(app, tree.merchant, 800);
    const b = await paidOrder(app, tree.merchant, 900);
    const [first, second] = await Promise.all([
      applyInvoice(app, tree.merchant, [a, b]),
      applyInvoice(app, tree.merchant, [b]),
    ]);
    const codes = [first.json().code, second.json().code].sort();
    expect(codes).toEqual([1001, 1409]);
    const loser = first.json().code === 1409 ? first : second;
    expect(loser.json().message).toBe('所选订单已开票或正在开票，请刷新后重试');
    const lines = await app.db
      .selectFrom('invoice_line')
      .select('invoice_id')
      .where('trade_id', '=', b)
      .execute();
    expect(lines).toHaveLength(1);
    // Nothing of the refused application was written.
    expect((await applyInvoice(app, tree.merchant, [b])).json().code).toBe(1409);
  });

  it('refuses another tenant\u2019s orders and a seller without the service, writing nothing', async () => {
    const theirs = await paidOrder(app, tree.sibling, 500);
    const res = await applyInvoice(app, tree.merchant, [theirs]);
    expect(res.json()).toMatchObject({ code: 1409, message: '所选订单不存在或不属于当前账户' });
    const own = await paidOrder(app, tree.sibling, 500);
    const refused = await applyInvoice(app, tree.sibling, [own]);
    expect(refused.json()).toMatchObject({
      code: 1409,
      message: '销售商户未开通开票服务或服务已到期，暂不能开票',
    });
    const bad = await applyInvoice(app, tree.merchant, [own], { ...COMPANY_TITLE, tax_no: '' });
    expect(bad.json()).toMatchObject({ code: 1400, message: '企业抬头请填写税号' });
    expect(
      await app.db
        .selectFrom('invoice')
        .select('id')
        .where('applicant_id', '=', tree.sibling.merchantId)
        .execute(),
    ).toEqual([]);
  });

  it('records a failure with its reason; 重新开票 issues it', async () => {
    await runJobs(); // the earlier tests' invoices, so the failure below is this one's
    const a = await paidOrder(app, tree.merchant, 1200);
    const id = Number((await applyInvoice(app, tree.merchant, [a])).json().payload.id);
    channel.failNext(1, '税务平台维护中');
    await runJobs();
    expect(await invoiceRow(id)).toMatchObject({ status: -1, fail_reason: '税务平台维护中' });
    const retried = await engineClient(app, 'account/invoice').action(tree.merchant.token, 'retry', { id });
    expect(retried.json().code, retried.body).toBe(1002);
    expect(await invoiceRow(id)).toMatchObject({ status: 0, fail_reason: null });
    await runJobs();
    expect(await invoiceRow(id)).toMatchObject({ status: 2 });
  });

  it('is idempotent: killed after the channel answered and run again, it issues once', async () => {
    const a = await paidOrder(app, tree.merchant, 1500);
    const id = Number((await applyInvoice(app, tree.merchant, [a])).json().payload.id);
    const payload = { invoice_id: id, app_id: '' };
    // The worker dies after the channel issued the invoice, before our row was updated.
    const dying: InvoiceChannel = {
      async issue(request) {
        await channel.issue(request);
        throw new Error('worker killed');
      },
    };
    await expect(issueInvoice(app.db, dying, payload, nowSeconds())).rejects.toThrow('worker killed');
    expect(await invoiceRow(id)).toMatchObject({ status: 1 });
    // Restarted: the job runs again (and once more, as a duplicate would).
    expect(await issueInvoice(app.db, channel, payload, nowSeconds())).toBe('issued');
    expect(await issueInvoice(app.db, channel, payload, nowSeconds())).toBe('skipped');
    await runJobs();
    expect(channel.issues).toBe(1);
    const row = await invoiceRow(id);
    expect(row.status).toBe(2);
    expect(row.invoice_no).toBe(channel.issued.get(row.apply_no)!.invoice_no);
  });

  it('红冲 issues a red invoice and frees the orders for a new invoice', async () => {
    const a = await paidOrder(app, tree.merchant, 3000);
    const id = Number((await applyInvoice(app, tree.merchant, [a])).json().payload.id);
    await runJobs();
    const seller = engineClient(app, 'invoice/invoice');
    const reversed = await seller.action(tree.merchant.token, 'reverse', { id });
    expect(reversed.json().code, reversed.body).toBe(1002);
    expect(await invoiceRow(id)).toMatchObject({ reversed: 1 });
    // Still claimed until the red invoice is issued.
    expect((await applyInvoice(app, tree.merchant, [a])).json().code).toBe(1409);
    await runJobs();
    const red = await app.db
      .selectFrom('invoice')
      .selectAll()
      .where('red_of_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(red).toMatchObject({ color: 2, status: 2 });
    expect(Number(red.amount)).toBe(-3000);
    expect(await invoiceRow(id)).toMatchObject({ reversed: 2 });
    expect(await consumption()).toContain(a);
    const again = await seller.action(tree.merchant.token, 'reverse', { id });
    expect(again.json().code).toBe(1409);
    const reissued = await applyInvoice(app, tree.merchant, [a]);
    expect(reissued.json().code, reissued.body).toBe(1001);
  });
});
