import type { Kysely } from 'kysely';
import type { MigrationFactory } from './migration-factory.js';

/** Key/value facts about the installation itself (demo data seeded at, schema notes). */
export const foundation: MigrationFactory = () => ({
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('system_meta')
      .addColumn('key', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('update_time', 'bigint', (c) => c.notNull())
      .execute();
  },
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
  async down(db: Kysely<any>) {
    await db.schema.dropTable('system_meta').execute();
  },
});
