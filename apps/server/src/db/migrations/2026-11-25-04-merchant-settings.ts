import type { Kysely } from 'kysely';
import { addIdColumn } from './dialect-helpers.js';
import type { MigrationFactory } from './migration-factory.js';

/**
 * Settings documents owned by a merchant (its 发票抬头), beside the lots' `park_setting`: one row per
 * merchant and kind, the whole document as JSON, replaced on each save.
 */
export const merchantSettings: MigrationFactory = (kind) => ({
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
  async up(db: Kysely<any>) {
    await addIdColumn(db.schema.createTable('merchant_setting'), kind)
      .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('value_json', 'text', (c) => c.notNull())
      .addColumn('update_time', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('merchant_setting_uq')
      .on('merchant_setting')
      .columns(['merchant_id', 'kind'])
      .unique()
      .execute();
  },
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
  async down(db: Kysely<any>) {
    await db.schema.dropTable('merchant_setting').execute();
  },
});
