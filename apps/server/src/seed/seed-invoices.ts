import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import {
  BUSINESS,
  invoiceResource,
  invoiceServiceResource,
  invoiceSoftwareResource,
  manualInvoiceResource,
} from '@console/core';
import { totalsOf } from '../modules/invoice/index.js';
import { insertDemoRow, insertDemoRows } from './demo-rows.js';

const MONTH = 31 * 86_400;

interface DemoSeller {
  merchantNo: string;
  seller: Record<string, string | number>;
  /** Invoices to issue over the tenant's oldest trades: orders per invoice, and whether it failed. */
  invoices: readonly { orders: number; title: Record<string, string | number>; failed?: string }[];
}

const COMPANY_TITLE = {
  title_type: 1,
  title: '深圳市福田区城市管理服务有限公司',
  tax_no: '91440300708461136T',
  bank_name: '招商银行深圳福田支行',
  bank_account: '755912345610801',
  register_address: '深圳市福田区福华三路 88 号',
  register_phone: '0755-88886666',
  email: 'finance@futian-city.cn',
};
const PERSONAL_TITLE = { title_type: 2, title: '王芳', tax_no: '', email: 'wangfang@example.cn' };

const seller = (name: string, taxNo: string) => ({
  seller_name: name,
  seller_tax_no: taxNo,
  seller_address: '深圳市福田区深南大道 6008 号',
  seller_phone: '0755-83216666',
  seller_bank: '中国银行深圳福田支行',
  seller_account: '745768123456',
  parking_item_name: '*经营租赁*停车费',
  parking_tax_rate: 9,
  card_item_name: '*经营租赁*停车费（月卡）',
  card_tax_rate: 9,
});

const DEMO: readonly DemoSeller[] = [
  {
    merchantNo: '300001',
    seller: seller('深圳福田中心停车场管理有限公司', '91440101708345678G'),
    invoices: [
      { orders: 3, title: COMPANY_TITLE },
      { orders: 1, title: PERSONAL_TITLE },
      { orders: 1, title: COMPANY_TITLE, failed: '税务平台维护中，请稍后重新开票' },
    ],
  },
  {
    merchantNo: '400001',
    seller: seller('深圳停车集团有限公司', '91440101MA5CYW8L2E'),
    invoices: [{ orders: 2, title: COMPANY_TITLE }],
  },
];

/**
 * 电子发票 in the demo (issue 21): the demo merchant and group have the invoice service, their 开票设置
 * and a saved 发票抬头; a few invoices over their oldest paid orders are issued (one failed, to
 * show 重新开票). Written directly, as the issuing job would leave them, to keep the seed fast.
 */
