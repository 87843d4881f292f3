import type { Kysely } from 'kysely';
import { addIdColumn } from './dialect-helpers.js';
import type { MigrationFactory } from './migration-factory.js';

/**
 * Parking operations: reservations (records, appointed spaces, appeals), plate-less passports,
 * fixed-car applications, a lot's access grants and invoice configurations, and the per-lot setting
 * documents (预约设置, 运行配置, 支付渠道). Every table carries merchant_id and park_id; indexes
 * serve each list's default sort per park and per tenant. audit_log gains (resource, row_id) so a
 * lot's 配置日志 finds the changes of its configuration rows without scanning the log.
 */
export const parkingOperations: MigrationFactory = (kind) => ({
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
  async up(db: Kysely<any>) {
    const index = async (table: string, name: string, columns: string[], unique = false) => {
      let builder = db.schema.createIndex(name).on(table).columns(columns);
      if (unique) builder = builder.unique();
      await builder.execute();
    };

    await addIdColumn(db.schema.createTable('park_reservation'), kind)
      .addColumn('merchant_id', 'bigint', (c) => c.notNull())
      .addColumn('park_id', 'bigint', (c) => c.notNull().references('park.id'))
      .addColumn('reserve_no', 'varchar(32)', (c) => c.notNull().unique())
      .addColumn('plate', 'varchar(10)', (c) => c.notNull())
      .addColumn('plate_color', 'smallint', (c) => c.notNull())
      .addColumn('mobile', 'varchar(32)')
      .addColumn('space_no', 'varchar(16)', (c) => c.notNull())
      .addColumn('reserve_time', 'bigint', (c) => c.notNull())
      .addColumn('arrive_deadline', 'bigint', (c) => c.notNull())
      .addColumn('arrive_time', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('fee', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'smallint', (c) => c.notNull())
      .execute();
    await index('park_reservation', 'park_reservation_park_time_idx', ['park_id', 'reserve_time']);
    await index('park_reservation', 'park_reservation_merchant_time_idx', ['merchant_id', 'reserve_time']);

    await addIdColumn(db.schema.createTable('park_appointed_space'), kind)
      .addColumn('merchant_id', 'bigint', (c) => c.notNull())
      .addColumn('park_id', 'bigint', (c) => c.notNull().references('park.id'))
      .addColumn('space_no', 'varchar(16)', (c) => c.notNull())
      .addColumn('zone', 'varchar(32)')
      .addColumn('plate', 'varchar(10)')
      .addColumn('reserved_until', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'smallint', (c) => c.notNull())
      .addColumn('update_time', 'bigint', (c) => c.notNull())
      .execute();
    await index('park_appointed_space', 'park_appointed_space_uq', ['park_id', 'space_no'], true);
    await index('park_appointed_space', 'park_appointed_space_merchant_idx', ['merchant_id', 'space_no']);

    await addIdColumn(db.schema.createTable('reserve_appeal'), kind)
      .addColumn('merchant_id', 'bigint', (c) => c.notNull())
      .addColumn('park_id', 'bigint', (c) => c.notNull().references('park.id'))
      .addColumn('reservation_id', 'bigint', (c) => c.notNull())
      .addColumn('reserve_no', 'varchar(32)', (c) => c.notNull())
      .addColumn('plate', 'varchar(10)', (c) => c.notNull())
      .addColumn('mobile', 'varchar(32)')
      .addColumn('reason', 'varchar(255)', (c) => c.notNull())
      .addColumn('amount', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(0))
      .addColumn('audit_remark', 'varchar(128)')
      .addColumn('auditor_name', 'varchar(64)')
      .addColumn('audit_time', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .execute();
    await index('reserve_appeal', 'reserve_appeal_park_time_idx', ['park_id', 'create_time']);
    await index('reserve_appeal', 'reserve_appeal_merchant_time_idx', ['merchant_id', 'create_time']);

    await addIdColumn(db.schema.createTable('park_passport'), kind)
      .addColumn('merchant_id', 'bigint', (c) => c.notNull())
      .addColumn('park_id', 'bigint', (c) => c.notNull().references('park.id'))
      .addColumn('passport_no', 'varchar(32)', (c) => c.notNull().unique())
      .addColumn('holder_name', 'varchar(32)', (c) => c.notNull())
      .addColumn('holder_mobile', 'varchar(32)', (c) => c.notNull())
      .addColumn('vehicle_desc', 'varchar(64)')
      .addColumn('start_time', 'bigint', (c) => c.notNull())
      .addColumn('end_time', 'bigint', (c) => c.notNull())
      .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
      .addColumn('remark', 'varchar(255)')
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .execute();
    await index('park_passport', 'park_passport_park_time_idx', ['park_id', 'create_time']);
    await index('park_passport', 'park_passport_merchant_time_idx', ['merchant_id', 'create_time']);

    await addIdColumn(db.schema.createTable('fixed_car_apply'), kind)
      .addColumn('merchant_id', 'bigint', (c) => c.notNull())
      .addColumn('park_id', 'bigint', (c) => c.notNull().references('park.id'))
      .addColumn('apply_no', 'varchar(32)', (c) => c.notNull().unique())
      .addColumn('plate', 'varchar(10)', (c) => c.notNull())
      .addColumn('plate_color', 'smallint', (c) => c.notNull())
      .addColumn('card_type', 'smallint', (c) => c.notNull())
      .addColumn('quantity', 'integer', (c) => c.notNull())
      .addColumn('applicant_name', 'varchar(32)', (c) => c.notNull())
      .addColumn('applicant_mobile', 'varchar(32)', (c) => c.notNull())
      .addColumn('remark', 'varchar(255)')
      .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(0))
      .addColumn('reject_reason', 'varchar(128)')
      .addColumn('car_id', 'bigint')
      .addColumn('auditor_name', 'varchar(64)')
      .addColumn('audit_time', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .execute();
    await index('fixed_car_apply', 'fixed_car_apply_park_time_idx', ['park_id', 'create_time']);
    await index('fixed_car_apply', 'fixed_car_apply_merchant_idx', ['merchant_id', 'status', 'create_time']);

    await addIdColumn(db.schema.createTable('park_acl'), kind)
      .addColumn('merchant_id', 'bigint', (c) => c.notNull())
      .addColumn('park_id', 'bigint', (c) => c.notNull().references('park.id'))
      .addColumn('grantee_kind', 'smallint', (c) => c.notNull())
      .addColumn('grantee_no', 'varchar(32)', (c) => c.notNull())
      .addColumn('grantee_name', 'varchar(64)', (c) => c.notNull())
      .addColumn('scopes', 'varchar(128)', (c) => c.notNull())
      .addColumn('expire_time', 'bigint', (c) => c.notNull())
      .addColumn('status', 'smallint', (c) => c.notNull())
      .addColumn('remark', 'varchar(255)')
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .addColumn('update_time', 'bigint', (c) => c.notNull())
      .execute();
    // One grant per lot and grantee: widening a grant edits it rather than stacking another.
    await index('park_acl', 'park_acl_grantee_uq', ['park_id', 'grantee_kind', 'grantee_no'], true);
    await index('park_acl', 'park_acl_merchant_idx', ['merchant_id', 'create_time']);

    await addIdColumn(db.schema.createTable('park_invoice_config'), kind)
      .addColumn('merchant_id', 'bigint', (c) => c.notNull())
      .addColumn('park_id', 'bigint', (c) => c.notNull().references('park.id'))
      .addColumn('business', 'varchar(32)', (c) => c.notNull())
      .addColumn('invoice_kind', 'smallint', (c) => c.notNull())
      .addColumn('goods_name', 'varchar(64)', (c) => c.notNull())
      .addColumn('tax_code', 'varchar(19)', (c) => c.notNull())
      .addColumn('tax_rate', 'smallint', (c) => c.notNull())
      .addColumn('seller_name', 'varchar(64)', (c) => c.notNull())
      .addColumn('seller_tax_no', 'varchar(20)', (c) => c.notNull())
      .addColumn('max_amount', 'bigint', (c) => c.notNull())
      .addColumn('auto_issue', 'smallint', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'smallint', (c) => c.notNull())
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .addColumn('update_time', 'bigint', (c) => c.notNull())
      .execute();
    await index('park_invoice_config', 'park_invoice_config_uq', ['park_id', 'business'], true);
    await index('park_invoice_config', 'park_invoice_config_merchant_idx', ['merchant_id', 'create_time']);

    await addIdColumn(db.schema.createTable('park_setting'), kind)
      .addColumn('merchant_id', 'bigint', (c) => c.notNull())
      .addColumn('park_id', 'bigint', (c) => c.notNull().references('park.id'))
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('value_json', 'text', (c) => c.notNull())
      .addColumn('update_time', 'bigint', (c) => c.notNull())
      .execute();
    await index('park_setting', 'park_setting_uq', ['park_id', 'kind'], true);

    await index('audit_log', 'audit_log_resource_row_idx', ['resource', 'row_id', 'create_time']);
  },
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
  async down(db: Kysely<any>) {
    await db.schema.dropIndex('audit_log_resource_row_idx').execute();
    for (const table of [
      'park_setting',
      'park_invoice_config',
      'park_acl',
      'fixed_car_apply',
      'park_passport',
      'reserve_appeal',
      'park_appointed_space',
      'park_reservation',
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
});
