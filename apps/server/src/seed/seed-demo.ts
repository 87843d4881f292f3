import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

const SEEDED_KEY = 'demo_seeded_at';

export interface SeedOutcome {
  seeded: boolean;
}

/**
 * Seeds the demo data once, in one transaction, into a database that has never been seeded.
 * A second start finds the marker and leaves every row as the users left it.
 */
export async function seedDemoDataIfEmpty(
  db: Kysely<Database>,
  now = Math.floor(Date.now() / 1000),
): Promise<SeedOutcome> {
  return db.transaction().execute(async (trx) => {
    const marker = await trx
      .selectFrom('system_meta')
      .select('value')
      .where('key', '=', SEEDED_KEY)
      .executeTakeFirst();
    if (marker) return { seeded: false };
    await trx
      .insertInto('system_meta')
      .values({ key: SEEDED_KEY, value: String(now), update_time: now })
      .execute();
    return { seeded: true };
  });
}
