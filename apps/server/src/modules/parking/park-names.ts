import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Row } from '../../engine/engine-types.js';

/** Adds `park_name` to rows that name a park_id: one query per page, not one per row. */
export async function addParkNames(db: Kysely<Database>, rows: Row[]): Promise<void> {
  const ids = [...new Set(rows.map((row) => Number(row.park_id)).filter((id) => id > 0))];
  if (ids.length === 0) return;
  const parks = await db.selectFrom('park').select(['id', 'name']).where('id', 'in', ids).execute();
  const names = new Map(parks.map((park) => [Number(park.id), park.name]));
  for (const row of rows) row.park_name = names.get(Number(row.park_id)) ?? '';
}
