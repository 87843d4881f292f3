import { normaliseDomain } from '@console/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** The enabled runtime app serving a domain, or undefined. */
export function findAppByDomain(db: Kysely<Database>, domain: string) {
  return db
    .selectFrom('runtime_app_domain as d')
    .innerJoin('runtime_app as a', 'a.id', 'd.runtime_app_id')
    .select(['a.id', 'a.app_id', 'a.name', 'a.system'])
    .where('d.domain', '=', normaliseDomain(domain))
    .where('a.status', '=', 1)
    .executeTakeFirst();
}

export async function enabledMetadata(
  db: Kysely<Database>,
  runtimeAppId: number,
): Promise<Record<string, string>> {
  const rows = await db
    .selectFrom('runtime_app_metadata')
    .select(['key', 'value'])
    .where('runtime_app_id', '=', runtimeAppId)
    .where('status', '=', 1)
    .execute();
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}
