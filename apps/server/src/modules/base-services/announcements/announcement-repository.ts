import type { Kysely } from 'kysely';
import type { Database, TenantKind } from '../../../db/schema.js';
import { likeExpr } from '../../../db/sql-helpers.js';

export interface AnnouncementTag {
  id: number;
  name: string;
  /** NOTICE_TAG_COLOR: 1 red (danger), 2 orange, 3 green, 4 blue, 5 purple, else the default colour. */
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

/**
 * What a reader of this tenant kind sees: published, its publish time come, and meant for everyone
 * or for its kind. The platform's own staff read every audience.
 */
function published(db: Kysely<Database>, reader: Reader, keyword?: string) {
  let query = db.selectFrom('announcement').where('status', '=', 1).where('publish_time', '<=', reader.now);
  if (reader.kind !== 'platform') query = query.where('audience', 'in', ['all', reader.kind]);
  if (keyword) query = query.where(likeExpr('title', keyword));
  return query;
}

export interface Reader {
  kind: TenantKind;
  now: number;
}

export async function listPublished(
  db: Kysely<Database>,
  reader: Reader,
  keyword: string | undefined,
  limit: number,
  offset: number,
) {
  const [rows, total] = await Promise.all([
    published(db, reader, keyword)
      .select(['id', 'title', 'tags', 'publish_time', 'is_top'])
      .orderBy('is_top', 'desc')
      .orderBy('publish_time', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    published(db, reader, keyword)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map((r) => ({ ...r, tags: parseTags(r.tags) })), total: Number(total.n) };
}

export async function findPublished(db: Kysely<Database>, id: number, reader: Reader) {
  const row = await published(db, reader)
    .select(['id', 'title', 'content', 'tags', 'publish_time', 'is_top'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && { ...row, tags: parseTags(row.tags) };
}
