import type { ReportFormat } from '@console/core';
import type { FastifyInstance } from 'fastify';
import { nowSeconds } from '../../lib/clock.js';
import type { JobHandler } from '../../platform/jobs/index.js';
import { removeReportFile } from '../../platform/reports/index.js';
import { REPORT } from './report-status.js';

export const REPORT_CLEANUP_QUEUE = 'report-cleanup';
/** Every ten minutes: a file outlives its retention by at most that. */
export const REPORT_CLEANUP_CRON = '*/10 * * * *';

/** Removes the files of finished reports past their retention and marks the tasks 已过期. */
export function reportCleanupJob(app: FastifyInstance): JobHandler<Record<string, never>> {
  return {
    queue: REPORT_CLEANUP_QUEUE,
    maxAttempts: 1,
    async run(ctx) {
      const expired = await app.db
        .selectFrom('report_task')
        .select(['id', 'format'])
        .where('status', '=', REPORT.DONE)
        .where('expire_time', '<=', nowSeconds())
        .execute();
      let done = 0;
      for (const task of expired) {
        await removeReportFile(app.config.dataDir, Number(task.id), task.format as ReportFormat);
        await app.db
          .updateTable('report_task')
          .set({ status: REPORT.EXPIRED, file_size: null })
          .where('id', '=', task.id)
          .where('status', '=', REPORT.DONE)
          .execute();
        done += 1;
        if (done % 100 === 0) await ctx.progress(done, expired.length);
      }
    },
  };
}
