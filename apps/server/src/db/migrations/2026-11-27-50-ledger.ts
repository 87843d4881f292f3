import type { Kysely } from 'kysely';
import { addIdColumn } from './dialect-helpers.js';
import type { MigrationFactory } from './migration-factory.js';

/**
 * The money ledger (issue 18): one balanced double-entry journal (ledger_entry + ledger_line), the
 * trades (支付流水, one per paid order), their refunds (退款记录), the T+1 settlements with their
 * lines (结算记录) and the transfers paying them to the merchant's bank (转账记录).
 *
 * "Exactly once" is held by unique keys, not by code alone: a journal entry by its idempotency key,
 * a trade by (source, order_id), a settlement by (merchant_id, settle_day), a settlement line by
 * (kind, ref_id) (so a trade, a refund or a carried deficit lands in one settlement only), a transfer
 * by its settlement.
 */
export const ledger: MigrationFactory = (kind) => ({
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
  async up(db: Kysely<any>) {
    await addIdColumn(db.schema.createTable('ledger_entry'), kind)
      .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
      // trade | fee | refund | share | settle | transfer
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('idem_key', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('memo', 'varchar(255)')
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('ledger_entry_merchant_time_idx')
      .on('ledger_entry')
      .columns(['merchant_id', 'create_time'])
      .execute();

    await addIdColumn(db.schema.createTable('ledger_line'), kind)
      .addColumn('entry_id', 'bigint', (c) => c.notNull().references('ledger_entry.id'))
      .addColumn('account', 'varchar(32)', (c) => c.notNull())
      .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
      .addColumn('debit', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('credit', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.createIndex('ledger_line_entry_idx').on('ledger_line').column('entry_id').execute();
    await db.schema
      .createIndex('ledger_line_balance_idx')
      .on('ledger_line')
      .columns(['merchant_id', 'account'])
      .execute();

    await addIdColumn(db.schema.createTable('trade'), kind)
      .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
      .addColumn('park_id', 'bigint', (c) => c.references('park.id'))
      .addColumn('trade_no', 'varchar(32)', (c) => c.notNull().unique())
      .addColumn('business', 'varchar(32)', (c) => c.notNull())
      // payment_order | recharge_order: the order table the trade came from.
      .addColumn('source', 'varchar(32)', (c) => c.notNull())
      .addColumn('order_id', 'bigint', (c) => c.notNull())
      .addColumn('order_no', 'varchar(32)', (c) => c.notNull())
      .addColumn('plate', 'varchar(10)')
      .addColumn('pay_type', 'smallint', (c) => c.notNull())
      .addColumn('pay_mode', 'smallint', (c) => c.notNull())
      .addColumn('amount', 'bigint', (c) => c.notNull())
      // The channel's rate in ten-thousandths when paid, and its fee rounded half up on this trade.
      .addColumn('fee_rate', 'integer', (c) => c.notNull())
      .addColumn('fee', 'bigint', (c) => c.notNull())
      .addColumn('refunded_amount', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('pay_time', 'bigint', (c) => c.notNull())
      // The China day (Unix second of its midnight) the trade belongs to for T+1 settlement.
      .addColumn('trade_day', 'bigint', (c) => c.notNull())
      .addColumn('settlement_id', 'bigint')
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('trade_source_order_uq')
      .on('trade')
      .columns(['source', 'order_id'])
      .unique()
      .execute();
    await db.schema
      .createIndex('trade_merchant_time_idx')
      .on('trade')
      .columns(['merchant_id', 'pay_time'])
      .execute();
    await db.schema
      .createIndex('trade_unsettled_idx')
      .on('trade')
      .columns(['settlement_id', 'trade_day', 'merchant_id'])
      .execute();
    await db.schema.createIndex('trade_park_time_idx').on('trade').columns(['park_id', 'pay_time']).execute();

    await addIdColumn(db.schema.createTable('trade_refund'), kind)
      .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
      .addColumn('park_id', 'bigint', (c) => c.references('park.id'))
      .addColumn('trade_id', 'bigint', (c) => c.notNull().references('trade.id'))
      .addColumn('refund_no', 'varchar(32)', (c) => c.notNull().unique())
      .addColumn('trade_no', 'varchar(32)', (c) => c.notNull())
      .addColumn('order_no', 'varchar(32)', (c) => c.notNull())
      .addColumn('business', 'varchar(32)', (c) => c.notNull())
      .addColumn('pay_mode', 'smallint', (c) => c.notNull())
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('reason', 'varchar(255)')
      .addColumn('refund_time', 'bigint', (c) => c.notNull())
      .addColumn('refund_day', 'bigint', (c) => c.notNull())
      .addColumn('settlement_id', 'bigint')
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('trade_refund_trade_idx').on('trade_refund').column('trade_id').execute();
    await db.schema
      .createIndex('trade_refund_merchant_time_idx')
      .on('trade_refund')
      .columns(['merchant_id', 'refund_time'])
      .execute();
    await db.schema
      .createIndex('trade_refund_unsettled_idx')
      .on('trade_refund')
      .columns(['settlement_id', 'refund_day', 'merchant_id'])
      .execute();

    await addIdColumn(db.schema.createTable('settlement'), kind)
      .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
      .addColumn('settle_no', 'varchar(32)', (c) => c.notNull().unique())
      .addColumn('settle_day', 'bigint', (c) => c.notNull())
      .addColumn('trade_count', 'integer', (c) => c.notNull())
      .addColumn('trade_amount', 'bigint', (c) => c.notNull())
      .addColumn('refund_amount', 'bigint', (c) => c.notNull())
      .addColumn('fee_amount', 'bigint', (c) => c.notNull())
      .addColumn('share_amount', 'bigint', (c) => c.notNull())
      .addColumn('carry_amount', 'bigint', (c) => c.notNull())
      .addColumn('settled_amount', 'bigint', (c) => c.notNull())
      .addColumn('partner_id', 'bigint', (c) => c.references('merchant.id'))
      .addColumn('partner_rate', 'integer', (c) => c.notNull())
      .addColumn('transfer_status', 'smallint', (c) => c.notNull().defaultTo(0))
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('settlement_merchant_day_uq')
      .on('settlement')
      .columns(['merchant_id', 'settle_day'])
      .unique()
      .execute();
    await db.schema.createIndex('settlement_day_idx').on('settlement').column('settle_day').execute();

    await addIdColumn(db.schema.createTable('settlement_line'), kind)
      .addColumn('settlement_id', 'bigint', (c) => c.notNull().references('settlement.id'))
      .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
      // trade | refund | fee | share | carry; ref_id is the trade, refund, settlement or carried settlement.
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('ref_id', 'bigint', (c) => c.notNull())
      .addColumn('ref_no', 'varchar(32)')
      // Signed: what the line adds to the settled amount (a trade +, a refund, fee or share −).
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('settlement_line_once_uq')
      .on('settlement_line')
      .columns(['kind', 'ref_id'])
      .unique()
      .execute();
    await db.schema
      .createIndex('settlement_line_settlement_idx')
      .on('settlement_line')
      .columns(['settlement_id', 'id'])
      .execute();

    await addIdColumn(db.schema.createTable('transfer'), kind)
      .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
      .addColumn('settlement_id', 'bigint', (c) => c.notNull().unique().references('settlement.id'))
      .addColumn('transfer_no', 'varchar(32)', (c) => c.notNull().unique())
      .addColumn('settle_no', 'varchar(32)', (c) => c.notNull())
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('account_name', 'varchar(64)', (c) => c.notNull())
      .addColumn('bank_account', 'varchar(32)', (c) => c.notNull())
      // TRANSFER_STATUS: 0 未转账, 2 转账中, 1 已转账, -1 转账失败, -2 已退款.
      .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(0))
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('bank_serial', 'varchar(64)')
      .addColumn('fail_reason', 'varchar(255)')
      .addColumn('transfer_time', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .addColumn('update_time', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('transfer_merchant_time_idx')
      .on('transfer')
      .columns(['merchant_id', 'create_time'])
      .execute();
    await db.schema.createIndex('transfer_status_idx').on('transfer').columns(['status', 'id']).execute();
  },
});
