import type { Kysely } from 'kysely';
import { addIdColumn } from './dialect-helpers.js';
import type { MigrationFactory } from './migration-factory.js';

/**
 * The audit log the resource engine writes beside every change, in the same transaction.
 * manager_id has no foreign key on purpose: deleting an account must not erase what it did.
 * merchant_id is the actor's tenant (the scope the log is read in and the distribution key).
 */
export const resourceEngine: MigrationFactory = (kind) => ({
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
  async up(db: Kysely<any>) {
    await addIdColumn(db.schema.createTable('audit_log'), kind)
      .addColumn('merchant_id', 'bigint', (c) => c.notNull())
      .addColumn('manager_id', 'bigint', (c) => c.notNull())
      .addColumn('account', 'varchar(64)', (c) => c.notNull())
      .addColumn('action', 'varchar(32)', (c) => c.notNull())
      .addColumn('resource', 'varchar(64)', (c) => c.notNull())
      .addColumn('row_id', 'bigint', (c) => c.notNull())
      .addColumn('before_json', 'text')
      .addColumn('after_json', 'text')
      .addColumn('ip', 'varchar(64)', (c) => c.notNull().defaultTo(''))
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('audit_log_merchant_idx')
      .on('audit_log')
      .columns(['merchant_id', 'create_time'])
      .execute();
    await db.schema
      .createIndex('audit_log_manager_idx')
      .on('audit_log')
      .columns(['manager_id', 'create_time'])
      .execute();
  },
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
  async down(db: Kysely<any>) {
    await db.schema.dropTable('audit_log').execute();
  },
});
