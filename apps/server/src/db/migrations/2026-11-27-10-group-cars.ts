import type { Kysely } from 'kysely';
import { addIdColumn } from './dialect-helpers.js';
import type { MigrationFactory } from './migration-factory.js';

/**
 * 停车集团 fixed cars (issue 17): 月卡套餐 (group_package, its lots in group_package_park), the
 * group's monthly cards (group_card), their purchases (group_renewal: 开卡 and 续费) and the group's
 * whitelist (group_white).
 *
 * A group card or whitelist entry is honoured at the gate through one materialised park_car row per
 * lot (category month or white), kept in step in the same transaction as the group row; the new
 * park_car columns name the group row it stands for, so the gate and the per-lot lists need no change.
 */
export const groupCars: MigrationFactory = (kind) => ({
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
  async up(db: Kysely<any>) {
    await addIdColumn(db.schema.createTable('group_package'), kind)
      .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
      .addColumn('name', 'varchar(32)', (c) => c.notNull())
      // CARD_TYPE of a period card: 1 月卡, 6 季卡, 7 半年卡, 5 年卡 (the unit of a renewal).
      .addColumn('card_type', 'smallint', (c) => c.notNull())
      .addColumn('unit_price', 'integer', (c) => c.notNull())
      .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
      .addColumn('remark', 'varchar(255)')
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .addColumn('update_time', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('group_package_owner_time_idx')
      .on('group_package')
      .columns(['merchant_id', 'create_time'])
      .execute();

    await db.schema
      .createTable('group_package_park')
      .addColumn('package_id', 'bigint', (c) => c.notNull().references('group_package.id'))
      .addColumn('park_id', 'bigint', (c) => c.notNull().references('park.id'))
      .addPrimaryKeyConstraint('group_package_park_pk', ['package_id', 'park_id'])
      .execute();

    await addIdColumn(db.schema.createTable('group_card'), kind)
      .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
      .addColumn('package_id', 'bigint', (c) => c.notNull().references('group_package.id'))
      .addColumn('card_no', 'varchar(32)', (c) => c.notNull())
      .addColumn('plate', 'varchar(10)', (c) => c.notNull())
      .addColumn('plate_color', 'smallint', (c) => c.notNull().defaultTo(1))
      .addColumn('owner_name', 'varchar(32)')
      .addColumn('owner_mobile', 'varchar(11)')
      .addColumn('card_type', 'smallint', (c) => c.notNull())
      .addColumn('start_time', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('end_time', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
      .addColumn('remark', 'varchar(255)')
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .addColumn('update_time', 'bigint', (c) => c.notNull())
      .execute();
    // One group card per plate in a group: a second sale of the plate is a renewal.
    await db.schema
      .createIndex('group_card_owner_plate_uq')
      .on('group_card')
      .columns(['merchant_id', 'plate'])
      .unique()
      .execute();
    await db.schema
      .createIndex('group_card_owner_time_idx')
      .on('group_card')
      .columns(['merchant_id', 'create_time'])
      .execute();
    await db.schema
      .createIndex('group_card_owner_end_idx')
      .on('group_card')
      .columns(['merchant_id', 'end_time'])
      .execute();
    await db.schema.createIndex('group_card_package_idx').on('group_card').column('package_id').execute();

    await addIdColumn(db.schema.createTable('group_renewal'), kind)
      .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
      .addColumn('card_id', 'bigint', (c) => c.notNull().references('group_card.id'))
      .addColumn('package_id', 'bigint', (c) => c.notNull().references('group_package.id'))
      // The package's name and lots as they were when bought: the record keeps what was paid for.
      .addColumn('package_name', 'varchar(32)', (c) => c.notNull())
      .addColumn('park_names', 'varchar(255)', (c) => c.notNull().defaultTo(''))
      .addColumn('card_no', 'varchar(32)', (c) => c.notNull())
      .addColumn('plate', 'varchar(10)', (c) => c.notNull())
      // 1 开卡 (the sale), 2 续费
      .addColumn('kind', 'smallint', (c) => c.notNull())
      .addColumn('card_type', 'smallint', (c) => c.notNull())
      .addColumn('units', 'integer', (c) => c.notNull())
      .addColumn('unit_price', 'integer', (c) => c.notNull())
      .addColumn('amount', 'integer', (c) => c.notNull())
      .addColumn('before_start', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('before_end', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('after_start', 'bigint', (c) => c.notNull())
      .addColumn('after_end', 'bigint', (c) => c.notNull())
      // Its 月卡订单, written at the package's first lot.
      .addColumn('park_id', 'bigint', (c) => c.notNull().references('park.id'))
      .addColumn('order_id', 'bigint', (c) => c.notNull().references('recharge_order.id'))
      .addColumn('order_no', 'varchar(32)', (c) => c.notNull())
      .addColumn('pay_type', 'smallint', (c) => c.notNull())
      .addColumn('pay_mode', 'smallint', (c) => c.notNull())
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('group_renewal_owner_time_idx')
      .on('group_renewal')
      .columns(['merchant_id', 'create_time'])
      .execute();
    await db.schema
      .createIndex('group_renewal_card_idx')
      .on('group_renewal')
      .columns(['card_id', 'create_time'])
      .execute();

    await addIdColumn(db.schema.createTable('group_white'), kind)
      .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
      .addColumn('plate', 'varchar(10)', (c) => c.notNull())
      .addColumn('plate_color', 'smallint', (c) => c.notNull().defaultTo(1))
      .addColumn('owner_name', 'varchar(32)')
      .addColumn('owner_mobile', 'varchar(11)')
      .addColumn('start_time', 'bigint', (c) => c.notNull())
      .addColumn('end_time', 'bigint', (c) => c.notNull())
      .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
      .addColumn('remark', 'varchar(255)')
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .addColumn('update_time', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('group_white_owner_plate_uq')
      .on('group_white')
      .columns(['merchant_id', 'plate'])
      .unique()
      .execute();
    await db.schema
      .createIndex('group_white_owner_time_idx')
      .on('group_white')
      .columns(['merchant_id', 'create_time'])
      .execute();

    // The materialised lot rows: which group card or whitelist entry a park_car row stands for.
    await db.schema.alterTable('park_car').addColumn('group_card_id', 'bigint').execute();
    await db.schema.alterTable('park_car').addColumn('group_white_id', 'bigint').execute();
    await db.schema.createIndex('park_car_group_card_idx').on('park_car').column('group_card_id').execute();
    await db.schema.createIndex('park_car_group_white_idx').on('park_car').column('group_white_id').execute();
  },
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
  async down(db: Kysely<any>) {
    await db.schema.dropIndex('park_car_group_white_idx').execute();
    await db.schema.dropIndex('park_car_group_card_idx').execute();
    await db.schema.alterTable('park_car').dropColumn('group_white_id').execute();
    await db.schema.alterTable('park_car').dropColumn('group_card_id').execute();
    await db.schema.dropTable('group_white').execute();
    await db.schema.dropTable('group_renewal').execute();
    await db.schema.dropTable('group_card').execute();
    await db.schema.dropTable('group_package_park').execute();
    await db.schema.dropTable('group_package').execute();
  },
});
