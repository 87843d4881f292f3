import type { Kysely } from 'kysely';
import { addIdColumn } from './dialect-helpers.js';
import type { MigrationFactory } from './migration-factory.js';

/**
 * 固定券码, 动态码 and 活动规则 of the parking-coupon area (spec 02 §2.17): the ways a holder hands
 * coupons out without typing each plate.
 *
 * - `coupon_fixed_code`: a code printed at a holder's counter for one warehouse entry; anyone with
 *   the code redeems it for a plate within its limits (channel 3 grants carry its id).
 * - `coupon_dynamic_code`: a short-lived, single-use token a cashier shows as a QR for one fixed
 *   code; only its SHA-256 is stored, so a database reader cannot redeem a live token.
 * - `coupon_event_rule`: coupons given automatically on an event (消费满额, 入场赠券).
 * - `coupon_event`: one event a rule saw, unique per (rule, event key), so a retried report or a
 *   replayed entry grants exactly once; its grants carry the request id `ev<event id>-<n>`.
 */
export const couponCodesEvents: MigrationFactory = (kind) => ({
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
  async up(db: Kysely<any>) {
    await addIdColumn(db.schema.createTable('coupon_fixed_code'), kind)
      .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
      .addColumn('stock_id', 'bigint', (c) => c.notNull().references('coupon_stock.id'))
      .addColumn('name', 'varchar(32)', (c) => c.notNull())
      .addColumn('code', 'varchar(32)', (c) => c.notNull().unique())
      // Grants per plate over the code's life and per CST day in all; 0 = no daily limit.
      .addColumn('plate_limit', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('daily_limit', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('start_time', 'bigint', (c) => c.notNull())
      .addColumn('end_time', 'bigint', (c) => c.notNull())
      .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
      .addColumn('granted_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('remark', 'varchar(255)')
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .addColumn('update_time', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('coupon_fixed_code_owner_time_idx')
      .on('coupon_fixed_code')
      .columns(['merchant_id', 'create_time'])
      .execute();

    await addIdColumn(db.schema.createTable('coupon_dynamic_code'), kind)
      .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
      .addColumn('fixed_code_id', 'bigint', (c) => c.notNull().references('coupon_fixed_code.id'))
      .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
      // 0 待领取, 1 已领取 (expiry is read from expire_time, never written)
      .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(0))
      .addColumn('expire_time', 'bigint', (c) => c.notNull())
      .addColumn('plate', 'varchar(10)')
      .addColumn('request_id', 'varchar(64)')
      .addColumn('grant_id', 'bigint')
      .addColumn('redeem_time', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('operator_name', 'varchar(64)')
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('coupon_dynamic_code_code_time_idx')
      .on('coupon_dynamic_code')
      .columns(['fixed_code_id', 'create_time'])
      .execute();

    await addIdColumn(db.schema.createTable('coupon_event_rule'), kind)
      .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
      .addColumn('stock_id', 'bigint', (c) => c.notNull().references('coupon_stock.id'))
      .addColumn('name', 'varchar(32)', (c) => c.notNull())
      // 1 消费满额, 2 入场赠券 (COUPON_EVENT_TYPE)
      .addColumn('event_type', 'smallint', (c) => c.notNull())
      // fen a reported spend must reach (消费满额 only)
      .addColumn('threshold', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('per_event', 'integer', (c) => c.notNull().defaultTo(1))
      // grants per plate over the rule's life; 0 = no limit
      .addColumn('plate_limit', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('start_time', 'bigint', (c) => c.notNull())
      .addColumn('end_time', 'bigint', (c) => c.notNull())
      .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
      .addColumn('granted_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('remark', 'varchar(255)')
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .addColumn('update_time', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('coupon_event_rule_owner_time_idx')
      .on('coupon_event_rule')
      .columns(['merchant_id', 'create_time'])
      .execute();
    await db.schema
      .createIndex('coupon_event_rule_type_idx')
      .on('coupon_event_rule')
      .columns(['event_type', 'status'])
      .execute();

    await addIdColumn(db.schema.createTable('coupon_event'), kind)
      .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
      .addColumn('rule_id', 'bigint', (c) => c.notNull().references('coupon_event_rule.id'))
      .addColumn('event_type', 'smallint', (c) => c.notNull())
      .addColumn('event_key', 'varchar(64)', (c) => c.notNull())
      .addColumn('plate', 'varchar(10)', (c) => c.notNull())
      .addColumn('plate_color', 'smallint', (c) => c.notNull())
      .addColumn('amount', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('park_id', 'bigint')
      .addColumn('record_id', 'bigint')
      .addColumn('granted', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('fail_reason', 'varchar(255)')
      .addColumn('event_time', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('coupon_event_rule_key_uq')
      .on('coupon_event')
      .columns(['rule_id', 'event_key'])
      .unique()
      .execute();

    // Per-plate limits count a code's or a rule's grants to one plate.
    await db.schema
      .createIndex('coupon_grant_code_plate_idx')
      .on('coupon_grant')
      .columns(['fixed_code_id', 'plate'])
      .execute();
    await db.schema
      .createIndex('coupon_grant_event_plate_idx')
      .on('coupon_grant')
      .columns(['event_rule_id', 'plate'])
      .execute();
  },
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
  async down(db: Kysely<any>) {
    await db.schema.dropIndex('coupon_grant_event_plate_idx').execute();
    await db.schema.dropIndex('coupon_grant_code_plate_idx').execute();
    for (const table of ['coupon_event', 'coupon_event_rule', 'coupon_dynamic_code', 'coupon_fixed_code']) {
      await db.schema.dropTable(table).execute();
    }
  },
});
