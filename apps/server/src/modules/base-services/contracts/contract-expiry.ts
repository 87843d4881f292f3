import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { nowSeconds } from '../../../lib/clock.js';
import type { JobHandler } from '../../../platform/jobs/index.js';

export const CONTRACT_EXPIRY_QUEUE = 'contract-expiry';
/** Every 10 minutes; signing checks the end date itself meanwhile. */
export const CONTRACT_EXPIRY_CRON = '*/10 * * * *';

/** Signed contracts whose end date has passed become 已到期; answers how many moved. */
export async function expireContracts(db: Kysely<Database>, now: number): Promise<number> {
  const result = await db
    .updateTable('contract')
    .set({ status: 3 })
    .where('status', '=', 2)
    .where('end_time', '<', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export function contractExpiryJob(app: FastifyInstance): JobHandler<Record<string, never>> {
  return {
    queue: CONTRACT_EXPIRY_QUEUE,
    maxAttempts: 1,
    async run() {
      await expireContracts(app.db, nowSeconds());
    },
  };
}
