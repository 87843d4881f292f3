import { fixedCarApplyResource, reservationResource, reserveAppealResource, type RowOf } from '@console/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { insertRow } from './row-for.js';

type Db = Kysely<Database>;

/** A fixed-car application awaiting review: a monthly card for 3 months by default. */
export async function createApplication(
  db: Db,
  parkId: number,
  values: Partial<
    Pick<RowOf<typeof fixedCarApplyResource>, 'plate' | 'card_type' | 'quantity' | 'status'>
  > = {},
): Promise<number> {
  return insertRow(db, fixedCarApplyResource, {
    park_id: parkId,
    card_type: 1,
    quantity: 3,
    // The card opened on approval carries the applicant's name.
    applicant_name: '张伟',
    status: 0,
    ...values,
  });
}

/** An appeal awaiting review, against a booking of the same park. */
export async function createAppeal(db: Db, parkId: number): Promise<number> {
  const reservationId = await insertRow(db, reservationResource, { park_id: parkId, status: 0 });
  return insertRow(db, reserveAppealResource, {
    park_id: parkId,
    reservation_id: reservationId,
    status: 0,
  });
}
