import { ApiCode } from '@console/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';

type Db = Kysely<Database>;

/** The ids in a multi-select's value, once each; anything else is dropped by the input check first. */
export function idsIn(value: unknown): number[] {
  return Array.isArray(value) ? [...new Set(value.filter((id): id is number => Number.isInteger(id)))] : [];
}

/**
 * The chosen lots, each checked to be the owner's own: a coupon is valid, and a buyer authorised,
 * only at lots of the tenant selling it (not a child's or a stranger's). Refuses the first that is not.
 */
export async function ownLots(db: Db, ownerId: number, parkIds: readonly number[]): Promise<number[]> {
  if (parkIds.length === 0) throw new AppError(ApiCode.VALIDATION, '请选择车场');
  const rows = await db
    .selectFrom('park')
    .select('id')
    .where('id', 'in', parkIds)
    .where('merchant_id', '=', ownerId)
    .execute();
  const own = new Set(rows.map((row) => Number(row.id)));
  const stranger = parkIds.find((id) => !own.has(id));
  if (stranger !== undefined)
    throw new AppError(ApiCode.BUSINESS_RULE, '只能选择本商户的车场', `park_id：${stranger}`);
  return [...parkIds];
}

/** `{ id → [park ids] }` and `{ id → '甲、乙' }` of link rows, for a page of rows: one query. */
export async function lotsOf(
  db: Db,
  link: 'coupon_park' | 'coupon_merchant_park',
  ids: readonly number[],
): Promise<{ parkIds: Map<number, number[]>; names: Map<number, string> }> {
  const parkIds = new Map<number, number[]>(ids.map((id) => [id, []]));
  const names = new Map<number, string[]>(ids.map((id) => [id, []]));
  if (ids.length > 0) {
    const rows =
      link === 'coupon_park'
        ? await db
            .selectFrom('coupon_park as l')
            .innerJoin('park as p', 'p.id', 'l.park_id')
            .select(['l.coupon_id as owner_id', 'p.id', 'p.name'])
            .where('l.coupon_id', 'in', ids)
            .orderBy('p.id')
            .execute()
        : await db
            .selectFrom('coupon_merchant_park as l')
            .innerJoin('park as p', 'p.id', 'l.park_id')
            .select(['l.coupon_merchant_id as owner_id', 'p.id', 'p.name'])
            .where('l.coupon_merchant_id', 'in', ids)
            .orderBy('p.id')
            .execute();
    for (const row of rows) {
      parkIds.get(Number(row.owner_id))?.push(Number(row.id));
      names.get(Number(row.owner_id))?.push(String(row.name));
    }
  }
  return { parkIds, names: new Map([...names].map(([id, list]) => [id, list.join('、')])) };
}
