import { ApiCode } from '@console/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';

type Db = Kysely<Database>;

export interface Lot {
  id: number;
  name: string;
  merchant_id: number;
}

/** The ids in a multi-select's value, once each; anything else is dropped by the input check first. */
export function idsIn(value: unknown): number[] {
  return Array.isArray(value) ? [...new Set(value.filter((id): id is number => Number.isInteger(id)))] : [];
}

/**
 * The chosen lots, each checked to be the group's own (park.merchant_id is the group): a package or
 * a whitelist entry is honoured only at lots the group runs. Refuses the first that is not.
 */
export async function ownLots(db: Db, groupId: number, parkIds: readonly number[]): Promise<Lot[]> {
  if (parkIds.length === 0) throw new AppError(ApiCode.VALIDATION, '请选择适用车场');
  const rows = await db
    .selectFrom('park')
    .select(['id', 'name', 'merchant_id'])
    .where('id', 'in', parkIds)
    .where('merchant_id', '=', groupId)
    .orderBy('id')
    .execute();
  const own = new Set(rows.map((row) => Number(row.id)));
  const stranger = parkIds.find((id) => !own.has(id));
  if (stranger !== undefined)
    throw new AppError(ApiCode.BUSINESS_RULE, '只能选择本集团的车场', `park_id：${stranger}`);
  return rows.map(lotOf);
}

function lotOf(row: { id: unknown; name: string; merchant_id: unknown }): Lot {
  return { id: Number(row.id), name: row.name, merchant_id: Number(row.merchant_id) };
}

/** The lots of each package, by park id: one query for a page of rows. */
export async function packageLots(db: Db, packageIds: readonly number[]): Promise<Map<number, Lot[]>> {
  const lots = new Map<number, Lot[]>(packageIds.map((id) => [id, []]));
  if (packageIds.length === 0) return lots;
  const rows = await db
    .selectFrom('group_package_park as l')
    .innerJoin('park as p', 'p.id', 'l.park_id')
    .select(['l.package_id', 'p.id', 'p.name', 'p.merchant_id'])
    .where('l.package_id', 'in', [...new Set(packageIds)])
    .orderBy('p.id')
    .execute();
  for (const row of rows) lots.get(Number(row.package_id))?.push(lotOf(row));
  return lots;
}

/** The lots where each whitelist entry has its park_car row. */
export async function whitelistLots(db: Db, whiteIds: readonly number[]): Promise<Map<number, Lot[]>> {
  const lots = new Map<number, Lot[]>(whiteIds.map((id) => [id, []]));
  if (whiteIds.length === 0) return lots;
  const rows = await db
    .selectFrom('park_car as c')
    .innerJoin('park as p', 'p.id', 'c.park_id')
    .select(['c.group_white_id', 'p.id', 'p.name', 'p.merchant_id'])
    .where('c.group_white_id', 'in', whiteIds)
    .where('c.category', '=', 'white')
    .orderBy('p.id')
    .execute();
  for (const row of rows) lots.get(Number(row.group_white_id))?.push(lotOf(row));
  return lots;
}

export const namesOf = (lots: readonly Lot[] | undefined): string =>
  (lots ?? []).map((l) => l.name).join('、');
