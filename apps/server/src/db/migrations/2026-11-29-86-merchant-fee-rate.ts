import type { Kysely } from 'kysely';
import { addIdColumn } from './dialect-helpers.js';
import type { MigrationFactory } from './migration-factory.js';

/**
 * 渠道费率 of one 支付商户 (issue 18): the rate a channel charges this merchant, in ten-thousandths,
 * set by its provider. A trade of a merchant without its own rate pays the channel's standard one.
 */
export const merchantFeeRate: MigrationFactory = (kind) => ({
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
  async up(db: Kysely<any>) {
    await addIdColumn(db.schema.createTable('payment_merchant_fee_rate'), kind)
      .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
      .addColumn('channel', 'smallint', (c) => c.notNull())
      .addColumn('fee_rate', 'integer', (c) => c.notNull())
      .addColumn('remark', 'varchar(255)')
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .addColumn('update_time', 'bigint', (c) => c.notNull())
      .execute();
    // One rate per merchant and channel: the ledger reads it by both.
    await db.schema
      .createIndex('payment_merchant_fee_rate_uq')
      .on('payment_merchant_fee_rate')
      .columns(['merchant_id', 'channel'])
      .unique()
      .execute();
  },
});
