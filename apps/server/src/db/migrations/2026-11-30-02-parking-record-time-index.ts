import { sql, type Kysely } from 'kysely';
import type { MigrationFactory } from './migration-factory.js';

/**
 * PostgreSQL: parking records by entry time alone, for a list over several tenants with no lot or
 * time filter (a partner's or the platform's 停车记录, newest first). PostgreSQL 15 cannot walk
 * (merchant_id, entry_time) in one order across several merchants, so without this it read and
 * sorted every matching row for the first page (a partner's at 10M records: 3.9 s); with it, it
 * walks back from the newest record and stops after the page. SQLite answers that page from
 * (merchant_id, entry_time) already, so it is not given the index's write cost.
 */
export const parkingRecordTimeIndex: MigrationFactory = (kind) => ({
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
  async up(db: Kysely<any>) {
    if (kind !== 'postgres') return;
    await sql`create index parking_record_time_idx on parking_record (entry_time, id)`.execute(db);
  },
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
  async down(db: Kysely<any>) {
    if (kind !== 'postgres') return;
    await sql`drop index parking_record_time_idx`.execute(db);
  },
});
