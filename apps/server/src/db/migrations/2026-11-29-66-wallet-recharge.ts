import type { Kysely } from 'kysely';
import { addIdColumn } from './dialect-helpers.js';
import type { MigrationFactory } from './migration-factory.js';

/**
 * Issue 22, wallet recharge requests: a merchant asks to top up its wallet by what it transferred;
 * the platform approves (the wallet is credited, the journal posts it once, keyed by the request)
 * or rejects with a reason. entry_id names the journal entry of an approved one.
 */
export const walletRecharge: MigrationFactory = (kind) => ({
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
  async up(db: Kysely<any>) {
    await addIdColumn(db.schema.createTable('wallet_recharge'), kind)
      .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
      .addColumn('recharge_no', 'varchar(32)', (c) => c.notNull().unique())
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('voucher', 'varchar(1024)', (c) => c.notNull().defaultTo(''))
      .addColumn('remark', 'varchar(255)', (c) => c.notNull().defaultTo(''))
      // APPLICATION_STATUS: 0 待审核, 1 已通过, -1 已驳回.
      .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(0))
      .addColumn('reject_reason', 'varchar(128)', (c) => c.notNull().defaultTo(''))
      .addColumn('applicant_name', 'varchar(64)', (c) => c.notNull().defaultTo(''))
      .addColumn('auditor_name', 'varchar(64)', (c) => c.notNull().defaultTo(''))
      .addColumn('audit_time', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('entry_id', 'bigint', (c) => c.references('ledger_entry.id'))
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('wallet_recharge_merchant_idx')
      .on('wallet_recharge')
      .columns(['merchant_id', 'create_time'])
      .execute();
    await db.schema
      .createIndex('wallet_recharge_status_idx')
      .on('wallet_recharge')
      .columns(['status', 'create_time'])
      .execute();
  },
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
  async down(db: Kysely<any>) {
    await db.schema.dropTable('wallet_recharge').execute();
  },
});
