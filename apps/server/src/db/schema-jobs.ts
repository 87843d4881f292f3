import type { Generated } from 'kysely';

/** The queue of platform/jobs; times in milliseconds. */
export interface JobTable {
  id: Generated<number>;
  queue: string;
  payload: string;
  status: 'queued' | 'running' | 'done' | 'failed' | 'cancelled';
  attempts: Generated<number>;
  max_attempts: Generated<number>;
  run_at: number;
  locked_by: string | null;
  locked_at: number | null;
  progress: Generated<number>;
  total: number | null;
  cancel_requested: Generated<number>;
  error: string | null;
  create_time: number;
  update_time: number;
}

export interface JobScheduleTable {
  name: string;
  cron: string;
  queue: string;
  payload: string;
  next_run: number;
  update_time: number;
}

/** A task of 报表中心 (times in seconds, like every table a screen reads). */
export interface ReportTaskTable {
  id: Generated<number>;
  merchant_id: number;
  manager_id: number;
  job_id: number | null;
  report_type: number;
  report_name: string;
  resource_key: string;
  format: string;
  status: Generated<number>;
  progress: Generated<number>;
  row_count: number | null;
  file_name: string | null;
  file_size: number | null;
  error: string | null;
  create_time: number;
  finish_time: number | null;
  expire_time: number | null;
}

/** One batch import (batch/batch); times in seconds. */
export interface ImportBatchTable {
  id: Generated<number>;
  batch_no: string;
  merchant_id: number;
  manager_id: number;
  job_id: number | null;
  resource_key: string;
  name: string;
  file_url: string;
  charset: string;
  status: Generated<number>;
  total: number | null;
  ok_count: Generated<number>;
  error_count: Generated<number>;
  error: string | null;
  create_time: number;
  finish_time: number | null;
}

/** A data row an import has settled: written (ok = 1, row_id) or refused (ok = 0, message). */
export interface ImportRowTable {
  id: Generated<number>;
  batch_id: number;
  row_no: number;
  ok: number;
  row_id: number | null;
  message: string | null;
}

export interface JobTables {
  import_batch: ImportBatchTable;
  import_row: ImportRowTable;
  job: JobTable;
  job_schedule: JobScheduleTable;
  report_task: ReportTaskTable;
}
