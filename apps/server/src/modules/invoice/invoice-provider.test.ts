import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/account-fixture.js';
import { engineClient } from '../../test/engine-client.js';
import {
  applyInvoice,
  INVOICE_CODES,
  openInvoicing,
  paidOrder,
  SELLER_SETTING,
} from '../../test/invoice-fixture.js';
import { createTestApp } from '../../test/test-app.js';
import { buildTenantTree, type TenantTree, type TreeMember } from '../../test/tenant-tree.js';
import { nowSeconds } from '../../lib/clock.js';

/** The provider's codes beside the merchant's (every tenant of the tree holds them all). */
const PROVIDER_CODES = [
  ...INVOICE_CODES,
  'invoice:merchant:list',
  'invoice:rule:view',
  'invoice:rule:update',
  'invoice:config:view',
  'invoice:config:update',
  'invoice:software:list',
  'invoice:software:detail',
  'invoice:software:create',
  'invoice:software:update',
];

const SECRET = 'sk_live_9f8e7d6c5b4a3210';
const SOFTWARE = {
  name: '诺诺开票',
  adapter: 'simulator',
  tax_no: '91440300708461136T',
  app_key: 'APPKEY001',
  app_secret: SECRET,
};

let app: FastifyInstance;
let tree: TenantTree;

beforeAll(async () => {
  app = await createTestApp();
  tree = await buildTenantTree(app, PROVIDER_CODES);
  await openInvoicing(app, tree.merchant);
  await openInvoicing(app, tree.outsider);
}, 120_000);
afterAll(async () => app.close());

async function runJobs(): Promise<void> {
  while (await app.jobs.runOnce()) {
    /* next */
  }
}
const invoiceRow = (id: number) =>
  app.db.selectFrom('invoice').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const listIds = async (key: string, token: string) => {
  const res = await engineClient(app, key).list(token, { page_size: 100 });
  expect(res.json().code, res.body).toBe(1001);
  return (res.json().payload.row as { id: number }[]).map((r) => Number(r.id));
};
const save = (member: TreeMember, key: string, payload: object) =>
  app.inject({ method: 'PUT', url: `/api/${key}/update`, headers: bearer(member.token), payload });
const manual = (member: TreeMember, payload: object) =>
  engineClient(app, 'invoice/manual').create(member.token, {
    title_type: 1,
    buyer_name: '深圳市南山区某某科技有限公司',
    buyer_tax_no: '91440300708461136T',
    manual_item: '*经营租赁*停车费',
    manual_tax_rate: 9,
    amount: 10_900,
    ...payload,
  });

