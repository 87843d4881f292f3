import type { Kysely } from 'kysely';
import type { MigrationFactory } from './migration-factory.js';

/**
 * Sign-in hardening (issue 12): request limits shared by every process (a counter per key and
 * window), and the grace period of a rotated access token (the replaced token's hash stays valid a
 * few seconds, with the salt its successor was derived with, so a concurrent rotation gets the same one).
 */
export const securityHardening: MigrationFactory = () => ({
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('rate_limit_counter')
      .addColumn('key', 'varchar(255)', (c) => c.primaryKey())
      .addColumn('window_end_ms', 'bigint', (c) => c.notNull())
      .addColumn('hits', 'integer', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('rate_limit_counter_window_idx')
      .on('rate_limit_counter')
      .column('window_end_ms')
      .execute();

    await db.schema.alterTable('session').addColumn('previous_token_hash', 'varchar(64)').execute();
    await db.schema
      .alterTable('session')
      .addColumn('previous_valid_until', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('session')
      .addColumn('rotation_salt', 'varchar(64)', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema
      .createIndex('session_previous_token_idx')
      .on('session')
      .column('previous_token_hash')
      .execute();
  },
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
  async down(db: Kysely<any>) {
    await db.schema.dropIndex('session_previous_token_idx').execute();
    for (const column of ['rotation_salt', 'previous_valid_until', 'previous_token_hash']) {
      await db.schema.alterTable('session').dropColumn(column).execute();
    }
    await db.schema.dropTable('rate_limit_counter').execute();
  },
});
