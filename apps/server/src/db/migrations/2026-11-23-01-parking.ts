import { sql, type Kysely } from 'kysely';
import { addIdColumn } from './dialect-helpers.js';
import type { MigrationFactory } from './migration-factory.js';

/**
 * Parking: parks, their charge rules, entry/exit records, temporary-parking and card orders, car
 * lists, manual releases, gate events, and the parks a role grants. Every table carries merchant_id
 * (the tenant and distribution key) and park_id; indexes serve the lists' default sorts and the
 * filters the screens offer (park, time range, plate prefix).
 */
export const parking: MigrationFactory = (kind) => ({
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
  async up(db: Kysely<any>) {
    await addIdColumn(db.schema.createTable('park'), kind)
      .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
      .addColumn('g_park_uuid', 'varchar(36)', (c) => c.notNull().unique())
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('area_code', 'varchar(12)', (c) => c.notNull())
      .addColumn('address', 'varchar(128)', (c) => c.notNull())
      .addColumn('location', 'varchar(32)')
      .addColumn('total_spaces', 'integer', (c) => c.notNull())
      .addColumn('charge_mode', 'smallint', (c) => c.notNull())
      .addColumn('contact_name', 'varchar(32)')
      .addColumn('contact_mobile', 'varchar(32)')
      .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .addColumn('update_time', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('park_merchant_idx')
      .on('park')
      .columns(['merchant_id', 'create_time'])
      .execute();
    await db.schema.createIndex('park_name_idx').on('park').column('name').execute();

    await addIdColumn(db.schema.createTable('charge_rule'), kind)
      .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
      .addColumn('park_id', 'bigint', (c) => c.notNull().references('park.id'))
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('car_type', 'smallint', (c) => c.notNull())
      .addColumn('free_minutes', 'integer', (c) => c.notNull())
      .addColumn('unit_minutes', 'integer', (c) => c.notNull())
      .addColumn('unit_price', 'bigint', (c) => c.notNull())
      .addColumn('daily_cap', 'bigint', (c) => c.notNull())
      .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(0))
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .addColumn('update_time', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('charge_rule_park_idx')
      .on('charge_rule')
      .columns(['park_id', 'car_type', 'status'])
      .execute();

    await addIdColumn(db.schema.createTable('parking_record'), kind)
      .addColumn('merchant_id', 'bigint', (c) => c.notNull())
      .addColumn('park_id', 'bigint', (c) => c.notNull())
      .addColumn('plate', 'varchar(10)', (c) => c.notNull())
      .addColumn('plate_color', 'smallint', (c) => c.notNull())
      .addColumn('car_type', 'smallint', (c) => c.notNull())
      .addColumn('card_type', 'smallint')
      .addColumn('card_no', 'varchar(32)')
      .addColumn('car_id', 'bigint')
      .addColumn('ticket_no', 'varchar(32)', (c) => c.notNull())
      .addColumn('entry_time', 'bigint', (c) => c.notNull())
      .addColumn('entry_gate', 'varchar(32)', (c) => c.notNull())
      .addColumn('entry_image', 'varchar(1024)')
      .addColumn('exit_time', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('exit_gate', 'varchar(32)')
      .addColumn('exit_image', 'varchar(1024)')
      .addColumn('status', 'smallint', (c) => c.notNull())
      .addColumn('amount', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('paid_amount', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('pay_type', 'smallint')
      .addColumn('pay_mode', 'smallint')
      .addColumn('business', 'varchar(32)')
      .addColumn('transfer_status', 'smallint', (c) => c.notNull().defaultTo(0))
      .addColumn('remark', 'varchar(255)')
      .execute();
    // Lists: a park's (or a tenant's) records newest first, optionally within an entry-time range;
    // the in-lot view: open records of a park; the gate: is this plate already in this park?
    await db.schema
      .createIndex('parking_record_park_time_idx')
      .on('parking_record')
      .columns(['park_id', 'entry_time'])
      .execute();
    await db.schema
      .createIndex('parking_record_merchant_time_idx')
      .on('parking_record')
      .columns(['merchant_id', 'entry_time'])
      .execute();
    await db.schema
      .createIndex('parking_record_open_idx')
      .on('parking_record')
      .columns(['park_id', 'status', 'plate'])
      .execute();
    // Exits per park and day (console, dashboard).
    await db.schema
      .createIndex('parking_record_park_exit_idx')
      .on('parking_record')
      .columns(['park_id', 'exit_time'])
      .execute();
    // A plate is in a park at most once: two gates racing on the same car cannot both admit it.
    await db.schema
      .createIndex('parking_record_one_open_uq')
      .on('parking_record')
      .columns(['park_id', 'plate'])
      .unique()
      .where(sql.ref('status'), '=', 1)
      .execute();

    await addIdColumn(db.schema.createTable('payment_order'), kind)
      .addColumn('merchant_id', 'bigint', (c) => c.notNull())
      .addColumn('park_id', 'bigint', (c) => c.notNull())
      .addColumn('order_no', 'varchar(32)', (c) => c.notNull().unique())
      .addColumn('record_id', 'bigint', (c) => c.notNull())
      .addColumn('plate', 'varchar(10)', (c) => c.notNull())
      .addColumn('plate_color', 'smallint', (c) => c.notNull())
      .addColumn('car_type', 'smallint', (c) => c.notNull())
      .addColumn('entry_time', 'bigint', (c) => c.notNull())
      .addColumn('exit_time', 'bigint', (c) => c.notNull())
      .addColumn('duration', 'integer', (c) => c.notNull())
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('discount_amount', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('paid_amount', 'bigint', (c) => c.notNull())
      .addColumn('pay_type', 'smallint')
      .addColumn('pay_mode', 'smallint')
      .addColumn('business', 'varchar(32)', (c) => c.notNull())
      .addColumn('status', 'smallint', (c) => c.notNull())
      .addColumn('overdraft', 'smallint', (c) => c.notNull().defaultTo(0))
      .addColumn('transfer_status', 'smallint', (c) => c.notNull().defaultTo(0))
      .addColumn('pay_time', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('payment_order_park_time_idx')
      .on('payment_order')
      .columns(['park_id', 'create_time'])
      .execute();
    await db.schema
      .createIndex('payment_order_merchant_time_idx')
      .on('payment_order')
      .columns(['merchant_id', 'create_time'])
      .execute();
    await db.schema.createIndex('payment_order_record_idx').on('payment_order').column('record_id').execute();

    await addIdColumn(db.schema.createTable('park_car'), kind)
      .addColumn('merchant_id', 'bigint', (c) => c.notNull())
      .addColumn('park_id', 'bigint', (c) => c.notNull().references('park.id'))
      .addColumn('category', 'varchar(8)', (c) => c.notNull())
      .addColumn('plate', 'varchar(10)', (c) => c.notNull())
      .addColumn('plate_color', 'smallint', (c) => c.notNull())
      .addColumn('owner_name', 'varchar(32)')
      .addColumn('owner_mobile', 'varchar(32)')
      .addColumn('card_type', 'smallint')
      .addColumn('card_no', 'varchar(32)')
      .addColumn('unit_price', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('start_time', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('end_time', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('balance', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('reason', 'varchar(128)')
      .addColumn('remark', 'varchar(255)')
      .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .addColumn('update_time', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('park_car_plate_uq')
      .on('park_car')
      .columns(['park_id', 'category', 'plate'])
      .unique()
      .execute();
    await db.schema
      .createIndex('park_car_merchant_idx')
      .on('park_car')
      .columns(['merchant_id', 'category', 'create_time'])
      .execute();

    await addIdColumn(db.schema.createTable('recharge_order'), kind)
      .addColumn('merchant_id', 'bigint', (c) => c.notNull())
      .addColumn('park_id', 'bigint', (c) => c.notNull())
      .addColumn('order_no', 'varchar(32)', (c) => c.notNull().unique())
      .addColumn('car_id', 'bigint', (c) => c.notNull())
      .addColumn('plate', 'varchar(10)', (c) => c.notNull())
      .addColumn('plate_color', 'smallint', (c) => c.notNull())
      .addColumn('card_type', 'smallint', (c) => c.notNull())
      .addColumn('quantity', 'integer', (c) => c.notNull())
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('paid_amount', 'bigint', (c) => c.notNull())
      .addColumn('period_start', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('period_end', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('pay_type', 'smallint')
      .addColumn('pay_mode', 'smallint')
      .addColumn('business', 'varchar(32)', (c) => c.notNull())
      .addColumn('status', 'smallint', (c) => c.notNull())
      .addColumn('transfer_status', 'smallint', (c) => c.notNull().defaultTo(0))
      .addColumn('pay_time', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('recharge_order_park_time_idx')
      .on('recharge_order')
      .columns(['park_id', 'create_time'])
      .execute();
    await db.schema
      .createIndex('recharge_order_merchant_time_idx')
      .on('recharge_order')
      .columns(['merchant_id', 'create_time'])
      .execute();

    await addIdColumn(db.schema.createTable('release_record'), kind)
      .addColumn('merchant_id', 'bigint', (c) => c.notNull())
      .addColumn('park_id', 'bigint', (c) => c.notNull())
      .addColumn('record_id', 'bigint', (c) => c.notNull())
      .addColumn('plate', 'varchar(10)', (c) => c.notNull())
      .addColumn('plate_color', 'smallint', (c) => c.notNull())
      .addColumn('gate', 'varchar(32)', (c) => c.notNull())
      .addColumn('reason', 'varchar(128)', (c) => c.notNull())
      .addColumn('waived_amount', 'bigint', (c) => c.notNull())
      .addColumn('operator_id', 'bigint', (c) => c.notNull())
      .addColumn('operator_name', 'varchar(64)', (c) => c.notNull())
      .addColumn('release_time', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('release_record_park_time_idx')
      .on('release_record')
      .columns(['park_id', 'release_time'])
      .execute();
    await db.schema
      .createIndex('release_record_merchant_time_idx')
      .on('release_record')
      .columns(['merchant_id', 'release_time'])
      .execute();

    await addIdColumn(db.schema.createTable('park_event'), kind)
      .addColumn('merchant_id', 'bigint', (c) => c.notNull())
      .addColumn('park_id', 'bigint', (c) => c.notNull())
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('plate', 'varchar(10)', (c) => c.notNull())
      .addColumn('plate_color', 'smallint', (c) => c.notNull())
      .addColumn('gate', 'varchar(32)', (c) => c.notNull())
      .addColumn('record_id', 'bigint')
      .addColumn('content', 'varchar(255)', (c) => c.notNull())
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('park_event_park_time_idx')
      .on('park_event')
      .columns(['park_id', 'create_time'])
      .execute();

    // Which parks a role's holders may see; a role without rows here is not limited to parks.
    await db.schema
      .createTable('role_park')
      .addColumn('role_id', 'bigint', (c) => c.notNull().references('role.id').onDelete('cascade'))
      .addColumn('park_id', 'bigint', (c) => c.notNull().references('park.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('role_park_pk', ['role_id', 'park_id'])
      .execute();
  },
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
  async down(db: Kysely<any>) {
    for (const table of [
      'role_park',
      'park_event',
      'release_record',
      'recharge_order',
      'park_car',
      'payment_order',
      'parking_record',
      'charge_rule',
      'park',
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
});