describe('开票软件', () => {
  let softwareId: number;

  it('keeps the secret: never answered, shown as a hint, kept by an edit that leaves it empty', async () => {
    const client = engineClient(app, 'invoice/software');
    const created = await client.create(tree.partner.token, SOFTWARE);
    expect(created.json().code, created.body).toBe(1001);
    softwareId = Number(created.json().payload.id);
    const list = await client.list(tree.partner.token);
    expect(list.body).not.toContain(SECRET);
    const detail = await client.detail(tree.partner.token, softwareId);
    expect(detail.body).not.toContain(SECRET);
    expect(detail.json().payload.secret_hint).toBe('已设置（尾号 3210）');
    expect(detail.json().payload.app_secret ?? '').toBe('');

    const edited = await client.update(tree.partner.token, {
      id: softwareId,
      ...SOFTWARE,
      name: '诺诺开票（主）',
      app_secret: '',
    });
    expect(edited.json().code, edited.body).toBe(1002);
    const stored = await app.db
      .selectFrom('invoice_software')
      .select(['name', 'app_secret'])
      .where('id', '=', softwareId)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ name: '诺诺开票（主）', app_secret: SECRET });
    // The audit row of the edit holds no secret either.
    const audits = await app.db.selectFrom('audit_log').selectAll().execute();
    expect(JSON.stringify(audits)).not.toContain(SECRET);
  });

  it('refuses a software with no secret and writes nothing', async () => {
    const { app_secret: _secret, ...noSecret } = SOFTWARE;
    const res = await engineClient(app, 'invoice/software').create(tree.partner.token, {
      ...noSecret,
      name: '无密钥',
    });
    expect(res.json()).toMatchObject({ code: 1400, message: '请输入AppSecret' });
    const found = await app.db
      .selectFrom('invoice_software')
      .select('id')
      .where('name', '=', '无密钥')
      .execute();
    expect(found).toEqual([]);
  });

  it('is the provider’s own: its merchants and other providers do not see it', async () => {
    expect(await listIds('invoice/software', tree.partner.token)).toEqual([softwareId]);
    for (const other of [tree.merchant, tree.otherPartner, tree.outsider])
      expect(await listIds('invoice/software', other.token)).toEqual([]);
    expect(
      (await engineClient(app, 'invoice/software').detail(tree.otherPartner.token, softwareId)).json().code,
    ).toBe(2404);
  });

  it('issues its merchants’ invoices; stopped or of an adapter not reached, the invoice fails with why', async () => {
    const config = await save(tree.partner, 'invoice/software-config', {
      software_id: softwareId,
      drawer: '李会计',
      reviewer: '',
      payee: '',
    });
    expect(config.json().code, config.body).toBe(1002);
    const first = Number(
      (await applyInvoice(app, tree.merchant, [await paidOrder(app, tree.merchant, 500)])).json().payload.id,
    );
    await runJobs();
    expect((await invoiceRow(first)).status).toBe(2);

    const stop = await engineClient(app, 'invoice/software').action(tree.partner.token, 'disable', {
      id: softwareId,
    });
    expect(stop.json().code, stop.body).toBe(1002);
    const second = Number(
      (await applyInvoice(app, tree.merchant, [await paidOrder(app, tree.merchant, 600)])).json().payload.id,
    );
    await runJobs();
    expect(await invoiceRow(second)).toMatchObject({
      status: -1,
      fail_reason: '开票软件「诺诺开票（主）」已停用，请联系服务商',
    });

    await engineClient(app, 'invoice/software').action(tree.partner.token, 'enable', { id: softwareId });
    await app.db
      .updateTable('invoice_software')
      .set({ adapter: 'baiwang' })
      .where('id', '=', softwareId)
      .execute();
    const retried = await engineClient(app, 'invoice/invoice').action(tree.merchant.token, 'retry', {
      id: second,
    });
    expect(retried.json().code, retried.body).toBe(1002);
    await runJobs();
    expect((await invoiceRow(second)).fail_reason).toBe(
      '开票软件「诺诺开票（主）」的接口暂未接入，请联系服务商',
    );

    await app.db
      .updateTable('invoice_software')
      .set({ adapter: 'simulator' })
      .where('id', '=', softwareId)
      .execute();
    await engineClient(app, 'invoice/invoice').action(tree.merchant.token, 'retry', { id: second });
    await runJobs();
    expect((await invoiceRow(second)).status).toBe(2);
    // The other provider set no software: its merchant issues through the platform's channel.
    const outside = Number(
      (await applyInvoice(app, tree.outsider, [await paidOrder(app, tree.outsider, 700)])).json().payload.id,
    );
    await runJobs();
    expect((await invoiceRow(outside)).status).toBe(2);
  });
});

describe('申请商户', () => {
  it('lists the provider’s merchants with the service and what they invoiced; a merchant sees itself', async () => {
    const res = await engineClient(app, 'invoice/merchant').list(tree.partner.token, { page_size: 100 });
    expect(res.json().code, res.body).toBe(1001);
    const rows = res.json().payload.row as Record<string, unknown>[];
    expect(rows.map((row) => Number(row.id))).toEqual([tree.merchant.merchantId]);
    const issued = await app.db
      .selectFrom('invoice')
      .select(['amount'])
      .where('merchant_id', '=', tree.merchant.merchantId)
      .where('status', '=', 2)
      .execute();
    expect(rows[0]).toMatchObject({
      contact_name: '张三',
      status: 1,
      invoice_count: issued.length,
      invoice_amount: issued.reduce((sum, row) => sum + Number(row.amount), 0),
    });
    // The phone is masked in a list.
    expect(rows[0]!.contact_mobile).toBe('138****8000');
    expect(await listIds('invoice/merchant', tree.merchant.token)).toEqual([tree.merchant.merchantId]);
    expect(await listIds('invoice/merchant', tree.otherPartner.token)).toEqual([tree.outsider.merchantId]);
    expect(await listIds('invoice/merchant', tree.sibling.token)).toEqual([]);
  });
});

