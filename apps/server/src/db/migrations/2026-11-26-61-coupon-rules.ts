import type { Kysely } from 'kysely';
import { addIdColumn } from './dialect-helpers.js';
import type { MigrationFactory } from './migration-factory.js';

/**
 * 优惠券规则 (spec 02 §2.17): a lot owner's purchase limits for one of its coupons, checked by every
 * purchase: min and max per purchase, and a monthly cap per buyer (0 = none). One rule per coupon.
 */
export const couponRules: MigrationFactory = (kind) => ({
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
  async up(db: Kysely<any>) {
    await addIdColumn(db.schema.createTable('coupon_rule'), kind)
      .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
      .addColumn('coupon_id', 'bigint', (c) => c.notNull().references('coupon.id').onDelete('cascade'))
      .addColumn('min_quantity', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('max_quantity', 'integer', (c) => c.notNull())
      .addColumn('monthly_limit', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
      .addColumn('remark', 'varchar(255)')
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .addColumn('update_time', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('coupon_rule_coupon_uq')
      .on('coupon_rule')
      .column('coupon_id')
      .unique()
      .execute();
    await db.schema
      .createIndex('coupon_rule_owner_time_idx')
      .on('coupon_rule')
      .columns(['merchant_id', 'create_time'])
      .execute();
  },
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
  async down(db: Kysely<any>) {
    await db.schema.dropTable('coupon_rule').execute();
  },
});
