import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { nowSeconds } from '../../lib/clock.js';
import type { AuthContext } from '../auth/auth-context.js';

/**
 * The audit row of a change made outside the engine (the spec's merchant/app/rt calls), in the
 * caller's transaction, shaped like the engine's so the operation log shows it the same way.
 */
export async function auditChange(
  db: Kysely<Database>,
  request: FastifyRequest,
  auth: AuthContext,
  entry: { resource: string; action: string; rowId: number; before?: unknown; after?: unknown },
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      merchant_id: auth.merchantId,
      manager_id: auth.managerId,
      account: auth.account,
      action: entry.action,
      resource: entry.resource,
      row_id: entry.rowId,
      before_json: entry.before === undefined ? null : JSON.stringify(entry.before),
      after_json: entry.after === undefined ? null : JSON.stringify(entry.after),
      ip: request.ip.slice(0, 64),
      create_time: nowSeconds(),
    })
    .execute();
}