describe('开票规则', () => {
  const RULE = { businesses: ['parking_cashier'], max_amount: 5_000, max_orders: 2, within_days: 30 };

  it('is enforced on every application of the provider’s merchants, refusing and writing nothing', async () => {
    const saved = await save(tree.partner, 'invoice/rule', RULE);
    expect(saved.json().code, saved.body).toBe(1002);
    const count = async () =>
      Number(
        (
          await app.db
            .selectFrom('invoice')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const card = await paidOrder(app, tree.merchant, 1_000, 'recharge');
    const big = await paidOrder(app, tree.merchant, 6_000);
    const [a, b, c] = [
      await paidOrder(app, tree.merchant, 100),
      await paidOrder(app, tree.merchant, 100),
      await paidOrder(app, tree.merchant, 100),
    ];
    const old = await paidOrder(app, tree.merchant, 100);
    await app.db
      .updateTable('trade')
      .set({ pay_time: nowSeconds() - 31 * 24 * 3600 })
      .where('id', '=', old)
      .execute();

    const refusals: [number[], string][] = [
      [[card], '不在服务商开票规则的可开票业务内'],
      [[a, b, c], '服务商开票规则：单张发票最多 2 笔订单'],
      [[big], '价税合计 ¥60.00 超过服务商开票规则的单张发票限额 ¥50.00'],
      [[old], '已超过开票期限（支付后 30 天内可开票）'],
    ];
    for (const [orders, message] of refusals) {
      const res = await applyInvoice(app, tree.merchant, orders);
      expect(res.json().code, res.body).toBe(1409);
      expect(res.json().message).toContain(message);
    }
    expect(await count()).toBe(before);
    // Refused orders stay free: within the rule they are invoiced.
    const ok = await applyInvoice(app, tree.merchant, [a, b]);
    expect(ok.json().code, ok.body).toBe(1001);
    // Another provider's merchant is not bound by this rule.
    const outside = await applyInvoice(app, tree.outsider, [await paidOrder(app, tree.outsider, 6_000)]);
    expect(outside.json().code, outside.body).toBe(1001);
  });

  it('is the provider’s document: refused when out of range, read back as saved', async () => {
    const bad = await save(tree.partner, 'invoice/rule', { ...RULE, max_orders: 0 });
    expect(bad.json().code).toBe(1400);
    const read = await app.inject({ url: '/api/invoice/rule/detail', headers: bearer(tree.partner.token) });
    expect(read.json().payload).toMatchObject({ value: RULE });
  });
});

describe('开具发票', () => {
  it('issues an invoice by hand for one of the provider’s merchants, with the seller’s data', async () => {
    const res = await manual(tree.partner, { seller_id: tree.merchant.merchantId, amount: 4_360 });
    expect(res.json().code, res.body).toBe(1001);
    const id = Number(res.json().payload.id);
    await runJobs();
    const row = await invoiceRow(id);
    expect(row).toMatchObject({
      status: 2,
      merchant_id: tree.merchant.merchantId,
      applicant_id: tree.partner.merchantId,
      seller_name: SELLER_SETTING.seller_name,
      manual_item: '*经营租赁*停车费',
      order_count: 0,
    });
    // 43.60 at 9 %: tax 3.60.
    expect([Number(row.amount), Number(row.tax_amount), Number(row.net_amount)]).toEqual([4_360, 360, 4_000]);
    expect(await listIds('invoice/invoice', tree.partner.token)).toContain(id);
    expect(await listIds('invoice/invoice', tree.merchant.token)).toContain(id);
    expect(await listIds('invoice/invoice', tree.otherPartner.token)).not.toContain(id);
    const detail = await engineClient(app, 'invoice/invoice').detail(tree.partner.token, id);
    expect(detail.json().payload.lines).toContain('开具发票：*经营租赁*停车费 税率 9%');
    const pdf = await app.inject({
      url: `/api/invoice/invoice/pdf?id=${id}`,
      headers: bearer(tree.partner.token),
    });
    expect(pdf.statusCode).toBe(200);
  });

  it('refuses over the rule’s limit, another provider’s merchant, a merchant without the service, a company without tax no', async () => {
    const before = (await app.db.selectFrom('invoice').select('id').execute()).length;
    const cases: [object, number, string][] = [
      [
        { seller_id: tree.merchant.merchantId, amount: 5_001 },
        1409,
        '超过服务商开票规则的单张发票限额 ¥50.00',
      ],
      [{ seller_id: tree.outsider.merchantId }, 1409, '所选销售商户不存在或不属于当前服务商'],
      [{ seller_id: tree.sibling.merchantId }, 1409, '销售商户未开通开票服务或服务已到期，暂不能开票'],
      [{ seller_id: tree.merchant.merchantId, buyer_tax_no: '' }, 1400, '企业抬头请填写购买方税号'],
    ];
    for (const [body, code, message] of cases) {
      const res = await manual(tree.partner, { amount: 1_000, ...body });
      expect(res.json().code, res.body).toBe(code);
      expect(res.json().message).toContain(message);
    }
    expect((await app.db.selectFrom('invoice').select('id').execute()).length).toBe(before);
  });

  it('can be reversed (红冲) like any issued invoice', async () => {
    const id = Number(
      (await manual(tree.partner, { seller_id: tree.merchant.merchantId, amount: 2_000 })).json().payload.id,
    );
    await runJobs();
    const res = await engineClient(app, 'invoice/invoice').action(tree.partner.token, 'reverse', { id });
    expect(res.json().code, res.body).toBe(1002);
    await runJobs();
    expect((await invoiceRow(id)).reversed).toBe(2);
  });
});
