import type { Kysely } from 'kysely';
import { addIdColumn } from './dialect-helpers.js';
import type { MigrationFactory } from './migration-factory.js';

/**
 * The invoice provider's part of issue 21: its invoicing software (开票软件: the adapter, the app key,
 * the secret, which is never answered back, and a short hint of it), and what an invoice issued by
 * hand (开具发票) carries instead of order lines: its one item and tax rate on the invoice row.
 * 开票软件配置 and 开票规则 are settings documents (merchant_setting), so they need no table.
 */
export const invoiceProvider: MigrationFactory = (kind) => ({
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
  async up(db: Kysely<any>) {
    await addIdColumn(db.schema.createTable('invoice_software'), kind)
      .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      // INVOICE_ADAPTER: simulator, nuonuo, baiwang, aisino.
      .addColumn('adapter', 'varchar(16)', (c) => c.notNull())
      .addColumn('tax_no', 'varchar(18)', (c) => c.notNull())
      .addColumn('api_url', 'varchar(255)')
      .addColumn('app_key', 'varchar(64)', (c) => c.notNull())
      // Kept for the adapter to sign its calls; no endpoint answers it.
      .addColumn('app_secret', 'varchar(128)', (c) => c.notNull().defaultTo(''))
      // 已设置（尾号 xxxx）: what the screens show of the secret.
      .addColumn('secret_hint', 'varchar(32)', (c) => c.notNull().defaultTo(''))
      .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
      .addColumn('remark', 'varchar(255)')
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .addColumn('update_time', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('invoice_software_merchant_time_idx')
      .on('invoice_software')
      .columns(['merchant_id', 'create_time'])
      .execute();
    // An invoice issued by hand has no orders: its one line is these (null on an application's).
    await db.schema.alterTable('invoice').addColumn('manual_item', 'varchar(64)').execute();
    await db.schema.alterTable('invoice').addColumn('manual_tax_rate', 'smallint').execute();
  },
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up
  async down(db: Kysely<any>) {
    await db.schema.alterTable('invoice').dropColumn('manual_tax_rate').execute();
    await db.schema.alterTable('invoice').dropColumn('manual_item').execute();
    await db.schema.dropTable('invoice_software').execute();
  },
});
