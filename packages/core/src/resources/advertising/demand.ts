import { AD_AUDIT_STATUS, AD_SLOT_TYPE } from '../../code-tables/advertising.js';
import { defineResource } from '../define-resource.js';
import { field } from '../field.js';

const RO = { readOnly: true } as const;
const PENDING = { field: 'audit_status', in: [0] } as const;
const REVIEWER = { by: 'auditor_name', at: 'audit_time' } as const;

/**
 * 推广需求: what an advertiser wants to promote, before it is a plan: reviewed by the platform, then
 * made into one plan (the plan names its demand; the demand keeps the plan). An edit sends it back
 * to 待审核; once a plan is made from it, it is closed to edits.
 */
export const adDemandResource = defineResource({
  key: 'adverting/operation/expand',
  table: 'ad_demand',
  label: '推广需求',
  scope: 'merchant',
  permissions: {
    list: 'advertising:expand:list',
    detail: 'advertising:expand:detail',
    create: 'advertising:expand:create',
    update: 'advertising:expand:update',
  },
  fields: {
    title: field.text({ label: '需求名称', maxLength: 64, required: true, search: 'contains' }),
    advertiser_id: field.ref('adverting/advertiser', {
      label: '广告主',
      required: true,
      immutable: true,
      search: 'eq',
      show: ['form', 'detail'],
    }),
    advertiser_name: field.text({ label: '广告主', maxLength: 64, virtual: true, ...RO, show: ['list'] }),
    slot_type: field.code(AD_SLOT_TYPE, { label: '期望广告位', required: true, search: 'eq' }),
    budget_total: field.money({ label: '预算', required: true, minimum: 100, maximum: 1_000_000_000 }),
    start_time: field.time({ label: '期望开始', required: true }),
    end_time: field.time({ label: '期望结束', required: true }),
    description: field.text({ label: '推广内容', maxLength: 500, required: true, show: ['detail', 'form'] }),
    audit_status: field.code(AD_AUDIT_STATUS, { label: '审核状态', ...RO, search: 'eq' }),
    reject_reason: field.text({ label: '驳回原因', maxLength: 128, ...RO, show: ['detail'] }),
    auditor_name: field.text({ label: '审核人', maxLength: 64, ...RO, show: ['detail'] }),
    audit_time: field.time({ label: '审核时间', ...RO, show: ['detail'] }),
    plan_id: field.ref('adverting/operation/advertising', { label: '已建计划', ...RO, show: ['detail'] }),
    create_time: field.time({ label: '提交时间', ...RO, sortable: true, search: 'range' }),
  },
  list: {
    columns: [
      'title',
      'advertiser_name',
      'slot_type',
      'budget_total',
      'start_time',
      'end_time',
      'audit_status',
      'create_time',
    ],
    sort: ['create_time', 'desc'],
  },
  actions: {
    approve: {
      label: '通过',
      permission: 'advertising:expand:audit',
      states: PENDING,
      to: { field: 'audit_status', value: 1 },
      stamp: REVIEWER,
      done: '审核通过',
    },
    reject: {
      label: '驳回',
      permission: 'advertising:expand:audit',
      states: PENDING,
      ask: 'page',
      input: { reject_reason: field.text({ label: '驳回原因', maxLength: 128, required: true }) },
      summary: ['title', 'slot_type', 'budget_total'],
      to: { field: 'audit_status', value: 2 },
      stamp: REVIEWER,
      danger: true,
      done: '已驳回',
    },
  },
  detail: {
    sections: [
      {
        title: '需求',
        fields: [
          'title',
          'advertiser_id',
          'slot_type',
          'budget_total',
          'start_time',
          'end_time',
          'description',
        ],
      },
      {
        title: '审核',
        fields: ['audit_status', 'auditor_name', 'audit_time', 'reject_reason', 'plan_id', 'create_time'],
      },
    ],
  },
});