export async function seedInvoices(db: Kysely<Database>, now: number): Promise<void> {
  let serial = 0;
  for (const demo of DEMO) {
    const tenant = await db
      .selectFrom('merchant')
      .select('id')
      .where('merchant_no', '=', demo.merchantNo)
      .executeTakeFirst();
    if (!tenant) continue;
    const merchantId = Number(tenant.id);
    const account = await db
      .selectFrom('manager')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .where('is_main', '=', 1)
      .executeTakeFirst();
    await insertDemoRow(
      db,
      invoiceServiceResource,
      {
        merchant_id: merchantId,
        contact_name: '王芳',
        contact_mobile: '13800138002',
        months: 12,
        start_time: now - 30 * 86_400,
        expire_time: now - 30 * 86_400 + 12 * MONTH,
        status: 1,
        create_time: now - 30 * 86_400,
        update_time: now - 30 * 86_400,
      },
      now,
    );
    await db
      .insertInto('merchant_setting')
      .values([
        {
          merchant_id: merchantId,
          kind: 'invoice-setting',
          value_json: JSON.stringify(demo.seller),
          update_time: now,
        },
        {
          merchant_id: merchantId,
          kind: 'invoice-title',
          value_json: JSON.stringify({ ...COMPANY_TITLE }),
          update_time: now,
        },
      ])
      .execute();
    const trades = await db
      .selectFrom('trade')
      .select(['id', 'park_id', 'order_no', 'business', 'amount', 'refunded_amount', 'pay_time'])
      .where('merchant_id', '=', merchantId)
      .where('refunded_amount', '=', 0)
      .orderBy('pay_time')
      .orderBy('id')
      .limit(demo.invoices.reduce((sum, i) => sum + i.orders, 0))
      .execute();
    let next = 0;
    for (const plan of demo.invoices) {
      const picked = trades.slice(next, next + plan.orders);
      next += plan.orders;
      if (picked.length === 0) break;
      serial += 1;
      const rate = Number(demo.seller.parking_tax_rate);
      const lines = picked.map((t) => ({ ...t, amount: Number(t.amount), tax_rate: rate }));
      const totals = totalsOf(lines);
      const at = Math.max(...picked.map((t) => Number(t.pay_time))) + 3600;
      const company = plan.title.title_type === 1;
      const issued = !plan.failed;
      const invoiceId = await insertDemoRow(
        db,
        invoiceResource,
        {
          merchant_id: merchantId,
          applicant_id: merchantId,
          account_id: account ? Number(account.id) : null,
          apply_no: `K${demo.merchantNo}${String(serial).padStart(8, '0')}`,
          invoice_no: issued ? `26${demo.merchantNo}${String(serial).padStart(12, '0')}` : null,
          title_type: Number(plan.title.title_type),
          buyer_name: String(plan.title.title),
          buyer_tax_no: company ? String(plan.title.tax_no) : '',
          buyer_address: company ? String(plan.title.register_address) : '',
          buyer_phone: company ? String(plan.title.register_phone) : '',
          buyer_bank: company ? String(plan.title.bank_name) : '',
          buyer_account: company ? String(plan.title.bank_account) : '',
          email: String(plan.title.email),
          seller_name: String(demo.seller.seller_name),
          seller_tax_no: String(demo.seller.seller_tax_no),
          seller_address: String(demo.seller.seller_address),
          seller_phone: String(demo.seller.seller_phone),
          seller_bank: String(demo.seller.seller_bank),
          seller_account: String(demo.seller.seller_account),
          amount: totals.amount,
          tax_amount: totals.tax_amount,
          net_amount: totals.net_amount,
          order_count: lines.length,
          status: issued ? 2 : -1,
          fail_reason: plan.failed ?? null,
          attempts: 1,
          issue_time: issued ? at : null,
          channel_serial: issued ? `SIMDEMO${serial}` : null,
          create_time: at - 600,
          update_time: at,
          color: 1,
          reversed: 0,
          red_of_id: null,
          remark: null,
        },
        now,
      );
      await db
        .insertInto('invoice_line')
        .values(
          lines.map((line, i) => ({
            invoice_id: invoiceId,
            merchant_id: merchantId,
            trade_id: Number(line.id),
            park_id: line.park_id === null ? null : Number(line.park_id),
            order_no: line.order_no,
            business: line.business,
            item_name:
              line.business === 'recharge'
                ? String(demo.seller.card_item_name)
                : String(demo.seller.parking_item_name),
            tax_rate: rate,
            amount: line.amount,
            tax_amount: totals.taxes[i]!,
            create_time: at - 600,
          })),
        )
        .execute();
      await db
        .insertInto('invoice_claim')
        .values(
          lines.map((line) => ({ trade_id: Number(line.id), invoice_id: invoiceId, create_time: at - 600 })),
        )
        .execute();
    }
  }
  await seedInvoiceProvider(db, now);
}

/**
 * The demo provider's side (issue 21): two 开票软件 (the simulator in use, a 百望云 one stopped), its
 * 开票软件配置 naming the simulator, and a 开票规则 that lets the demo's invoices through (every
 * business, up to ¥10,000.00 and 100 orders an invoice, within a year of payment).
 */
