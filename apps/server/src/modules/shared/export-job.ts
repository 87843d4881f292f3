import type { FastifyInstance } from 'fastify';
import type { Updateable } from 'kysely';
import type { ReportTaskTable } from '../../db/schema-jobs.js';
import { exportColumns, exportSourceOf, openExportRows } from '../../engine/export-rows.js';
import { authOfScope, EXPORT_QUEUE, type ExportPayload } from '../../engine/export-task.js';
import { nowSeconds } from '../../lib/clock.js';
import type { JobHandler } from '../../platform/jobs/index.js';
import { openReportWriter, REPORT_RETENTION_SECONDS } from '../../platform/reports/index.js';
import { REPORT } from './report-status.js';

/** How often a running export stores its progress (the report centre polls it). */
const PROGRESS_EVERY_MS = 300;

/**
 * The export job: reads the list's filtered rows page by page inside the scope stored with the task,
 * writes each page to the file as it comes, and stores progress as it goes. A rerun (retry, or after
 * a crash) writes the whole file again from the top, so the file never holds a row twice.
 */
export function exportJob(app: FastifyInstance): JobHandler<ExportPayload> {
  const setTask = (id: number, values: Updateable<ReportTaskTable>) =>
    app.db.updateTable('report_task').set(values).where('id', '=', id).execute();
  return {
    queue: EXPORT_QUEUE,
    maxAttempts: 3,
    async run(ctx) {
      const { taskId, resourceKey, format, filters, scope } = ctx.payload;
      const source = exportSourceOf(resourceKey);
      if (!source) throw new Error(`没有可导出的列表：${resourceKey}`);
      const { resource } = source;
      const { total, pages } = await openExportRows(app.db, app.dbKind, source, authOfScope(scope), filters);
      await setTask(taskId, { status: REPORT.RUNNING, progress: 0, row_count: total, error: null });
      await ctx.progress(0, total);
      const { writer, publish } = openReportWriter(app.config.dataDir, taskId, format);
      const columns = exportColumns(resource);
      let written = 0;
      let stored = Date.now();
      try {
        writer.header(columns.labels);
        for await (const rows of pages) {
          for (const row of rows) await writer.row(columns.cells(row));
          written += rows.length;
          if (Date.now() - stored >= PROGRESS_EVERY_MS) {
            stored = Date.now();
            await ctx.progress(written, total);
            await setTask(taskId, { progress: written });
          }
        }
        await writer.close();
      } catch (error) {
        await writer.abort();
        throw error;
      }
      const size = await publish();
      const finished = nowSeconds();
      await setTask(taskId, {
        status: REPORT.DONE,
        progress: written,
        row_count: written,
        file_name: `${resource.label}-${taskId}.${format}`,
        file_size: size,
        finish_time: finished,
        expire_time: finished + REPORT_RETENTION_SECONDS,
      });
    },
    async onGiveUp({ payload, reason }) {
      await setTask(payload.taskId, {
        status: reason.status === 'cancelled' ? REPORT.CANCELLED : REPORT.FAILED,
        error: reason.error.slice(0, 512),
        finish_time: nowSeconds(),
      });
    },
  };
}
