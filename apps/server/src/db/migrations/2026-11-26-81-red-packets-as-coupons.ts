import type { Kysely } from 'kysely';
import type { MigrationFactory } from './migration-factory.js';

/**
 * Red packets (红包活动) onto the coupon ledger (issue 16): a packet handed to a plate is also a
 * coupon grant, so the exit gate takes it off the fee like any coupon.
 *
 * - `coupon_grant.face_value`: a grant's own face, when its coupon's cannot say it (a random-amount
 *   packet: each packet has its own amount). NULL = the coupon's face_value, so every other grant
 *   and `grantCoupon` are unchanged.
 * - `bonus_event.coupon_id`: the activity's 金额券 at its lot (made on its first packet).
 * - `bonus_grant.coupon_grant_id`: the grant a packet became; its record shows 已使用 from it.
 *   NULL for packets handed out before this migration: they were never meant for the gate.
 */
export const redPacketsAsCoupons: MigrationFactory = () => ({
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
  async up(db: Kysely<any>) {
    await db.schema.alterTable('coupon_grant').addColumn('face_value', 'integer').execute();
    await db.schema.alterTable('bonus_event').addColumn('coupon_id', 'bigint').execute();
    await db.schema.alterTable('bonus_grant').addColumn('coupon_grant_id', 'bigint').execute();
  },
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
  async down(db: Kysely<any>) {
    await db.schema.alterTable('bonus_grant').dropColumn('coupon_grant_id').execute();
    await db.schema.alterTable('bonus_event').dropColumn('coupon_id').execute();
    await db.schema.alterTable('coupon_grant').dropColumn('face_value').execute();
  },
});
