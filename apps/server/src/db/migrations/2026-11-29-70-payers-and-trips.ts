import type { Kysely } from 'kysely';
import type { MigrationFactory } from './migration-factory.js';

/**
 * Indexes of the base-services views over existing tables (no table of their own):
 * - 用户 and 支付记录 read a merchant's trades by payer plate: (merchant_id, plate, pay_time);
 * - a charging payer without a plate is its card: energy_charge_record (merchant_id, id_tag);
 * - 出行数据 reads the stays that ended in a range of days, per tenant: (merchant_id, exit_time).
 */
export const payersAndTrips: MigrationFactory = () => ({
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
  async up(db: Kysely<any>) {
    await db.schema
      .createIndex('trade_merchant_plate_idx')
      .on('trade')
      .columns(['merchant_id', 'plate', 'pay_time'])
      .execute();
    await db.schema
      .createIndex('energy_charge_record_owner_tag_idx')
      .on('energy_charge_record')
      .columns(['merchant_id', 'id_tag'])
      .execute();
    await db.schema
      .createIndex('parking_record_merchant_exit_idx')
      .on('parking_record')
      .columns(['merchant_id', 'exit_time'])
      .execute();
  },
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
  async down(db: Kysely<any>) {
    await db.schema.dropIndex('parking_record_merchant_exit_idx').execute();
    await db.schema.dropIndex('energy_charge_record_owner_tag_idx').execute();
    await db.schema.dropIndex('trade_merchant_plate_idx').execute();
  },
});
