import type { Kysely } from 'kysely';
import { addIdColumn } from './dialect-helpers.js';
import type { MigrationFactory } from './migration-factory.js';

/**
 * The parking network around the parks: cities a partner serves, surveyed lots awaiting audit,
 * parking-system software and which park runs which, software packages and profit policies of
 * customers, and gate terminals. Every table carries merchant_id; indexes serve each list's
 * default sort within a tenant and the filters its screen offers.
 */
export const parkingNetwork: MigrationFactory = (kind) => ({
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
  async up(db: Kysely<any>) {
    await addIdColumn(db.schema.createTable('park_city'), kind)
      .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
      .addColumn('name', 'varchar(32)', (c) => c.notNull())
      .addColumn('area_code', 'varchar(12)', (c) => c.notNull())
      .addColumn('province', 'varchar(32)', (c) => c.notNull())
      .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
      .addColumn('sort_no', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('remark', 'varchar(255)')
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .addColumn('update_time', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('park_city_merchant_code_uq', ['merchant_id', 'area_code'])
      .execute();
    await db.schema
      .createIndex('park_city_sort_idx')
      .on('park_city')
      .columns(['merchant_id', 'sort_no'])
      .execute();

    await addIdColumn(db.schema.createTable('park_collection'), kind)
      .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('area_code', 'varchar(12)', (c) => c.notNull())
      .addColumn('address', 'varchar(128)', (c) => c.notNull())
      .addColumn('location', 'varchar(32)')
      .addColumn('total_spaces', 'integer', (c) => c.notNull())
      .addColumn('entrance_photo', 'varchar(1024)')
      .addColumn('site_photo', 'varchar(1024)')
      .addColumn('collector_name', 'varchar(32)', (c) => c.notNull())
      .addColumn('collector_mobile', 'varchar(11)')
      .addColumn('collect_time', 'bigint', (c) => c.notNull())
      .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(0))
      .addColumn('audit_reason', 'varchar(255)')
      .addColumn('auditor_name', 'varchar(64)')
      .addColumn('audit_time', 'bigint')
      .addColumn('park_id', 'bigint')
      .execute();
    // The queue (waiting lots, newest first) and the plain newest-first list.
    await db.schema
      .createIndex('park_collection_status_idx')
      .on('park_collection')
      .columns(['merchant_id', 'status', 'collect_time'])
      .execute();
    await db.schema
      .createIndex('park_collection_time_idx')
      .on('park_collection')
      .columns(['merchant_id', 'collect_time'])
      .execute();

    await addIdColumn(db.schema.createTable('park_software'), kind)
      .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('vendor', 'varchar(64)', (c) => c.notNull())
      .addColumn('version', 'varchar(32)', (c) => c.notNull())
      .addColumn('protocol', 'varchar(16)', (c) => c.notNull())
      .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
      .addColumn('description', 'varchar(500)')
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .addColumn('update_time', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('park_software_version_uq', ['merchant_id', 'name', 'version'])
      .execute();
    await db.schema
      .createIndex('park_software_time_idx')
      .on('park_software')
      .columns(['merchant_id', 'create_time'])
      .execute();

    // Which software a park runs: at most one row per park.
    await addIdColumn(db.schema.createTable('park_software_install'), kind)
      .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
      .addColumn('park_id', 'bigint', (c) => c.notNull().unique().references('park.id'))
      .addColumn('software_id', 'bigint', (c) => c.notNull().references('park_software.id'))
      .addColumn('install_time', 'bigint', (c) => c.notNull())
      .addColumn('remark', 'varchar(255)')
      .addColumn('update_time', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('park_software_install_merchant_idx')
      .on('park_software_install')
      .column('merchant_id')
      .execute();

    await addIdColumn(db.schema.createTable('customer_software_set'), kind)
      .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
      .addColumn('customer_id', 'bigint', (c) => c.notNull().references('merchant.id'))
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('software_id', 'bigint', (c) => c.notNull().references('park_software.id'))
      .addColumn('park_quota', 'integer', (c) => c.notNull())
      .addColumn('price', 'bigint', (c) => c.notNull())
      .addColumn('start_time', 'bigint', (c) => c.notNull())
      .addColumn('end_time', 'bigint', (c) => c.notNull())
      .addColumn('status', 'smallint', (c) => c.notNull())
      .addColumn('remark', 'varchar(255)')
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('customer_software_set_customer_idx')
      .on('customer_software_set')
      .columns(['customer_id', 'start_time'])
      .execute();
    await db.schema
      .createIndex('customer_software_set_merchant_idx')
      .on('customer_software_set')
      .columns(['merchant_id', 'start_time'])
      .execute();

    await addIdColumn(db.schema.createTable('customer_profit_policy'), kind)
      .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
      .addColumn('customer_id', 'bigint', (c) => c.notNull().unique().references('merchant.id'))
      .addColumn('partner_rate', 'integer', (c) => c.notNull())
      .addColumn('settle_cycle', 'smallint', (c) => c.notNull())
      .addColumn('min_settle_amount', 'bigint', (c) => c.notNull())
      .addColumn('status', 'smallint', (c) => c.notNull())
      .addColumn('effective_time', 'bigint', (c) => c.notNull())
      .addColumn('remark', 'varchar(255)')
      .addColumn('update_time', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('customer_profit_policy_merchant_idx')
      .on('customer_profit_policy')
      .columns(['merchant_id', 'update_time'])
      .execute();

    await addIdColumn(db.schema.createTable('park_agent'), kind)
      .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
      .addColumn('park_id', 'bigint', (c) => c.notNull().references('park.id'))
      .addColumn('device_sn', 'varchar(32)', (c) => c.notNull().unique())
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('gate_name', 'varchar(32)', (c) => c.notNull())
      .addColumn('kind', 'smallint', (c) => c.notNull())
      .addColumn('last_heartbeat', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('ip', 'varchar(45)')
      .addColumn('firmware', 'varchar(32)')
      .addColumn('remark', 'varchar(255)')
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('park_agent_park_idx')
      .on('park_agent')
      .columns(['park_id', 'last_heartbeat'])
      .execute();
    await db.schema
      .createIndex('park_agent_merchant_idx')
      .on('park_agent')
      .columns(['merchant_id', 'last_heartbeat'])
      .execute();
  },
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
  async down(db: Kysely<any>) {
    for (const table of [
      'park_agent',
      'customer_profit_policy',
      'customer_software_set',
      'park_software_install',
      'park_software',
      'park_collection',
      'park_city',
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
});
