import { REPORT_STATUS } from '../../code-tables/report-table.js';
import { defineView } from '../define-view.js';
import { field } from '../field.js';

const RO = { readOnly: true } as const;

/**
 * 批量导入 (spec 01 §7 batch/batch/list): the tenant's import batches, newest first. The job adds
 * each chunk's rows to 成功行数 and 失败行数 in the chunk's own transaction, so the counts and 进度
 * move while a batch runs (the list reloads every 2 s). Statuses are the report centre's
 * (排队中, 处理中, 完成, 失败, 已取消; a batch is never 已过期).
 */
export const importBatchView = defineView({
  key: 'batch/batch',
  label: '导入任务',
  scope: 'merchant',
  permissions: { list: 'account:batch:list', detail: 'account:batch:detail' },
  fields: {
    batch_no: field.text({ label: '批次号', ...RO, maxLength: 32, search: 'eq' }),
    name: field.text({ label: '导入类型', ...RO, maxLength: 64 }),
    status: field.code(REPORT_STATUS, { label: '状态', ...RO, search: 'eq' }),
    total: field.integer({ label: '总行数', ...RO }),
    ok_count: field.integer({ label: '成功行数', ...RO }),
    error_count: field.integer({ label: '失败行数', ...RO }),
    // Settled rows of the total, 0-100 (100 once 完成), computed by the list's source.
    progress: field.integer({ label: '进度', ...RO }),
    error: field.text({ label: '失败原因', ...RO, maxLength: 512 }),
    create_time: field.time({ label: '创建时间', ...RO, sortable: true, search: 'range' }),
    finish_time: field.time({ label: '完成时间', ...RO }),
  },
  list: {
    columns: [
      'batch_no',
      'name',
      'status',
      'progress',
      'total',
      'ok_count',
      'error_count',
      'error',
      'create_time',
      'finish_time',
    ],
    sort: ['create_time', 'desc'],
    // 进度 and the counts move while an import runs.
    refreshSeconds: 2,
  },
});

/** The refused rows of one batch (batch/task/list), by row number as the spreadsheet shows it. */
export const importErrorView = defineView({
  key: 'batch/task',
  label: '导入失败行',
  scope: 'merchant',
  permissions: { list: 'account:batch:detail' },
  fields: {
    batch_no: field.text({ label: '批次号', ...RO, maxLength: 32, search: 'eq' }),
    row_no: field.integer({ label: '行号', ...RO, sortable: true }),
    message: field.text({ label: '失败原因', ...RO, maxLength: 512 }),
  },
  list: { columns: ['row_no', 'message'], sort: ['row_no', 'asc'] },
  required: ['batch_no'],
});
