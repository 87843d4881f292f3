import { sql, type Kysely } from 'kysely';
import { merchantCoupons } from './2026-11-23-07-merchant-coupons.js';
import type { MigrationFactory } from './migration-factory.js';

/**
 * 商户券 onto the coupon ledger (issue 16: one coupon model). Each `park_coupon_token` becomes
 *
 * - a `coupon` of the lot owner, bound to its lot (`coupon_park`) and naming it in the new nullable
 *   `coupon.park_id` (the lot a 商户券 belongs to; NULL for coupons defined on the coupon screens,
 *   which may be valid at several lots) with the shop's name in the new nullable `issuer_name`;
 *   price 0, not stackable, one per stay (the 商户券's old exit behaviour), valid_days long enough
 *   that a grant expires with the coupon's end, as a 商户券 did;
 * - a gift `coupon_stock` (source 3 赠送) held by the lot owner itself: quantity = 发行总量,
 *   granted_count = the coupons out with plates (issued less 作废), used_count = 已使用.
 *
 * Each `park_coupon` becomes a `coupon_grant` keeping its 券码 as grant_no (MQ…), channel 1 手动:
 * 未使用 → status 1 / use_status 0; 已使用 → 1 / 1 (with its lot, record, order, discount);
 * 已过期 → 1 / 2; 已作废 → status 0 已撤销 / use_status 0. park_id is set at once (a 商户券's lot is
 * known when it is issued). The order_coupon rows that named a park_coupon now name its grant and
 * coupon; then the two old tables and order_coupon.park_coupon_id are dropped: nothing reads them.
 *
 * Per token one INSERT … SELECT moves its coupons, so the demo's or a lot's thousands of coupons cost
 * one statement each token rather than one per coupon.
 */
export const merchantCouponsOnLedger: MigrationFactory = (kind) => ({
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
  async up(db: Kysely<any>) {
    await db.schema.alterTable('coupon').addColumn('park_id', 'bigint').execute();
    await db.schema.alterTable('coupon').addColumn('issuer_name', 'varchar(64)').execute();
    await db.schema
      .createIndex('coupon_park_time_idx')
      .on('coupon')
      .columns(['park_id', 'create_time'])
      .execute();
    // The lot's 优惠券记录 (newest first, per lot), as park_coupon_park_time_idx served it.
    await db.schema
      .createIndex('coupon_grant_park_time_idx')
      .on('coupon_grant')
      .columns(['park_id', 'grant_time'])
      .execute();

    const tokens = await db.selectFrom('park_coupon_token').selectAll().orderBy('id').execute();
    for (const token of tokens) {
      const start = Number(token.start_time);
      const end = Number(token.end_time);
      const coupon = await db
        .insertInto('coupon')
        .values({
          merchant_id: Number(token.merchant_id),
          park_id: Number(token.park_id),
          issuer_name: token.issuer_name,
          name: token.name,
          coupon_type: Number(token.coupon_type),
          face_value: Number(token.face_value),
          price: 0,
          start_time: start,
          end_time: end,
          valid_days: Math.max(1, Math.ceil((end - start) / 86_400)),
          stackable: 0,
          max_per_stay: 1,
          status: Number(token.status),
          remark: token.remark,
          create_time: Number(token.create_time),
          update_time: Number(token.update_time),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const couponId = Number(coupon.id);
      await db
        .insertInto('coupon_park')
        .values({ coupon_id: couponId, park_id: Number(token.park_id) })
        .execute();
      const counts = await db
        .selectFrom('park_coupon')
        .select([
          sql<number>`sum(case when status <> 3 then 1 else 0 end)`.as('out'),
          sql<number>`sum(case when status = 1 then 1 else 0 end)`.as('used'),
        ])
        .where('token_id', '=', Number(token.id))
        .executeTakeFirst();
      const stock = await db
        .insertInto('coupon_stock')
        .values({
          stock_no: `MQS${String(couponId).padStart(8, '0')}`,
          merchant_id: Number(token.merchant_id),
          seller_id: Number(token.merchant_id),
          coupon_id: couponId,
          source: 3,
          quantity: Number(token.quantity),
          granted_count: Number(counts?.out ?? 0),
          used_count: Number(counts?.used ?? 0),
          status: 1,
          expire_time: end,
          create_time: Number(token.create_time),
          update_time: Number(token.update_time),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await sql`
        insert into coupon_grant (grant_no, merchant_id, seller_id, coupon_id, stock_id, plate, plate_color,
          status, use_status, channel, grant_time, expire_time, operator_name, use_time, park_id, record_id,
          order_no, discount_amount)
        select coupon_no, merchant_id, merchant_id, cast(${couponId} as bigint), cast(${Number(stock.id)} as bigint),
          plate, plate_color,
          case when status = 3 then 0 else 1 end,
          case when status = 1 then 1 when status = 2 then 2 else 0 end,
          1, issue_time, expire_time, operator_name, use_time, park_id, record_id, order_no, discount_amount
        from park_coupon where token_id = ${Number(token.id)} order by id`.execute(db);
    }

    await sql`
      update order_coupon set
        grant_id = (select g.id from coupon_grant g where g.grant_no = order_coupon.coupon_no),
        coupon_id = (select g.coupon_id from coupon_grant g where g.grant_no = order_coupon.coupon_no)
      where park_coupon_id is not null`.execute(db);
    // No index or key names the column, so SQLite (3.35+) drops it as PostgreSQL does.
    await db.schema.alterTable('order_coupon').dropColumn('park_coupon_id').execute();
    await db.schema.dropTable('park_coupon').execute();
    await db.schema.dropTable('park_coupon_token').execute();
  },
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
  async down(db: Kysely<any>) {
    // The structure comes back; the moved coupons stay on the ledger (a coupon already granted is
    // not taken back from the plate by a schema rollback).
    await merchantCoupons(kind).up(db);
    await db.schema.alterTable('order_coupon').addColumn('park_coupon_id', 'bigint').execute();
    await db.schema.dropIndex('coupon_grant_park_time_idx').execute();
    await db.schema.dropIndex('coupon_park_time_idx').execute();
    await db.schema.alterTable('coupon').dropColumn('issuer_name').execute();
    await db.schema.alterTable('coupon').dropColumn('park_id').execute();
  },
});
