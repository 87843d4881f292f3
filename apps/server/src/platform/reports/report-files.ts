import fs from 'node:fs';
import path from 'node:path';
import type { ReportFormat } from '@console/core';
import { CsvWriter } from './csv-writer.js';
import type { TableWriter } from './table-writer.js';
import { XlsxWriter } from './xlsx-writer.js';

/** How long a finished report's file is kept (then a recurring job removes it). */
export const REPORT_RETENTION_SECONDS = 7 * 86_400;

/**
 * Where a report task's file lives: `<dataDir>/reports/<task id>.<format>`. Named by the task, never
 * by anything the caller sent. Workers on other machines need this folder shared (or an object store).
 */
export function reportFile(dataDir: string, taskId: number, format: ReportFormat): string {
  return path.join(dataDir, 'reports', `${taskId}.${format}`);
}

/** A writer on a temporary name beside the final file; `publish` renames it into place. */
export function openReportWriter(dataDir: string, taskId: number, format: ReportFormat) {
  const final = reportFile(dataDir, taskId, format);
  fs.mkdirSync(path.dirname(final), { recursive: true });
  const temporary = `${final}.part`;
  const writer: TableWriter = format === 'xlsx' ? new XlsxWriter(temporary) : new CsvWriter(temporary);
  return {
    writer,
    async publish(): Promise<number> {
      await fs.promises.rename(temporary, final);
      return (await fs.promises.stat(final)).size;
    },
  };
}

export function removeReportFile(dataDir: string, taskId: number, format: ReportFormat): Promise<void> {
  return fs.promises.rm(reportFile(dataDir, taskId, format), { force: true });
}

export const REPORT_MIME: Record<ReportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
