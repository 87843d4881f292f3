import { sql, type Kysely } from 'kysely';
import type { MigrationFactory } from './migration-factory.js';

/** What a request's codes, products and parks are read from (platform/auth/grant-repository.ts). */
const GRANT_TABLES = ['manager_role', 'role_permission', 'role_park', 'merchant_product', 'product'] as const;

/**
 * A counter that every change to a grant table moves, by trigger, in the writing transaction. The
 * session lookup reads it with the session, so a server process may keep an account's codes,
 * products and parks between requests and still see a role or product change on the very next
 * request, whichever process or script made it (triggers also catch seeds and hand-written SQL).
 */
export const grantEpoch: MigrationFactory = (kind) => ({
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('grant_epoch')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('n', 'bigint', (c) => c.notNull())
      .execute();
    await db.insertInto('grant_epoch').values({ id: 1, n: 1 }).execute();
    if (kind === 'postgres') {
      await sql`create function grant_epoch_bump() returns trigger language plpgsql as $$
        begin update grant_epoch set n = n + 1 where id = 1; return null; end $$`.execute(db);
      for (const table of GRANT_TABLES) {
        await sql`create trigger ${sql.id(`${table}_grant_epoch`)}
          after insert or update or delete or truncate on ${sql.table(table)}
          for each statement execute function grant_epoch_bump()`.execute(db);
      }
    } else {
      for (const table of GRANT_TABLES) {
        for (const event of ['insert', 'update', 'delete']) {
          await sql`create trigger ${sql.id(`${table}_grant_epoch_${event}`)}
            after ${sql.raw(event)} on ${sql.table(table)}
            begin update grant_epoch set n = n + 1 where id = 1; end`.execute(db);
        }
      }
    }
  },
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
  async down(db: Kysely<any>) {
    if (kind === 'postgres') {
      for (const table of GRANT_TABLES) {
        await sql`drop trigger ${sql.id(`${table}_grant_epoch`)} on ${sql.table(table)}`.execute(db);
      }
      await sql`drop function grant_epoch_bump()`.execute(db);
    } else {
      for (const table of GRANT_TABLES) {
        for (const event of ['insert', 'update', 'delete']) {
          await sql`drop trigger ${sql.id(`${table}_grant_epoch_${event}`)}`.execute(db);
        }
      }
    }
    await db.schema.dropTable('grant_epoch').execute();
  },
});
