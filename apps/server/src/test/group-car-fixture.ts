import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { nowSeconds } from '../lib/clock.js';

type Db = Kysely<Database>;
let serial = (process.pid % 1000) * 1000;

/** A 月卡套餐 of a group valid at the lots given (raw rows, as a test's starting point). */
export async function createGroupPackage(
  db: Db,
  groupId: number,
  parkIds: readonly number[],
  options: { name?: string; card_type?: number; unit_price?: number; status?: number } = {},
): Promise<number> {
  const now = nowSeconds();
  const row = await db
    .insertInto('group_package')
    .values({
      merchant_id: groupId,
      name: options.name ?? `测试套餐${(serial += 1)}`,
      card_type: options.card_type ?? 1,
      unit_price: options.unit_price ?? 30_000,
      status: options.status ?? 1,
      create_time: now,
      update_time: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = Number(row.id);
  if (parkIds.length > 0)
    await db
      .insertInto('group_package_park')
      .values(parkIds.map((park_id) => ({ package_id: id, park_id })))
      .execute();
  return id;
}

/** A group card on a package, not yet bought (no period, no lot rows): 续费 gives it both. */
export async function createGroupCard(db: Db, groupId: number, packageId: number, plate?: string) {
  const now = nowSeconds();
  const row = await db
    .insertInto('group_card')
    .values({
      merchant_id: groupId,
      package_id: packageId,
      card_no: `GKT${(serial += 1)}`,
      plate: plate ?? `粤G${String(serial % 100_000).padStart(5, '0')}`,
      plate_color: 1,
      card_type: 1,
      create_time: now,
      update_time: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** A plate for a sale no other test row holds. */
export function freshPlate(): string {
  serial += 1;
  return `粤H${String(serial % 100_000).padStart(5, '0')}`;
}
