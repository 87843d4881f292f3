import type { Kysely } from 'kysely';
import { addIdColumn } from './dialect-helpers.js';
import type { MigrationFactory } from './migration-factory.js';

/**
 * The holder's side of parking coupons (issue 16): 商户券规则 (`coupon_merchant_rule`), the limits a
 * holder puts on its own grants, and an index for the checks they make.
 *
 * A rule narrows to one coupon, one warehouse entry, or neither (every grant of the holder). A limit
 * of 0 means no limit. The grant path (coupon-ledger.ts) reads the holder's enabled rules and locks
 * them (a no-op UPDATE), so two grants counting the same day's grants run one after the other.
 */
export const couponHolding: MigrationFactory = (kind) => ({
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
  async up(db: Kysely<any>) {
    await addIdColumn(db.schema.createTable('coupon_merchant_rule'), kind)
      .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
      .addColumn('name', 'varchar(32)', (c) => c.notNull())
      // 0 every grant of the holder, 1 one warehouse entry (stock_id), 2 one coupon (coupon_id, every entry of it)
      .addColumn('applies_to', 'smallint', (c) => c.notNull().defaultTo(0))
      .addColumn('coupon_id', 'bigint', (c) => c.references('coupon.id'))
      .addColumn('stock_id', 'bigint', (c) => c.references('coupon_stock.id'))
      // Grants a plate may get a day (China time) under this rule; 0 = no limit.
      .addColumn('plate_daily_limit', 'integer', (c) => c.notNull().defaultTo(0))
      // Grants a day under this rule in all; 0 = no limit.
      .addColumn('daily_limit', 'integer', (c) => c.notNull().defaultTo(0))
      // 1: only a plate now parked (在场) at a lot the coupon is valid at.
      .addColumn('parked_only', 'smallint', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
      .addColumn('remark', 'varchar(255)')
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .addColumn('update_time', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('coupon_merchant_rule_owner_time_idx')
      .on('coupon_merchant_rule')
      .columns(['merchant_id', 'create_time'])
      .execute();
    await db.schema
      .createIndex('coupon_merchant_rule_owner_status_idx')
      .on('coupon_merchant_rule')
      .columns(['merchant_id', 'status'])
      .execute();
    // A plate's grants of one holder on one day (the per-plate limit), and the plate search of 发券记录.
    await db.schema
      .createIndex('coupon_grant_holder_plate_idx')
      .on('coupon_grant')
      .columns(['merchant_id', 'plate', 'grant_time'])
      .execute();
  },
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
  async down(db: Kysely<any>) {
    await db.schema.dropIndex('coupon_grant_holder_plate_idx').execute();
    await db.schema.dropTable('coupon_merchant_rule').execute();
  },
});
