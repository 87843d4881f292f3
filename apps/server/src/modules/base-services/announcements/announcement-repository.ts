import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { likeExpr } from '../../../db/sql-helpers.js';

export interface AnnouncementTag {
  id: number;
  name: string;
  /** 1 means danger (red); anything else is the default colour. */
  color: number;
}

function parseTags(raw: string): AnnouncementTag[] {
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? (parsed as AnnouncementTag[]) : [];
  } catch {
    return [];
  }
}

function published(db: Kysely<Database>, now: number, keyword?: string) {
  let query = db.selectFrom('announcement').where('status', '=', 1).where('publish_time', '<=', now);
  if (keyword) query = query.where(likeExpr('title', keyword));
  return query;
}

export async function listPublished(
  db: Kysely<Database>,
  now: number,
  keyword: string | undefined,
  limit: number,
  offset: number,
) {
  const [rows, total] = await Promise.all([
    published(db, now, keyword)
      .select(['id', 'title', 'tags', 'publish_time'])
      .orderBy('publish_time', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    published(db, now, keyword)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map((r) => ({ ...r, tags: parseTags(r.tags) })), total: Number(total.n) };
}

export async function findPublished(db: Kysely<Database>, id: number, now: number) {
  const row = await published(db, now)
    .select(['id', 'title', 'content', 'tags', 'publish_time'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && { ...row, tags: parseTags(row.tags) };
}
