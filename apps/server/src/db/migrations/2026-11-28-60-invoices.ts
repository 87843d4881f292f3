import type { Kysely } from 'kysely';
import { addIdColumn } from './dialect-helpers.js';
import type { MigrationFactory } from './migration-factory.js';

/**
 * Electronic invoices (issue 21): a merchant's invoicing service (开票服务), the invoices (blue ones
 * and the red-letter reversals 红冲 of them) with their order lines, and the claim table that makes
 * "an order is invoiced at most once" a unique key rather than a check: an application inserts one
 * claim per trade (unique trade_id), so two applications racing for one order cannot both commit;
 * a completed reversal deletes the claims of its blue invoice, freeing the orders for reissue, while
 * the lines stay as the invoice's history.
 */
export const invoices: MigrationFactory = (kind) => ({
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
  async up(db: Kysely<any>) {
    await addIdColumn(db.schema.createTable('invoice_service'), kind)
      .addColumn('merchant_id', 'bigint', (c) => c.notNull().unique().references('merchant.id'))
      .addColumn('contact_name', 'varchar(32)', (c) => c.notNull())
      .addColumn('contact_mobile', 'varchar(20)', (c) => c.notNull())
      .addColumn('months', 'integer', (c) => c.notNull())
      .addColumn('start_time', 'bigint', (c) => c.notNull())
      .addColumn('expire_time', 'bigint', (c) => c.notNull())
      .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
      .addColumn('remark', 'varchar(255)')
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .addColumn('update_time', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('invoice_service_expire_idx')
      .on('invoice_service')
      .column('expire_time')
      .execute();

    await addIdColumn(db.schema.createTable('invoice'), kind)
      // The seller: the merchant whose orders are invoiced (a provider sees its merchants' rows).
      .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
      // The payer: the tenant and account that applied.
      .addColumn('applicant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
      .addColumn('account_id', 'bigint')
      .addColumn('apply_no', 'varchar(32)', (c) => c.notNull().unique())
      .addColumn('invoice_no', 'varchar(20)')
      // 1 蓝字 (an invoice), 2 红字 (the reversal of red_of_id).
      .addColumn('color', 'smallint', (c) => c.notNull().defaultTo(1))
      .addColumn('red_of_id', 'bigint')
      // 0 未红冲, 1 红冲中, 2 已红冲 (blue invoices only).
      .addColumn('reversed', 'smallint', (c) => c.notNull().defaultTo(0))
      .addColumn('title_type', 'smallint', (c) => c.notNull())
      .addColumn('buyer_name', 'varchar(100)', (c) => c.notNull())
      .addColumn('buyer_tax_no', 'varchar(18)', (c) => c.notNull().defaultTo(''))
      .addColumn('buyer_address', 'varchar(200)', (c) => c.notNull().defaultTo(''))
      .addColumn('buyer_phone', 'varchar(20)', (c) => c.notNull().defaultTo(''))
      .addColumn('buyer_bank', 'varchar(100)', (c) => c.notNull().defaultTo(''))
      .addColumn('buyer_account', 'varchar(32)', (c) => c.notNull().defaultTo(''))
      .addColumn('email', 'varchar(100)', (c) => c.notNull().defaultTo(''))
      .addColumn('seller_name', 'varchar(100)', (c) => c.notNull())
      .addColumn('seller_tax_no', 'varchar(20)', (c) => c.notNull())
      .addColumn('seller_address', 'varchar(200)', (c) => c.notNull().defaultTo(''))
      .addColumn('seller_phone', 'varchar(20)', (c) => c.notNull().defaultTo(''))
      .addColumn('seller_bank', 'varchar(100)', (c) => c.notNull().defaultTo(''))
      .addColumn('seller_account', 'varchar(32)', (c) => c.notNull().defaultTo(''))
      // 价税合计, 税额 and 金额 (without tax) in fen; negative on a red invoice.
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('tax_amount', 'bigint', (c) => c.notNull())
      .addColumn('net_amount', 'bigint', (c) => c.notNull())
      .addColumn('order_count', 'integer', (c) => c.notNull())
      // INVOICE_STATUS: 0 待开票, 1 开票中, 2 开票成功, -1 开票失败.
      .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(0))
      .addColumn('fail_reason', 'varchar(255)')
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('channel_serial', 'varchar(64)')
      .addColumn('issue_time', 'bigint')
      .addColumn('remark', 'varchar(255)')
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .addColumn('update_time', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('invoice_merchant_time_idx')
      .on('invoice')
      .columns(['merchant_id', 'create_time'])
      .execute();
    await db.schema
      .createIndex('invoice_applicant_time_idx')
      .on('invoice')
      .columns(['applicant_id', 'create_time'])
      .execute();
    await db.schema
      .createIndex('invoice_status_idx')
      .on('invoice')
      .columns(['status', 'create_time'])
      .execute();
    await db.schema.createIndex('invoice_red_of_idx').on('invoice').column('red_of_id').execute();

    await addIdColumn(db.schema.createTable('invoice_line'), kind)
      .addColumn('invoice_id', 'bigint', (c) => c.notNull().references('invoice.id'))
      .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
      .addColumn('trade_id', 'bigint', (c) => c.notNull().references('trade.id'))
      .addColumn('park_id', 'bigint')
      .addColumn('order_no', 'varchar(32)', (c) => c.notNull())
      .addColumn('business', 'varchar(32)', (c) => c.notNull())
      .addColumn('item_name', 'varchar(64)', (c) => c.notNull())
      // Percent (9 = 9 %), as the lot's invoice config keeps it.
      .addColumn('tax_rate', 'smallint', (c) => c.notNull())
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('tax_amount', 'bigint', (c) => c.notNull())
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('invoice_line_invoice_idx').on('invoice_line').column('invoice_id').execute();
    await db.schema.createIndex('invoice_line_trade_idx').on('invoice_line').column('trade_id').execute();

    await db.schema
      .createTable('invoice_claim')
      .addColumn('trade_id', 'bigint', (c) => c.primaryKey().references('trade.id'))
      .addColumn('invoice_id', 'bigint', (c) => c.notNull().references('invoice.id'))
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('invoice_claim_invoice_idx')
      .on('invoice_claim')
      .column('invoice_id')
      .execute();
  },
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up
  async down(db: Kysely<any>) {
    await db.schema.dropTable('invoice_claim').execute();
    await db.schema.dropTable('invoice_line').execute();
    await db.schema.dropTable('invoice').execute();
    await db.schema.dropTable('invoice_service').execute();
  },
});
