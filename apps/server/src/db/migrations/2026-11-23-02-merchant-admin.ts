import type { Kysely } from 'kysely';
import { addIdColumn } from './dialect-helpers.js';
import type { MigrationFactory } from './migration-factory.js';

/**
 * Merchant administration: the profile columns a tenant edits about itself, the merchant list's
 * indexes, wallets and their movements, contracts and property settlement applications.
 * Every business table carries merchant_id and an index led by it for the lists' default sort.
 */
export const merchantAdmin: MigrationFactory = (kind) => ({
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
  async up(db: Kysely<any>) {
    for (const [column, type] of [
      ['address', 'varchar(255)'],
      ['licence_no', 'varchar(32)'],
      ['logo', 'varchar(1024)'],
    ] as const) {
      await db.schema.alterTable('merchant').addColumn(column, type).execute();
    }
    // The merchant list: children of a tenant, newest first; filters by kind and status ride on it.
    await db.schema
      .createIndex('merchant_parent_time_idx')
      .on('merchant')
      .columns(['parent_id', 'create_time'])
      .execute();
    await db.schema.createIndex('merchant_time_idx').on('merchant').column('create_time').execute();

    await db.schema
      .createTable('wallet')
      .addColumn('merchant_id', 'bigint', (c) => c.primaryKey().references('merchant.id'))
      .addColumn('balance', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('frozen', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('update_time', 'bigint', (c) => c.notNull())
      .execute();

    await addIdColumn(db.schema.createTable('wallet_transaction'), kind)
      .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
      .addColumn('serial_no', 'varchar(32)', (c) => c.notNull().unique())
      .addColumn('trade_type', 'smallint', (c) => c.notNull())
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('balance_after', 'bigint', (c) => c.notNull())
      .addColumn('remark', 'varchar(255)', (c) => c.notNull().defaultTo(''))
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('wallet_transaction_merchant_idx')
      .on('wallet_transaction')
      .columns(['merchant_id', 'create_time'])
      .execute();

    await addIdColumn(db.schema.createTable('contract'), kind)
      .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
      .addColumn('contract_no', 'varchar(32)', (c) => c.notNull().unique())
      .addColumn('title', 'varchar(128)', (c) => c.notNull())
      .addColumn('party', 'varchar(128)', (c) => c.notNull())
      .addColumn('amount', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('start_time', 'bigint', (c) => c.notNull())
      .addColumn('end_time', 'bigint', (c) => c.notNull())
      .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(0))
      .addColumn('file_link', 'varchar(1024)', (c) => c.notNull().defaultTo(''))
      .addColumn('remark', 'varchar(255)', (c) => c.notNull().defaultTo(''))
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('contract_merchant_end_idx')
      .on('contract')
      .columns(['merchant_id', 'end_time'])
      .execute();

    await addIdColumn(db.schema.createTable('property_application'), kind)
      .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
      .addColumn('company_name', 'varchar(128)', (c) => c.notNull())
      .addColumn('credit_code', 'varchar(18)', (c) => c.notNull())
      .addColumn('contact_name', 'varchar(64)', (c) => c.notNull())
      .addColumn('contact_mobile', 'varchar(11)', (c) => c.notNull())
      .addColumn('area_code', 'varchar(12)', (c) => c.notNull())
      .addColumn('address', 'varchar(255)', (c) => c.notNull().defaultTo(''))
      .addColumn('licence_image', 'varchar(1024)', (c) => c.notNull().defaultTo(''))
      .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(0))
      .addColumn('audit_remark', 'varchar(255)', (c) => c.notNull().defaultTo(''))
      .addColumn('created_merchant_no', 'varchar(32)', (c) => c.notNull().defaultTo(''))
      .addColumn('applicant_id', 'bigint')
      .addColumn('ip', 'varchar(64)', (c) => c.notNull().defaultTo(''))
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .addColumn('audit_time', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createIndex('property_application_merchant_idx')
      .on('property_application')
      .columns(['merchant_id', 'create_time'])
      .execute();

    await addIdColumn(db.schema.createTable('project'), kind)
      .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
      .addColumn('project_no', 'varchar(32)', (c) => c.notNull().unique())
      .addColumn('name', 'varchar(128)', (c) => c.notNull())
      .addColumn('customer_name', 'varchar(128)', (c) => c.notNull())
      .addColumn('area_code', 'varchar(12)')
      .addColumn('address', 'varchar(255)')
      .addColumn('remark', 'varchar(255)')
      .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('project_merchant_idx')
      .on('project')
      .columns(['merchant_id', 'create_time'])
      .execute();
    // Who else may work on a project; read by project and, for the grantee's screens, by merchant.
    await db.schema
      .createTable('project_grant')
      .addColumn('project_id', 'bigint', (c) => c.notNull().references('project.id').onDelete('cascade'))
      .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('project_grant_pk', ['project_id', 'merchant_id'])
      .execute();
    await db.schema
      .createIndex('project_grant_merchant_idx')
      .on('project_grant')
      .column('merchant_id')
      .execute();
  },
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
  async down(db: Kysely<any>) {
    for (const table of [
      'project_grant',
      'project',
      'property_application',
      'contract',
      'wallet_transaction',
      'wallet',
    ]) {
      await db.schema.dropTable(table).execute();
    }
    for (const index of ['merchant_time_idx', 'merchant_parent_time_idx']) {
      await db.schema.dropIndex(index).execute();
    }
    for (const column of ['logo', 'licence_no', 'address']) {
      await db.schema.alterTable('merchant').dropColumn(column).execute();
    }
  },
});
