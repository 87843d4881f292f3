import type { Kysely } from 'kysely';
import { addIdColumn } from './dialect-helpers.js';
import type { MigrationFactory } from './migration-factory.js';

/**
 * 访问授权 (issue 18): the callers a merchant lets use its payment interface. The channel config and
 * settlement settings are merchant_setting documents and need no table.
 */
export const paymentAcl: MigrationFactory = (kind) => ({
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
  async up(db: Kysely<any>) {
    await addIdColumn(db.schema.createTable('payment_acl'), kind)
      .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('app_id', 'varchar(32)', (c) => c.notNull())
      .addColumn('ip_whitelist', 'varchar(255)')
      .addColumn('remark', 'varchar(255)')
      .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .execute();
    // One AppID per merchant: a second grant of the same caller would be ambiguous.
    await db.schema
      .createIndex('payment_acl_owner_app_uq')
      .on('payment_acl')
      .columns(['merchant_id', 'app_id'])
      .unique()
      .execute();
    await db.schema
      .createIndex('payment_acl_owner_time_idx')
      .on('payment_acl')
      .columns(['merchant_id', 'create_time'])
      .execute();
  },
});
