import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { likeExpr } from '../../db/sql-helpers.js';

export interface KvRow {
  key: string;
  value: string;
  update_time: number;
}

export async function listKv(
  db: Kysely<Database>,
  managerId: number,
  prefix: string | undefined,
  limit: number,
): Promise<KvRow[]> {
  let query = db
    .selectFrom('storage_kv')
    .select(['key', 'value', 'update_time'])
    .where('manager_id', '=', managerId);
  if (prefix) query = query.where(likeExpr('key', prefix, 'prefix'));
  return query.orderBy('key').limit(limit).execute();
}

export async function countKv(db: Kysely<Database>, managerId: number): Promise<number> {
  const row = await db
    .selectFrom('storage_kv')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('manager_id', '=', managerId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function hasKv(db: Kysely<Database>, managerId: number, key: string): Promise<boolean> {
  const row = await db
    .selectFrom('storage_kv')
    .select('key')
    .where('manager_id', '=', managerId)
    .where('key', '=', key)
    .executeTakeFirst();
  return row !== undefined;
}

export async function putKv(
  db: Kysely<Database>,
  owner: { managerId: number; merchantId: number },
  key: string,
  value: string,
  now: number,
): Promise<void> {
  await db
    .insertInto('storage_kv')
    .values({ manager_id: owner.managerId, merchant_id: owner.merchantId, key, value, update_time: now })
    .onConflict((oc) => oc.columns(['manager_id', 'key']).doUpdateSet({ value, update_time: now }))
    .execute();
}

export async function deleteKv(db: Kysely<Database>, managerId: number, key: string): Promise<void> {
  await db.deleteFrom('storage_kv').where('manager_id', '=', managerId).where('key', '=', key).execute();
}
