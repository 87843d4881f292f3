import type { Insertable, Kysely } from 'kysely';
import type { BonusAclTable, BonusEventTable } from '../db/schema-bonus.js';
import type { Database } from '../db/schema.js';
import { nowSeconds } from '../lib/clock.js';
import { merchantOfPark } from './parking-fixture.js';

type Db = Kysely<Database>;
let serial = 0;

/** A running fixed ¥2 activity with a ¥10 budget, twice per car, written straight to the table. */
export async function createBonusEvent(
  db: Db,
  parkId: number,
  values: Partial<Insertable<BonusEventTable>> = {},
): Promise<number> {
  const now = nowSeconds();
  const row = await db
    .insertInto('bonus_event')
    .values({
      merchant_id: await merchantOfPark(db, parkId),
      park_id: parkId,
      name: '周末购物送停车红包',
      bonus_kind: 1,
      amount: 200,
      budget: 1000,
      per_car_limit: 2,
      start_time: now - 3600,
      end_time: now + 86_400,
      create_time: now,
      update_time: now,
      ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** An issuer of the activity, in force for a day, with 100 packets. */
export async function createBonusAcl(
  db: Db,
  eventId: number,
  values: Partial<Insertable<BonusAclTable>> = {},
): Promise<number> {
  const event = await db
    .selectFrom('bonus_event')
    .select(['merchant_id', 'park_id'])
    .where('id', '=', eventId)
    .executeTakeFirstOrThrow();
  const now = nowSeconds();
  const row = await db
    .insertInto('bonus_acl')
    .values({
      merchant_id: Number(event.merchant_id),
      park_id: Number(event.park_id),
      event_id: eventId,
      issuer_no: `S${process.pid}${(serial += 1)}`,
      issuer_name: '星巴克（万象城店）',
      quota: 100,
      expire_time: now + 86_400,
      status: 1,
      create_time: now,
      update_time: now,
      ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** A packet already handed out, for list and access tests (counters are not moved). */
export async function createBonusGrant(db: Db, eventId: number): Promise<number> {
  const aclId = await createBonusAcl(db, eventId);
  const acl = await db.selectFrom('bonus_acl').selectAll().where('id', '=', aclId).executeTakeFirstOrThrow();
  const row = await db
    .insertInto('bonus_grant')
    .values({
      merchant_id: Number(acl.merchant_id),
      park_id: Number(acl.park_id),
      event_id: eventId,
      acl_id: aclId,
      grant_no: `HB${process.pid}${(serial += 1)}`,
      plate: '粤B12345',
      amount: 200,
      issuer_no: acl.issuer_no,
      issuer_name: acl.issuer_name,
      create_time: nowSeconds(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
