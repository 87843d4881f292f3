import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { likeExpr } from '../../db/sql-helpers.js';
import { offsetOf, type PagingQuery } from '../../http/paging.js';

/** Reads and writes of runtime apps and their metadata for the system-settings screens. */
export interface AppListQuery extends PagingQuery {
  name?: string;
  app_id?: string;
  status?: number;
}

export async function listApps(db: Kysely<Database>, query: AppListQuery) {
  let base = db.selectFrom('runtime_app');
  if (query.name) base = base.where(likeExpr('name', query.name));
  if (query.app_id) base = base.where(likeExpr('app_id', query.app_id));
  if (query.status !== undefined) base = base.where('status', '=', query.status);
  const [rows, total] = await Promise.all([
    base.selectAll().orderBy('id', 'asc').limit(query.page_size).offset(offsetOf(query)).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const domains = await domainsOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    rows: rows.map((row) => ({ ...row, domains: domains.get(row.id) ?? [] })),
    total: Number(total.n),
  };
}

async function domainsOf(db: Kysely<Database>, ids: number[]): Promise<Map<number, string[]>> {
  const byApp = new Map<number, string[]>();
  if (ids.length === 0) return byApp;
  const rows = await db
    .selectFrom('runtime_app_domain')
    .selectAll()
    .where('runtime_app_id', 'in', ids)
    .orderBy('domain')
    .execute();
  for (const row of rows) {
    const id = Number(row.runtime_app_id);
    byApp.set(id, [...(byApp.get(id) ?? []), row.domain]);
  }
  return byApp;
}

export async function findApp(db: Kysely<Database>, id: number) {
  const row = await db.selectFrom('runtime_app').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  return { ...row, domains: (await domainsOf(db, [row.id])).get(row.id) ?? [] };
}

/** Domains another app already serves (a domain names one app). */
export async function domainsTaken(db: Kysely<Database>, domains: string[], exceptAppId?: number) {
  if (domains.length === 0) return [];
  let query = db.selectFrom('runtime_app_domain').select('domain').where('domain', 'in', domains);
  if (exceptAppId !== undefined) query = query.where('runtime_app_id', '!=', exceptAppId);
  return (await query.execute()).map((row) => row.domain);
}

export async function replaceDomains(db: Kysely<Database>, appId: number, domains: string[]): Promise<void> {
  await db.deleteFrom('runtime_app_domain').where('runtime_app_id', '=', appId).execute();
  if (domains.length > 0) {
    await db
      .insertInto('runtime_app_domain')
      .values(domains.map((domain) => ({ domain, runtime_app_id: appId })))
      .execute();
  }
}

export interface MetadataListQuery extends PagingQuery {
  id?: number;
  runtime_app_id?: number;
  key?: string;
  status?: number;
}

export async function listMetadata(db: Kysely<Database>, query: MetadataListQuery) {
  let base = db
    .selectFrom('runtime_app_metadata as m')
    .innerJoin('runtime_app as a', 'a.id', 'm.runtime_app_id');
  if (query.id !== undefined) base = base.where('m.id', '=', query.id);
  if (query.runtime_app_id !== undefined) base = base.where('m.runtime_app_id', '=', query.runtime_app_id);
  if (query.key) base = base.where(likeExpr('m.key', query.key));
  if (query.status !== undefined) base = base.where('m.status', '=', query.status);
  const [rows, total] = await Promise.all([
    base
      .selectAll('m')
      .select(['a.app_id', 'a.name as app_name'])
      .orderBy('m.runtime_app_id', 'asc')
      .orderBy('m.key', 'asc')
      .limit(query.page_size)
      .offset(offsetOf(query))
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export function findMetadata(db: Kysely<Database>, id: number) {
  return db.selectFrom('runtime_app_metadata').selectAll().where('id', '=', id).executeTakeFirst();
}
