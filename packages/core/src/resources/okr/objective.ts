import { defineResource } from '../define-resource.js';
import { field } from '../field.js';
import { OKR_OBJECTIVE_STATUS, OKR_PERIOD_TYPE } from './okr-codes.js';

const RO = { readOnly: true } as const;

/** "2026-Q4": the quarter an objective of period type 季度 runs over. */
export const QUARTER_RULE = {
  test: (value: string) => /^\d{4}-Q[1-4]$/.test(value),
  message: '季度格式为 2026-Q4',
};

/**
 * 目标: a merchant's objective. Its progress is never typed: the server writes it from the key
 * results' weighted progress each time one of them changes (okr module, objective-progress.ts).
 * The owner is a manager of the objective's own merchant, checked on the server.
 */
export const okrObjectiveResource = defineResource({
  key: 'okr/objective',
  table: 'okr_objective',
  label: '目标',
  scope: 'merchant',
  permissions: {
    list: 'okr:objective:list',
    detail: 'okr:objective:detail',
    create: 'okr:objective:create',
    update: 'okr:objective:update',
    delete: 'okr:objective:delete',
  },
  fields: {
    title: field.text({ label: '目标', maxLength: 128, required: true, search: 'contains' }),
    // Read in lists and details for the decorated name and the edit form; shown as owner_name.
    owner_id: field.ref('account/sub-account', { label: '负责人', required: true, search: 'eq' }),
    owner_name: field.text({ label: '负责人', virtual: true, ...RO, show: ['list', 'detail'] }),
    period_type: field.code(OKR_PERIOD_TYPE, { label: '周期类型', required: true, search: 'eq' }),
    quarter: field.text({
      label: '季度',
      maxLength: 7,
      validators: [QUARTER_RULE],
      help: '周期类型为季度时填写，如 2026-Q4',
    }),
    start_time: field.time({ label: '开始日期', help: '自定义时间段时填写；季度由季度推出' }),
    end_time: field.time({ label: '结束日期', sortable: true }),
    description: field.text({ label: '描述', maxLength: 1000, show: ['detail', 'form'] }),
    status: field.code(OKR_OBJECTIVE_STATUS, { label: '状态', required: true, search: 'eq' }),
    progress: field.integer({ label: '进度（万分比）', ...RO, sortable: true, show: ['list', 'detail'] }),
    progress_text: field.text({ label: '进度', virtual: true, ...RO, show: ['list', 'detail'] }),
    key_result_count: field.integer({ label: '关键结果数', virtual: true, ...RO, show: ['list', 'detail'] }),
    create_time: field.time({ label: '创建时间', ...RO, sortable: true }),
    update_time: field.time({ label: '更新时间', ...RO, show: ['detail'] }),
  },
  list: {
    columns: [
      'title',
      'owner_name',
      'period_type',
      'quarter',
      'end_time',
      'status',
      'progress_text',
      'key_result_count',
    ],
    sort: ['create_time', 'desc'],
  },
  detail: {
    sections: [
      {
        title: '目标',
        fields: [
          'title',
          'owner_name',
          'period_type',
          'quarter',
          'start_time',
          'end_time',
          'status',
          'description',
        ],
      },
      { title: '进度', fields: ['progress_text', 'key_result_count', 'create_time', 'update_time'] },
    ],
  },
});
