import { defineResource } from '../define-resource.js';
import { field } from '../field.js';
import { OKR_MEASURE } from './okr-codes.js';

const RO = { readOnly: true } as const;

/**
 * 关键结果: one measurable result of an objective, shown under /okr/detail/:id. Its own progress is
 * worked out on the server from current against target (weighted-progress.ts), and every write
 * recomputes the objective's progress in the same transaction.
 */
export const okrKeyResultResource = defineResource({
  key: 'okr/key-result',
  table: 'okr_key_result',
  label: '关键结果',
  scope: 'merchant',
  // The catalogue has no key-result list codes: whoever opens the objective sees its key results.
  permissions: {
    list: 'okr:objective:detail',
    detail: 'okr:objective:detail',
    create: 'okr:key-result:create',
    update: 'okr:key-result:update',
    delete: 'okr:key-result:delete',
  },
  fields: {
    objective_id: field.ref('okr/objective', {
      label: '所属目标',
      required: true,
      immutable: true,
      search: 'eq',
    }),
    title: field.text({ label: '关键结果', maxLength: 128, required: true }),
    owner_id: field.ref('account/sub-account', { label: '负责人', required: true }),
    owner_name: field.text({ label: '负责人', virtual: true, ...RO, show: ['list', 'detail'] }),
    weight: field.integer({ label: '权重', required: true, minimum: 1, maximum: 100, unit: '%' }),
    measure: field.code(OKR_MEASURE, { label: '衡量方式', required: true }),
    target_value: field.integer({
      label: '目标值',
      minimum: 0,
      maximum: 1_000_000_000,
      help: '衡量方式为百分比时按 100 计',
    }),
    current_value: field.integer({
      label: '当前值',
      required: true,
      minimum: 0,
      maximum: 1_000_000_000,
      help: '衡量方式为百分比时填完成的百分数',
    }),
    progress: field.integer({ label: '进度（万分比）', ...RO, sortable: true, show: ['list', 'detail'] }),
    progress_text: field.text({ label: '进度', virtual: true, ...RO, show: ['list', 'detail'] }),
    create_time: field.time({ label: '创建时间', ...RO, sortable: true, show: ['detail'] }),
    update_time: field.time({ label: '更新时间', ...RO, show: ['list', 'detail'] }),
  },
  list: {
    columns: [
      'title',
      'owner_name',
      'weight',
      'measure',
      'target_value',
      'current_value',
      'progress_text',
      'update_time',
    ],
    sort: ['create_time', 'asc'],
  },
  detail: {
    sections: [
      {
        title: '关键结果',
        fields: [
          'title',
          'owner_name',
          'weight',
          'measure',
          'target_value',
          'current_value',
          'progress_text',
        ],
      },
    ],
  },
});
