import { sql, type Kysely } from 'kysely';
import type { MigrationFactory } from './migration-factory.js';

/**
 * The grant epoch also moves when a tenant's status or path changes, so whether a tenant's chain
 * (itself and every tenant above it) is enabled can be cached with the grants
 * (platform/auth/grant-cache.ts) instead of read on every request; disabling a partner still stops
 * the merchants under it on their next request. Inserts and deletes cannot change an existing chain.
 */
export const tenantStatusEpoch: MigrationFactory = (kind) => ({
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
  async up(db: Kysely<any>) {
    if (kind === 'postgres') {
      await sql`create trigger merchant_grant_epoch after update of status, path on merchant
        for each statement execute function grant_epoch_bump()`.execute(db);
    } else {
      await sql`create trigger merchant_grant_epoch_update after update of status, path on merchant
        begin update grant_epoch set n = n + 1 where id = 1; end`.execute(db);
    }
  },
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
  async down(db: Kysely<any>) {
    if (kind === 'postgres') await sql`drop trigger merchant_grant_epoch on merchant`.execute(db);
    else await sql`drop trigger merchant_grant_epoch_update`.execute(db);
  },
});