async function seedInvoiceProvider(db: Kysely<Database>, now: number): Promise<void> {
  const partner = await db
    .selectFrom('merchant')
    .select('id')
    .where('merchant_no', '=', '200001')
    .executeTakeFirst();
  if (!partner) return;
  const merchantId = Number(partner.id);
  const [simulator] = await insertDemoRows(
    db,
    invoiceSoftwareResource,
    [
      {
        merchant_id: merchantId,
        name: '前海智行开票通道',
        adapter: 'simulator',
        tax_no: '91440300708461136T',
        api_url: null,
        app_key: 'QHZX-DEMO-0001',
        app_secret: 'demo-secret-qhzx-7c41',
        secret_hint: '已设置（尾号 7c41）',
        status: 1,
        remark: '本地模拟通道，演示用',
        create_time: now - 40 * 86_400,
        update_time: now - 40 * 86_400,
      },
      {
        merchant_id: merchantId,
        name: '百望云（备用）',
        adapter: 'baiwang',
        tax_no: '91440300708461136T',
        api_url: 'https://openapi.example.cn/invoice',
        app_key: 'BW-DEMO-0002',
        app_secret: 'demo-secret-bw-19d2',
        secret_hint: '已设置（尾号 19d2）',
        status: 0,
        remark: '接口暂未接入',
        create_time: now - 20 * 86_400,
        update_time: now - 20 * 86_400,
      },
    ],
    now,
  );
  await db
    .insertInto('merchant_setting')
    .values([
      {
        merchant_id: merchantId,
        kind: 'invoice-software',
        value_json: JSON.stringify({
          software_id: simulator,
          drawer: '陈立',
          reviewer: '王芳',
          payee: '李娜',
        }),
        update_time: now,
      },
      {
        merchant_id: merchantId,
        kind: 'invoice-rule',
        value_json: JSON.stringify(DEMO_RULE),
        update_time: now,
      },
    ])
    .execute();

  // One invoice the provider issued by hand for the demo merchant (a hall rental paid at the desk).
  const sold = await db
    .selectFrom('merchant')
    .select('id')
    .where('merchant_no', '=', '300001')
    .executeTakeFirst();
  const account = await db
    .selectFrom('manager')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('is_main', '=', 1)
    .executeTakeFirst();
  if (!sold) return;
  const seller = DEMO[0]!.seller;
  const totals = totalsOf([{ amount: 21_800, tax_rate: 9 }]);
  const at = now - 5 * 86_400;
  await insertDemoRow(
    db,
    manualInvoiceResource,
    {
      merchant_id: Number(sold.id),
      applicant_id: merchantId,
      account_id: account ? Number(account.id) : null,
      apply_no: 'K20000100000001',
      invoice_no: '26200001000000000001',
      title_type: 1,
      buyer_name: '深圳市福田区城市管理服务有限公司',
      buyer_tax_no: '91440300708461136T',
      buyer_address: '深圳市福田区福华三路 88 号',
      buyer_phone: '0755-88886666',
      buyer_bank: '招商银行深圳福田支行',
      buyer_account: '755912345610801',
      email: 'finance@futian-city.cn',
      seller_name: String(seller.seller_name),
      seller_tax_no: String(seller.seller_tax_no),
      seller_address: String(seller.seller_address),
      seller_phone: String(seller.seller_phone),
      seller_bank: String(seller.seller_bank),
      seller_account: String(seller.seller_account),
      manual_item: '*经营租赁*停车位租赁费',
      manual_tax_rate: 9,
      amount: totals.amount,
      tax_amount: totals.tax_amount,
      net_amount: totals.net_amount,
      order_count: 0,
      status: 2,
      fail_reason: null,
      attempts: 1,
      issue_time: at + 600,
      channel_serial: 'SIMDEMOMANUAL1',
      remark: '活动场地停车位租赁（线下收款）',
      color: 1,
      reversed: 0,
      red_of_id: null,
      create_time: at,
      update_time: at + 600,
    },
    now,
  );
}

/** The demo provider's 开票规则 (also what the e2e spec that changes it puts back). */
export const DEMO_RULE = {
  businesses: BUSINESS.entries.map((code) => code.value),
  max_amount: 1_000_000,
  max_orders: 100,
  within_days: 366,
};
