import { sql, type Kysely } from 'kysely';
import type { MigrationFactory } from './migration-factory.js';

/**
 * The grant epoch also moves when a tenant is inserted or deleted. The ids of each tenant's subtree
 * are cached per epoch (platform/auth/grant-cache.ts) and scope every query; the product writes a new
 * tenant's path by an update, which already moves the epoch, but a row inserted with its final path,
 * or a tenant removed, must not leave a cached subtree wrong.
 */
export const tenantInsertDeleteEpoch: MigrationFactory = (kind) => ({
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
  async up(db: Kysely<any>) {
    if (kind === 'postgres') {
      await sql`create trigger merchant_grant_epoch_rows after insert or delete on merchant
        for each statement execute function grant_epoch_bump()`.execute(db);
    } else {
      await sql`create trigger merchant_grant_epoch_insert after insert on merchant
        begin update grant_epoch set n = n + 1 where id = 1; end`.execute(db);
      await sql`create trigger merchant_grant_epoch_delete after delete on merchant
        begin update grant_epoch set n = n + 1 where id = 1; end`.execute(db);
    }
  },
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
  async down(db: Kysely<any>) {
    if (kind === 'postgres') await sql`drop trigger merchant_grant_epoch_rows on merchant`.execute(db);
    else {
      await sql`drop trigger merchant_grant_epoch_insert`.execute(db);
      await sql`drop trigger merchant_grant_epoch_delete`.execute(db);
    }
  },
});
