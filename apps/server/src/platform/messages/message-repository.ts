import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export interface MessageFilter {
  userId: number;
  userType: number;
  appId?: string | undefined;
  unreadOnly: boolean;
}

function scoped(db: Kysely<Database>, filter: MessageFilter) {
  let query = db
    .selectFrom('message')
    .where('user_id', '=', filter.userId)
    .where('user_type', '=', filter.userType);
  if (filter.appId) query = query.where('app_id', '=', filter.appId);
  if (filter.unreadOnly) query = query.where('read_status', '=', 0);
  return query;
}

export async function listMessages(
  db: Kysely<Database>,
  filter: MessageFilter,
  limit: number,
  offset: number,
) {
  const [rows, total] = await Promise.all([
    scoped(db, filter)
      .select(['id', 'title', 'body', 'read_status', 'create_time', 'link', 'module_id'])
      .orderBy('create_time', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    scoped(db, filter)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** Marks the given messages read, but only those that belong to the caller; answers how many changed. */
export async function markRead(
  db: Kysely<Database>,
  userId: number,
  ids: number[],
  now: number,
): Promise<number> {
  const result = await db
    .updateTable('message')
    .set({ read_status: 1, read_time: now })
    .where('user_id', '=', userId)
    .where('id', 'in', ids)
    .where('read_status', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export function listModules(db: Kysely<Database>) {
  return db.selectFrom('qa_module').select(['id', 'name']).orderBy('sort').orderBy('id').execute();
}
