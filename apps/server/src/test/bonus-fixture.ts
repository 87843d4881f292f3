import { bonusAclResource, bonusEventResource, type RowOf } from '@console/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { nowSeconds } from '../lib/clock.js';
import { insertRow } from './row-for.js';

type Db = Kysely<Database>;
let serial = 0;

/** A running fixed ¥2 activity with a ¥10 budget, twice per car, written straight to the table. */
export async function createBonusEvent(
  db: Db,
  parkId: number,
  values: Partial<RowOf<typeof bonusEventResource>> = {},
): Promise<number> {
  const now = nowSeconds();
  return insertRow(db, bonusEventResource, {
    park_id: parkId,
    bonus_kind: 1,
    amount: 200,
    budget: 1000,
    per_car_limit: 2,
    start_time: now - 3600,
    end_time: now + 86_400,
    enabled: 1,
    ...values,
  });
}

/** An issuer of the activity, in force for a day, with 100 packets. */
export async function createBonusAcl(
  db: Db,
  eventId: number,
  values: Partial<RowOf<typeof bonusAclResource>> = {},
): Promise<number> {
  const event = await db
    .selectFrom('bonus_event')
    .select('park_id')
    .where('id', '=', eventId)
    .executeTakeFirstOrThrow();
  return insertRow(db, bonusAclResource, {
    park_id: Number(event.park_id),
    event_id: eventId,
    quota: 100,
    expire_time: nowSeconds() + 86_400,
    status: 1,
    ...values,
  });
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
