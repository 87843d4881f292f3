import type { FastifyInstance } from 'fastify';
import { nowSeconds } from '../lib/clock.js';
import { paidOrder } from './invoice-fixture.js';
import type { TreeMember } from './tenant-tree.js';

let serial = 0;

/**
 * Rows of the invoice resources for the generated endpoint test. An invoice is the owner's as
 * seller and as payer (status 开票成功, so 红冲 may start; the test sets 开票失败 for 重新开票). The
 * invoice service is one row per merchant (unique), so a fresh one replaces the owner's.
 */
export function invoiceRowFactories(
  app: FastifyInstance,
): Record<string, (owner: TreeMember) => Promise<number>> {
  const invoice = async (owner: TreeMember) => {
    serial += 1;
    const now = nowSeconds();
    const tradeId = await paidOrder(app, owner, 1000);
    const row = await app.db
      .insertInto('invoice')
      .values({
        merchant_id: owner.merchantId,
        applicant_id: owner.merchantId,
        account_id: owner.managerId,
        apply_no: `KT${process.pid}${String(serial).padStart(8, '0')}`,
        invoice_no: `26${String(process.pid).padStart(9, '0')}${String(serial).padStart(9, '0')}`,
        title_type: 2,
        buyer_name: '张三',
        seller_name: '测试销售方',
        seller_tax_no: '91440300708461136T',
        amount: 1000,
        tax_amount: 83,
        net_amount: 917,
        order_count: 1,
        status: 2,
        issue_time: now,
        create_time: now,
        update_time: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = Number(row.id);
    await app.db
      .insertInto('invoice_line')
      .values({
        invoice_id: id,
        merchant_id: owner.merchantId,
        trade_id: tradeId,
        park_id: null,
        order_no: `P${serial}`,
        business: 'parking_cashier',
        item_name: '*经营租赁*停车费',
        tax_rate: 9,
        amount: 1000,
        tax_amount: 83,
        create_time: now,
      })
      .execute();
    await app.db
      .insertInto('invoice_claim')
      .values({ trade_id: tradeId, invoice_id: id, create_time: now })
      .execute();
    return id;
  };
  const service = async (owner: TreeMember) => {
    const now = nowSeconds();
    // One service per merchant: a test asking for a fresh row gets the owner's, made anew.
    await app.db.deleteFrom('invoice_service').where('merchant_id', '=', owner.merchantId).execute();
    const row = await app.db
      .insertInto('invoice_service')
      .values({
        merchant_id: owner.merchantId,
        contact_name: '张三',
        contact_mobile: '13800138000',
        months: 12,
        start_time: now,
        expire_time: now + 365 * 86_400,
        create_time: now,
        update_time: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  };
  return {
    'invoice/invoice': invoice,
    'account/invoice': invoice,
    // 开具发票's definition reads the same rows, those issued by hand.
    'invoice/manual': async (owner) => {
      const id = await invoice(owner);
      await app.db
        .updateTable('invoice')
        .set({ manual_item: '*经营租赁*停车费', manual_tax_rate: 9, order_count: 0 })
        .where('id', '=', id)
        .execute();
      return id;
    },
    // A provider's 开票软件 (a credit code the generic row cannot make up).
    'invoice/software': async (owner) => {
      serial += 1;
      const now = nowSeconds();
      const row = await app.db
        .insertInto('invoice_software')
        .values({
          merchant_id: owner.merchantId,
          name: `开票软件${serial}`,
          adapter: 'simulator',
          tax_no: '91440300708461136T',
          app_key: `KEY${serial}`,
          app_secret: 'secret-for-tests-0001',
          secret_hint: '已设置（尾号 0001）',
          create_time: now,
          update_time: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(row.id);
    },
    'invoice/service': service,
  };
}

/** Rows of the consumption views: a paid order of the owner, keyed by its trade id. */
export function invoiceViewRowFactories(
  app: FastifyInstance,
): Record<string, (owner: TreeMember) => Promise<{ key: number; query: string }>> {
  const trade = async (owner: TreeMember) => ({ key: await paidOrder(app, owner, 1000), query: '' });
  const services = invoiceRowFactories(app);
  return {
    'account/invoice/trade': trade,
    'invoice/trade': trade,
    // 申请商户: the owner with its invoice service, keyed by the merchant's id.
    'invoice/merchant': async (owner) => {
      // Its service as it is, or a new one: replacing it would take the service tests' rows away.
      const open = await app.db
        .selectFrom('invoice_service')
        .select('id')
        .where('merchant_id', '=', owner.merchantId)
        .executeTakeFirst();
      if (!open) await services['invoice/service']!(owner);
      return { key: owner.merchantId, query: '' };
    },
  };
}
