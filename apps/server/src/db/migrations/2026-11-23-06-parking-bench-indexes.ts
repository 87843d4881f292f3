import type { Kysely } from 'kysely';
import type { MigrationFactory } from './migration-factory.js';

/**
 * The record list of a lot (park, entry-time range, plate prefix, newest first, with total_count)
 * answered from one index: (park_id, entry_time, id) gives the range in the list's order, so the
 * page stops after 20 entries without a sort, and plate and merchant_id in the same entries let the
 * count and the plate-prefix and tenant filters run without reading the table (a covering index;
 * on PostgreSQL an index-only scan once the table is vacuumed). See bench/README.md for the plans.
 */
export const parkingBenchIndexes: MigrationFactory = () => ({
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
  async up(db: Kysely<any>) {
    await db.schema
      .createIndex('parking_record_park_list_idx')
      .on('parking_record')
      .columns(['park_id', 'entry_time', 'id', 'plate', 'merchant_id'])
      .execute();
  },
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
  async down(db: Kysely<any>) {
    await db.schema.dropIndex('parking_record_park_list_idx').execute();
  },
});
