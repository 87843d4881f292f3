import { ApiCode } from '@console/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { Row, WriteHooks } from '../../../engine/engine-types.js';
import { AppError } from '../../../http/app-error.js';

/** Every message of a push is written for the console's own app, where the message centre reads. */
const PUSH_APP_ID = 'app_console_main';
const INSERT_CHUNK = 200;

function pickedIds(raw: unknown): number[] {
  const list: unknown = typeof raw === 'string' ? JSON.parse(raw || '[]') : (raw ?? []);
  return Array.isArray(list)
    ? [...new Set(list.map(Number).filter((n) => Number.isInteger(n) && n > 0))]
    : [];
}

/** The active accounts of the tenants a push names: all, all of one kind, or the picked ones. */
async function recipients(db: Kysely<Database>, target: string, picked: number[]): Promise<number[]> {
  let query = db
    .selectFrom('manager')
    .innerJoin('merchant', 'merchant.id', 'manager.merchant_id')
    .select('manager.id')
    .where('manager.status', '=', 1)
    .where('merchant.status', '=', 1)
    .where('merchant.kind', '!=', 'platform');
  if (target === 'picked') query = query.where('merchant.id', 'in', picked);
  else if (target !== 'all') query = query.where('merchant.kind', '=', target as never);
  const rows = await query.orderBy('manager.id').execute();
  return rows.map((r) => Number(r.id));
}

/**
 * 消息推送: the push is written once, then one unread message-centre entry per account of its
 * tenants, in the same transaction; `read_count` is how many of those entries have been read.
 */
export const pushHooks: WriteHooks = {
  beforeCreate(_ctx, { values }) {
    const picked = pickedIds(values.merchant_ids);
    if (values.target === 'picked' && picked.length === 0) {
      throw new AppError(ApiCode.VALIDATION, '请选择要推送的租户');
    }
    const link = typeof values.link === 'string' ? values.link.trim() : '';
    if (link && !/^(\/(?!\/)|https?:\/\/)/i.test(link)) {
      throw new AppError(ApiCode.VALIDATION, '跳转链接须以 / 开头或为 http(s) 网址');
    }
    return {
      ...values,
      link: link || null,
      merchant_ids: JSON.stringify(values.target === 'picked' ? picked : []),
    };
  },
  async afterCreate(ctx, { id, values }) {
    const users = await recipients(ctx.db, String(values.target), pickedIds(values.merchant_ids));
    if (users.length === 0) throw new AppError(ApiCode.BUSINESS_RULE, '所选推送对象下没有可接收消息的账号');
    for (let at = 0; at < users.length; at += INSERT_CHUNK) {
      await ctx.db
        .insertInto('message')
        .values(
          users.slice(at, at + INSERT_CHUNK).map((userId) => ({
            app_id: PUSH_APP_ID,
            user_id: userId,
            user_type: 2,
            title: String(values.title),
            body: String(values.body),
            link: typeof values.link === 'string' ? values.link : '',
            create_time: ctx.now,
            push_id: id,
          })),
        )
        .execute();
    }
    await ctx.db
      .updateTable('message_push')
      .set({ recipient_count: users.length })
      .where('id', '=', id)
      .execute();
  },
  async decorateRows(ctx, rows: Row[]) {
    const ids = rows.map((r) => Number(r.id));
    if (ids.length === 0) return;
    const counts = await ctx.db
      .selectFrom('message')
      .select(['push_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('push_id', 'in', ids)
      .where('read_status', '=', 1)
      .groupBy('push_id')
      .execute();
    const byPush = new Map(counts.map((c) => [Number(c.push_id), Number(c.n)]));
    for (const row of rows) {
      row.read_count = byPush.get(Number(row.id)) ?? 0;
      // Stored as a JSON array (one column); answered as the list of ids the field declares.
      if ('merchant_ids' in row) row.merchant_ids = pickedIds(row.merchant_ids);
    }
  },
};
