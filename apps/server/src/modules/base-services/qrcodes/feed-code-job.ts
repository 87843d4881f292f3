import type { FastifyInstance } from 'fastify';
import type { JobHandler } from '../../../platform/jobs/index.js';
import { writeBatchFile } from './feed-code-batch.js';

export const FEED_CODE_QUEUE = 'qrcode-feed-code';

export interface FeedCodePayload {
  batchId: number;
}

const RUNNING = 1;
const DONE = 2;
const FAILED = -1;

/**
 * 投码工具: makes one batch's file (rewritten from the top on a retry), storing how many codes are
 * done as it goes so the list shows progress; 已完成 with the file's size, or 失败 with the reason.
 */
export function feedCodeJob(app: FastifyInstance): JobHandler<FeedCodePayload> {
  const setBatch = (id: number, values: Record<string, unknown>) =>
    app.db.updateTable('qrcode_batch').set(values).where('id', '=', id).execute();
  return {
    queue: FEED_CODE_QUEUE,
    maxAttempts: 3,
    async run(ctx) {
      const id = ctx.payload.batchId;
      const batch = await app.db
        .selectFrom('qrcode_batch')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      if (!batch) return;
      await setBatch(id, { status: RUNNING, done_count: 0, error: null });
      const size = await writeBatchFile(
        app.config.dataDir,
        id,
        {
          base_url: batch.base_url,
          prefix: batch.prefix,
          start_no: Number(batch.start_no),
          count: Number(batch.count),
          format: batch.format,
        },
        async (done) => {
          await setBatch(id, { done_count: done });
          await ctx.progress(done, Number(batch.count));
        },
      );
      await setBatch(id, { status: DONE, done_count: Number(batch.count), file_size: size });
    },
    async onGiveUp({ payload, reason }) {
      await setBatch(payload.batchId, { status: FAILED, error: reason.error.slice(0, 255) });
    },
  };
}
