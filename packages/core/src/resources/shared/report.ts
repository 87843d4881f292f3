import { REPORT_FORMAT, REPORT_STATUS, REPORT_TABLE_TYPE } from '../../code-tables/report-table.js';
import { defineView } from '../define-view.js';
import { field } from '../field.js';

const RO = { readOnly: true } as const;

/**
 * 报表中心: the caller's own export tasks (never a colleague's, even a main account's), newest first,
 * with progress while they run and the file while it is kept. `download_url` is set only for a
 * finished, unexpired task; the download itself checks the owner again.
 */
export const reportView = defineView({
  key: 'report',
  label: '报表',
  scope: 'merchant',
  permissions: { list: 'universal:report:basic' },
  fields: {
    report_type: field.code(REPORT_TABLE_TYPE, { label: '报表类型', ...RO, search: 'eq' }),
    report_name: field.text({ label: '报表名称', ...RO, maxLength: 64 }),
    format: field.code(REPORT_FORMAT, { label: '文件格式', ...RO }),
    status: field.code(REPORT_STATUS, { label: '状态', ...RO, search: 'eq' }),
    progress: field.integer({ label: '已导出行数', ...RO }),
    row_count: field.integer({ label: '总行数', ...RO }),
    create_time: field.time({ label: '创建时间', ...RO, sortable: true, search: 'range' }),
    finish_time: field.time({ label: '完成时间', ...RO, show: ['detail'] }),
    expire_time: field.time({ label: '保留至', ...RO }),
    error: field.text({ label: '失败原因', ...RO, maxLength: 512 }),
    download_url: field.file({ label: '报表文件', ...RO }),
  },
  list: {
    columns: [
      'report_type',
      'report_name',
      'format',
      'status',
      'progress',
      'row_count',
      'create_time',
      'expire_time',
      'error',
      'download_url',
    ],
    sort: ['create_time', 'desc'],
    // Progress and status move while an export runs.
    refreshSeconds: 2,
  },
});
