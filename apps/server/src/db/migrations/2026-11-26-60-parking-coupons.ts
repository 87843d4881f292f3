import { sql, type Kysely } from 'kysely';
import { addIdColumn } from './dialect-helpers.js';
import type { MigrationFactory } from './migration-factory.js';

/**
 * Parking coupons (停车券, spec 02 §2.17): the ledger of the coupon area.
 *
 * - `coupon` 优惠券: a lot owner's coupon, valid at the lots of `coupon_park`, sold to the merchants
 *   of `coupon_merchant` (商户管理) at the lots of `coupon_merchant_park` (绑定车场授权).
 * - `coupon_stock` 入库记录: coupons in a holder's warehouse. A purchase (购券记录) is a stock row whose
 *   source is a purchase, so what was bought and what is left are one row and cannot disagree.
 * - `coupon_grant` 发券记录: one coupon handed to a plate, spent at an exit gate.
 *
 * Counters live on the stock row, so one guarded UPDATE decides whether a grant fits (never more out
 * than bought); the CHECK constraints are the last line. `merchant_id` is the row's owner (the
 * holder), `seller_id` the coupon's owner, who also sees the row.
 */
export const parkingCoupons: MigrationFactory = (kind) => ({
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
  async up(db: Kysely<any>) {
    const index = async (table: string, name: string, columns: string[], unique = false) => {
      let builder = db.schema.createIndex(name).on(table).columns(columns);
      if (unique) builder = builder.unique();
      await builder.execute();
    };

    await addIdColumn(db.schema.createTable('coupon'), kind)
      .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
      .addColumn('name', 'varchar(32)', (c) => c.notNull())
      .addColumn('coupon_type', 'smallint', (c) => c.notNull())
      // fen for 金额券 and 差异化定价券, minutes for the duration types, hundredths of a 折, 0 for 全免
      .addColumn('face_value', 'integer', (c) => c.notNull())
      .addColumn('price', 'bigint', (c) => c.notNull())
      .addColumn('start_time', 'bigint', (c) => c.notNull())
      .addColumn('end_time', 'bigint', (c) => c.notNull())
      .addColumn('valid_days', 'integer', (c) => c.notNull())
      .addColumn('stackable', 'smallint', (c) => c.notNull().defaultTo(0))
      .addColumn('max_per_stay', 'smallint', (c) => c.notNull().defaultTo(1))
      .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
      .addColumn('remark', 'varchar(255)')
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .addColumn('update_time', 'bigint', (c) => c.notNull())
      .execute();
    await index('coupon', 'coupon_owner_time_idx', ['merchant_id', 'create_time']);

    await addIdColumn(db.schema.createTable('coupon_park'), kind)
      .addColumn('coupon_id', 'bigint', (c) => c.notNull().references('coupon.id').onDelete('cascade'))
      .addColumn('park_id', 'bigint', (c) => c.notNull().references('park.id'))
      .execute();
    await index('coupon_park', 'coupon_park_uq', ['coupon_id', 'park_id'], true);
    await index('coupon_park', 'coupon_park_park_idx', ['park_id', 'coupon_id']);

    await addIdColumn(db.schema.createTable('coupon_merchant'), kind)
      .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
      .addColumn('buyer_id', 'bigint', (c) => c.notNull().references('merchant.id'))
      .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
      .addColumn('remark', 'varchar(255)')
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .addColumn('update_time', 'bigint', (c) => c.notNull())
      .execute();
    await index('coupon_merchant', 'coupon_merchant_uq', ['merchant_id', 'buyer_id'], true);
    await index('coupon_merchant', 'coupon_merchant_owner_time_idx', ['merchant_id', 'create_time']);
    await index('coupon_merchant', 'coupon_merchant_buyer_idx', ['buyer_id']);

    await addIdColumn(db.schema.createTable('coupon_merchant_park'), kind)
      .addColumn('coupon_merchant_id', 'bigint', (c) =>
        c.notNull().references('coupon_merchant.id').onDelete('cascade'),
      )
      .addColumn('park_id', 'bigint', (c) => c.notNull().references('park.id'))
      .execute();
    await index('coupon_merchant_park', 'coupon_merchant_park_uq', ['coupon_merchant_id', 'park_id'], true);

    await addIdColumn(db.schema.createTable('coupon_stock'), kind)
      .addColumn('stock_no', 'varchar(32)', (c) => c.notNull().unique())
      .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
      .addColumn('seller_id', 'bigint', (c) => c.notNull().references('merchant.id'))
      .addColumn('coupon_id', 'bigint', (c) => c.notNull().references('coupon.id'))
      // 1 购买, 2 批量购券, 3 赠送 (COUPON_STOCK_SOURCE)
      .addColumn('source', 'smallint', (c) => c.notNull())
      .addColumn('quantity', 'integer', (c) => c.notNull())
      // Out with plates now (a revoked grant comes back), and spent at a gate.
      .addColumn('granted_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('used_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('unit_price', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('amount', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('refund_amount', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('pay_no', 'varchar(32)')
      .addColumn('paid_time', 'bigint', (c) => c.notNull().defaultTo(0))
      // 1 使用中, -1 已撤销, -2 已过期 (COUPON_PURCHASE_STATUS)
      .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
      .addColumn('expire_time', 'bigint', (c) => c.notNull())
      .addColumn('operator_name', 'varchar(64)')
      .addColumn('revoke_reason', 'varchar(255)')
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .addColumn('update_time', 'bigint', (c) => c.notNull())
      .addCheckConstraint(
        'coupon_stock_counts_ck',
        sql`granted_count >= 0 and granted_count <= quantity and used_count >= 0 and used_count <= granted_count`,
      )
      .execute();
    await index('coupon_stock', 'coupon_stock_owner_time_idx', ['merchant_id', 'create_time']);
    await index('coupon_stock', 'coupon_stock_seller_time_idx', ['seller_id', 'create_time']);
    await index('coupon_stock', 'coupon_stock_coupon_time_idx', ['coupon_id', 'create_time']);
    await index('coupon_stock', 'coupon_stock_expiry_idx', ['status', 'expire_time']);

    await addIdColumn(db.schema.createTable('coupon_grant'), kind)
      .addColumn('grant_no', 'varchar(32)', (c) => c.notNull().unique())
      .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
      .addColumn('seller_id', 'bigint', (c) => c.notNull().references('merchant.id'))
      .addColumn('coupon_id', 'bigint', (c) => c.notNull().references('coupon.id'))
      .addColumn('stock_id', 'bigint', (c) => c.notNull().references('coupon_stock.id'))
      .addColumn('plate', 'varchar(10)', (c) => c.notNull())
      .addColumn('plate_color', 'smallint', (c) => c.notNull())
      // 1 发放成功, 2 发放中, 0 已撤销, -1 发放失败 (COUPON_GRANT_STATUS)
      .addColumn('status', 'smallint', (c) => c.notNull())
      // 0 未使用, 1 已使用, 2 已过期 (COUPON_USE_STATUS)
      .addColumn('use_status', 'smallint', (c) => c.notNull().defaultTo(0))
      // 1 手动发券, 2 批量发券, 3 固定券码, 4 动态码, 5 活动 (COUPON_GRANT_CHANNEL)
      .addColumn('channel', 'smallint', (c) => c.notNull())
      // The caller's key for one grant: a retried request finds its grant instead of granting twice.
      .addColumn('request_id', 'varchar(64)')
      .addColumn('fixed_code_id', 'bigint')
      .addColumn('event_rule_id', 'bigint')
      .addColumn('fail_reason', 'varchar(255)')
      .addColumn('grant_time', 'bigint', (c) => c.notNull())
      .addColumn('expire_time', 'bigint', (c) => c.notNull())
      .addColumn('operator_name', 'varchar(64)')
      .addColumn('use_time', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('park_id', 'bigint')
      .addColumn('record_id', 'bigint')
      .addColumn('order_no', 'varchar(32)')
      .addColumn('discount_amount', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
    await index('coupon_grant', 'coupon_grant_owner_time_idx', ['merchant_id', 'grant_time']);
    await index('coupon_grant', 'coupon_grant_seller_time_idx', ['seller_id', 'grant_time']);
    await index('coupon_grant', 'coupon_grant_stock_time_idx', ['stock_id', 'grant_time']);
    await index('coupon_grant', 'coupon_grant_plate_idx', ['plate', 'use_status', 'expire_time']);
    await index('coupon_grant', 'coupon_grant_expiry_idx', ['use_status', 'expire_time']);
    await index('coupon_grant', 'coupon_grant_request_uq', ['merchant_id', 'request_id'], true);
    await index('coupon_grant', 'coupon_grant_event_time_idx', ['event_rule_id', 'grant_time']);
    await index('coupon_grant', 'coupon_grant_code_time_idx', ['fixed_code_id', 'grant_time']);
  },
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
  async down(db: Kysely<any>) {
    for (const table of [
      'coupon_grant',
      'coupon_stock',
      'coupon_merchant_park',
      'coupon_merchant',
      'coupon_park',
      'coupon',
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
});
