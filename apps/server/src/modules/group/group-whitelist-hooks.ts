import { ApiCode } from '@console/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Row, WriteHooks } from '../../engine/engine-types.js';
import { AppError } from '../../http/app-error.js';
import { idsIn, namesOf, ownLots, whitelistLots, type Lot } from './group-lots.js';

function checkValidity(row: Row): void {
  if (Number(row.end_time) <= Number(row.start_time))
    throw new AppError(ApiCode.VALIDATION, '到期时间须晚于生效时间');
}

/**
 * 白名单 (集团): one entry per plate in a group, honoured through a park_car whitelist row at each lot
 * chosen (group_white_id names the entry), written with it and removed with it. A lot that already
 * lists the plate on its own whitelist refuses the entry, so one plate has one rule at one gate.
 */
export const whitelistHooks: WriteHooks = {
  async beforeCreate(ctx, { values, input }) {
    checkValidity(values);
    const groupId = Number(values.merchant_id);
    const lots = await ownLots(ctx.db, groupId, idsIn(input.park_ids));
    const plate = String(values.plate).trim().toUpperCase();
    const held = await ctx.db
      .selectFrom('group_white')
      .select('id')
      .where('merchant_id', '=', groupId)
      .where('plate', '=', plate)
      .executeTakeFirst();
    if (held) throw new AppError(ApiCode.BUSINESS_RULE, '该车牌已在集团白名单中');
    await refuseListedLots(ctx.db, plate, lots);
    return { ...values, plate, status: 1 };
  },
  async afterCreate(ctx, { id, values, input }) {
    const lots = await ownLots(ctx.db, Number(values.merchant_id), idsIn(input.park_ids));
    await writeWhitelistLots(ctx.db, { ...values, id }, lots, ctx.now);
  },
  async beforeDelete(ctx, { before }) {
    await ctx.db.deleteFrom('park_car').where('group_white_id', '=', Number(before.id)).execute();
  },
  async decorateRows(ctx, rows) {
    const lots = await whitelistLots(
      ctx.db,
      rows.map((row) => Number(row.id)),
    );
    for (const row of rows) {
      const own = lots.get(Number(row.id)) ?? [];
      row.park_ids = own.map((lot) => lot.id);
      row.park_names = namesOf(own);
    }
  },
};

async function refuseListedLots(db: Kysely<Database>, plate: string, lots: Lot[]) {
  const listed = await db
    .selectFrom('park_car')
    .select('park_id')
    .where(
      'park_id',
      'in',
      lots.map((lot) => lot.id),
    )
    .where('category', '=', 'white')
    .where('plate', '=', plate)
    .executeTakeFirst();
  if (listed) {
    const lot = lots.find((l) => l.id === Number(listed.park_id));
    throw new AppError(ApiCode.BUSINESS_RULE, `该车牌已在「${lot?.name ?? '所选车场'}」的白名单中`);
  }
}

/** The entry's park_car whitelist row at each lot (group_white_id names it): what the gates read. */
export async function writeWhitelistLots(
  db: Kysely<Database>,
  white: Row,
  lots: readonly Lot[],
  now: number,
): Promise<void> {
  await db
    .insertInto('park_car')
    .values(
      lots.map((lot) => ({
        merchant_id: lot.merchant_id,
        park_id: lot.id,
        category: 'white',
        plate: String(white.plate),
        plate_color: Number(white.plate_color ?? 1),
        owner_name: (white.owner_name as string | null | undefined) ?? null,
        owner_mobile: (white.owner_mobile as string | null | undefined) ?? null,
        card_type: null,
        card_no: null,
        start_time: Number(white.start_time),
        end_time: Number(white.end_time),
        status: 1,
        remark: '集团白名单',
        group_white_id: Number(white.id),
        create_time: now,
        update_time: now,
      })),
    )
    .execute();
}
