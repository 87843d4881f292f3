import type { Kysely } from 'kysely';
import { addIdColumn } from './dialect-helpers.js';
import type { MigrationFactory } from './migration-factory.js';

/**
 * Coupons at the exit gate (issue 16):
 *
 * - `coupon_grant.minutes_left`: what a 多次进出时长券 (type 5) has left of its minutes budget across
 *   stays. NULL means untouched (the coupon's whole face value), so grantCoupon needs no change; the
 *   grant becomes 已使用 when it reaches 0.
 * - `order_coupon`: each coupon an order used and what it took (fen, and minutes for the duration
 *   types), one row per coupon per order. It is the order's coupon list on screen, the per-stay use
 *   history of a type-5 grant, and what the stacking rules count when a stay is settled twice
 *   (pay station, then exit). A row names a granted coupon (grant_id) or, until the 商户券 move onto
 *   the coupon ledger, a park_coupon (park_coupon_id).
 */
export const couponsAtExit: MigrationFactory = (kind) => ({
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
  async up(db: Kysely<any>) {
    await db.schema.alterTable('coupon_grant').addColumn('minutes_left', 'integer').execute();

    await addIdColumn(db.schema.createTable('order_coupon'), kind)
      // The lot owner, as on payment_order: the row's tenant.
      .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
      .addColumn('park_id', 'bigint', (c) => c.notNull().references('park.id'))
      .addColumn('order_id', 'bigint', (c) => c.notNull().references('payment_order.id'))
      .addColumn('order_no', 'varchar(32)', (c) => c.notNull())
      .addColumn('record_id', 'bigint', (c) => c.notNull())
      .addColumn('grant_id', 'bigint', (c) => c.references('coupon_grant.id'))
      .addColumn('park_coupon_id', 'bigint')
      // The coupon definition (coupon.id, or park_coupon_token.id for a 商户券): max_per_stay counts by it.
      .addColumn('coupon_id', 'bigint', (c) => c.notNull())
      .addColumn('coupon_no', 'varchar(32)', (c) => c.notNull())
      .addColumn('coupon_name', 'varchar(64)', (c) => c.notNull())
      .addColumn('coupon_type', 'smallint', (c) => c.notNull())
      .addColumn('stackable', 'smallint', (c) => c.notNull())
      .addColumn('discount_amount', 'bigint', (c) => c.notNull())
      .addColumn('minutes_used', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('order_coupon_order_idx').on('order_coupon').columns(['order_id']).execute();
    await db.schema
      .createIndex('order_coupon_record_idx')
      .on('order_coupon')
      .columns(['record_id'])
      .execute();
    await db.schema
      .createIndex('order_coupon_grant_idx')
      .on('order_coupon')
      .columns(['grant_id', 'create_time'])
      .execute();
  },
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
  async down(db: Kysely<any>) {
    await db.schema.dropTable('order_coupon').execute();
    await db.schema.alterTable('coupon_grant').dropColumn('minutes_left').execute();
  },
});
