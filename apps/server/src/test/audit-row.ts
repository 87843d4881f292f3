import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { nowSeconds } from '../lib/clock.js';
import type { TreeMember } from './tenant-tree.js';

/** One `update` audit row written by `actor` about a row of `resource`; answers its id. */
export async function insertAuditRow(
  db: Kysely<Database>,
  actor: TreeMember,
  subject: { resource: string; rowId: number },
): Promise<number> {
  const row = await db
    .insertInto('audit_log')
    .values({
      merchant_id: actor.merchantId,
      manager_id: actor.managerId,
      account: actor.account,
      action: 'update',
      resource: subject.resource,
      row_id: subject.rowId,
      before_json: null,
      after_json: null,
      create_time: nowSeconds(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
