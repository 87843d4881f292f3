import type { Kysely } from 'kysely';
import { addIdColumn } from './dialect-helpers.js';
import type { MigrationFactory } from './migration-factory.js';

/**
 * Issue 18, profit statistics: profit_share, one row per share posting of the journal (a
 * settlement's share of one business to one beneficiary: the partner or the platform), naming the
 * strategy or 分账设置 that decided its rate. The 分账收入/支出 screens read it by payer or payee and day.
 */
export const profitShare: MigrationFactory = (kind) => ({
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
  async up(db: Kysely<any>) {
    await addIdColumn(db.schema.createTable('profit_share'), kind)
      .addColumn('share_no', 'varchar(32)', (c) => c.notNull().unique())
      // The journal entry of kind share that moved the money.
      .addColumn('entry_id', 'bigint', (c) => c.notNull().references('ledger_entry.id'))
      .addColumn('settlement_id', 'bigint', (c) => c.notNull().references('settlement.id'))
      .addColumn('settle_no', 'varchar(32)', (c) => c.notNull())
      .addColumn('settle_day', 'bigint', (c) => c.notNull())
      // The merchant whose settlement pays the share, and the tenant that gets it.
      .addColumn('payer_id', 'bigint', (c) => c.notNull().references('merchant.id'))
      .addColumn('payee_id', 'bigint', (c) => c.notNull().references('merchant.id'))
      // PROFIT_ROLE: 1 服务商, 2 平台
      .addColumn('role', 'smallint', (c) => c.notNull())
      // PROFIT_BUSINESS
      .addColumn('business', 'smallint', (c) => c.notNull())
      // The 分账策略 in force that day, or NULL when the customer's 分账设置 decided.
      .addColumn('strategy_id', 'bigint')
      .addColumn('policy_id', 'bigint')
      .addColumn('rate', 'integer', (c) => c.notNull())
      // The business's trades less refunds of the settlement (never below zero), and the share of it.
      .addColumn('base_amount', 'bigint', (c) => c.notNull())
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .execute();
    // Exactly once: a settlement shares each business once per beneficiary.
    await db.schema
      .createIndex('profit_share_once_uq')
      .on('profit_share')
      .columns(['settlement_id', 'business', 'role'])
      .unique()
      .execute();
    // 支出 screens: the payer's rows by day; 收入 screens: the payee's.
    await db.schema
      .createIndex('profit_share_payer_day_idx')
      .on('profit_share')
      .columns(['payer_id', 'settle_day'])
      .execute();
    await db.schema
      .createIndex('profit_share_payee_day_idx')
      .on('profit_share')
      .columns(['payee_id', 'settle_day'])
      .execute();
  },
});
