import { ApiCode } from '@console/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { visibleParks } from './visible-parks.js';

/** A park the caller sees, or 404: a park outside the caller's scope and a missing one look the same. */
export async function findVisiblePark(db: Kysely<Database>, auth: AuthContext, parkId: number) {
  const park = await visibleParks(db, auth)
    .selectAll('park')
    .where('park.id', '=', parkId)
    .executeTakeFirst();
  if (!park) throw new AppError(ApiCode.NOT_FOUND, '车场不存在', `park_id：${parkId}`);
  return park;
}
