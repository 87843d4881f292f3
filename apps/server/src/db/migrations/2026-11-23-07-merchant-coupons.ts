import type { Kysely } from 'kysely';
import { addIdColumn } from './dialect-helpers.js';
import type { MigrationFactory } from './migration-factory.js';

/**
 * Merchant coupons: a lot's coupon templates (park_coupon_token) and the coupons issued from them to
 * plates (park_coupon). The token's counters are kept in SQL by the issue and the exit gate. Indexes
 * serve the lists' default sorts per park, per tenant and per token, the exit gate's lookup of a
 * plate's unused coupons, and the expiry sweep.
 */
export const merchantCoupons: MigrationFactory = (kind) => ({
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
  async up(db: Kysely<any>) {
    const index = async (table: string, name: string, columns: string[], unique = false) => {
      let builder = db.schema.createIndex(name).on(table).columns(columns);
      if (unique) builder = builder.unique();
      await builder.execute();
    };

    await addIdColumn(db.schema.createTable('park_coupon_token'), kind)
      .addColumn('merchant_id', 'bigint', (c) => c.notNull())
      .addColumn('park_id', 'bigint', (c) => c.notNull().references('park.id'))
      .addColumn('name', 'varchar(32)', (c) => c.notNull())
      .addColumn('issuer_name', 'varchar(64)', (c) => c.notNull())
      .addColumn('coupon_type', 'smallint', (c) => c.notNull())
      .addColumn('face_value', 'integer', (c) => c.notNull())
      .addColumn('quantity', 'integer', (c) => c.notNull())
      .addColumn('issued_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('used_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('start_time', 'bigint', (c) => c.notNull())
      .addColumn('end_time', 'bigint', (c) => c.notNull())
      .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
      .addColumn('remark', 'varchar(255)')
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .addColumn('update_time', 'bigint', (c) => c.notNull())
      .execute();
    await index('park_coupon_token', 'park_coupon_token_park_time_idx', ['park_id', 'create_time']);
    await index('park_coupon_token', 'park_coupon_token_merchant_time_idx', ['merchant_id', 'create_time']);

    await addIdColumn(db.schema.createTable('park_coupon'), kind)
      .addColumn('merchant_id', 'bigint', (c) => c.notNull())
      .addColumn('park_id', 'bigint', (c) => c.notNull().references('park.id'))
      .addColumn('token_id', 'bigint', (c) => c.notNull().references('park_coupon_token.id'))
      .addColumn('coupon_no', 'varchar(32)', (c) => c.notNull().unique())
      .addColumn('plate', 'varchar(10)', (c) => c.notNull())
      .addColumn('plate_color', 'smallint', (c) => c.notNull())
      .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(0))
      .addColumn('issue_time', 'bigint', (c) => c.notNull())
      .addColumn('expire_time', 'bigint', (c) => c.notNull())
      .addColumn('operator_name', 'varchar(64)')
      .addColumn('use_time', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('discount_amount', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('order_no', 'varchar(32)')
      .addColumn('record_id', 'bigint')
      .execute();
    await index('park_coupon', 'park_coupon_park_time_idx', ['park_id', 'issue_time']);
    await index('park_coupon', 'park_coupon_merchant_time_idx', ['merchant_id', 'issue_time']);
    await index('park_coupon', 'park_coupon_token_time_idx', ['token_id', 'issue_time']);
    await index('park_coupon', 'park_coupon_plate_idx', ['park_id', 'plate', 'status', 'expire_time']);
    await index('park_coupon', 'park_coupon_expiry_idx', ['status', 'expire_time']);
  },
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
  async down(db: Kysely<any>) {
    await db.schema.dropTable('park_coupon').execute();
    await db.schema.dropTable('park_coupon_token').execute();
  },
});
