import { defineResource } from '../define-resource.js';
import { field } from '../field.js';
import { OKR_TIMELINE_EVENT } from './okr-codes.js';

const RO = { readOnly: true } as const;

/**
 * 目标动态: an objective's timeline, written by the server in the transaction of each change to the
 * objective or its key results (who, when, what, and the objective's progress after it). Read-only:
 * no code creates or edits an entry, so it is the audit of the objective as it happened.
 */
export const okrTimelineResource = defineResource({
  key: 'okr/timeline',
  table: 'okr_timeline',
  label: '目标动态',
  scope: 'merchant',
  permissions: { list: 'okr:objective:detail', detail: 'okr:objective:detail' },
  fields: {
    objective_id: field.ref('okr/objective', {
      label: '目标',
      ...RO,
      search: 'eq',
      show: ['list', 'detail'],
    }),
    event: field.code(OKR_TIMELINE_EVENT, { label: '事件', ...RO }),
    summary: field.text({ label: '内容', maxLength: 500, ...RO }),
    progress: field.integer({ label: '目标进度（万分比）', ...RO, show: ['list', 'detail'] }),
    progress_text: field.text({ label: '目标进度', virtual: true, ...RO, show: ['list', 'detail'] }),
    account: field.text({ label: '操作人', maxLength: 64, ...RO }),
    create_time: field.time({ label: '时间', ...RO, sortable: true }),
  },
  list: {
    columns: ['create_time', 'event', 'summary', 'progress_text', 'account'],
    sort: ['create_time', 'desc'],
  },
  detail: {
    sections: [
      { title: '目标动态', fields: ['create_time', 'event', 'summary', 'progress_text', 'account'] },
    ],
  },
});
