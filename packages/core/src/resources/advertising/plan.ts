import { AD_AUDIT_STATUS, AD_SLOT_TYPE } from '../../code-tables/advertising.js';
import { ENABLED_STATUS } from '../../code-tables/enabled-status.js';
import { defineResource } from '../define-resource.js';
import { field } from '../field.js';
import type { FieldDef } from '../field-types.js';

const RO = { readOnly: true } as const;
const PENDING = { field: 'audit_status', in: [0] } as const;
const REVIEWER = { by: 'auditor_name', at: 'audit_time' } as const;

/** The columns of ad_plan as the advertiser writes them; the review screen shows them read-only. */
const PLAN_FIELDS = {
  name: field.text({ label: '计划名称', maxLength: 64, required: true, search: 'contains' }),
  advertiser_id: field.ref('adverting/advertiser', {
    label: '广告主',
    required: true,
    immutable: true,
    search: 'eq',
    show: ['form', 'detail'],
  }),
  advertiser_name: field.text({ label: '广告主', maxLength: 64, virtual: true, ...RO, show: ['list'] }),
  slot_type: field.code(AD_SLOT_TYPE, { label: '广告位类型', required: true, immutable: true, search: 'eq' }),
  creative: field.image({
    label: '广告素材',
    required: true,
    show: ['detail', 'form'],
    help: '图片比例须与广告位类型一致：支付页横幅 750×300，缴费机屏幕 1920×1080，出口显示屏 1080×1920，小程序开屏 750×1334，宽度不小于此尺寸',
  }),
  creative_width: field.integer({ label: '素材宽度', ...RO, unit: 'px', show: ['detail'] }),
  creative_height: field.integer({ label: '素材高度', ...RO, unit: 'px', show: ['detail'] }),
  landing_url: field.text({
    label: '落地页链接',
    maxLength: 512,
    validators: ['url'],
    show: ['detail', 'form'],
  }),
  budget_daily: field.money({ label: '日预算', required: true, minimum: 100, maximum: 100_000_000 }),
  budget_total: field.money({ label: '总预算', required: true, minimum: 100, maximum: 1_000_000_000 }),
  start_time: field.time({ label: '投放开始', required: true, show: ['detail', 'form'] }),
  end_time: field.time({ label: '投放结束', required: true, show: ['detail', 'form'] }),
  package_id: field.ref('adverting/config/package', {
    label: '定向包',
    show: ['form', 'detail'],
    help: '不选则不限定向',
  }),
  freq_cap: field.integer({
    label: '频次上限',
    minimum: 0,
    maximum: 100,
    unit: '次/人/天',
    show: ['detail', 'form'],
    help: '同一车辆每天最多看到的次数，0 表示按曝光策略',
  }),
  priority: field.integer({
    label: '优先级',
    minimum: 1,
    maximum: 10,
    help: '1 至 10，数字大者优先',
    show: ['detail', 'form'],
  }),
  demand_id: field.ref('adverting/operation/expand', {
    label: '来源推广需求',
    immutable: true,
    show: ['form', 'detail'],
  }),
  audit_status: field.code(AD_AUDIT_STATUS, { label: '审核状态', ...RO, search: 'eq' }),
  reject_reason: field.text({ label: '驳回原因', maxLength: 128, ...RO, show: ['detail'] }),
  auditor_name: field.text({ label: '审核人', maxLength: 64, ...RO, show: ['detail'] }),
  audit_time: field.time({ label: '审核时间', ...RO, show: ['detail'] }),
  status: field.code(ENABLED_STATUS, { label: '投放开关', ...RO, search: 'eq' }),
  // (merchant_id, create_time) and (audit_status, create_time) are indexed for the two lists.
  create_time: field.time({ label: '创建时间', ...RO, sortable: true, search: 'range' }),
} satisfies Record<string, FieldDef>;

const SECTIONS = [
  {
    title: '计划',
    fields: ['name', 'advertiser_id', 'slot_type', 'landing_url', 'demand_id', 'create_time'],
  },
  { title: '素材', fields: ['creative', 'creative_width', 'creative_height'] },
  {
    title: '预算与排期',
    fields: [
      'budget_daily',
      'budget_total',
      'start_time',
      'end_time',
      'package_id',
      'freq_cap',
      'priority',
      'status',
    ],
  },
  { title: '审核', fields: ['audit_status', 'auditor_name', 'audit_time', 'reject_reason'] },
] as const;

/**
 * 广告计划: what an advertiser buys: one creative for one slot type, budgets, schedule, targeting
 * and frequency. A new plan waits for review; an edit of its creative (or slot type, landing page)
 * sends an approved or rejected plan back to 待审核, so nothing unreviewed ever serves.
 */
export const adPlanResource = defineResource({
  key: 'adverting/operation/advertising',
  table: 'ad_plan',
  label: '广告计划',
  scope: 'merchant',
  permissions: {
    list: 'advertising:plan:list',
    detail: 'advertising:plan:detail',
    create: 'advertising:plan:create',
    update: 'advertising:plan:update',
  },
  fields: PLAN_FIELDS,
  list: {
    columns: [
      'name',
      'advertiser_name',
      'slot_type',
      'budget_daily',
      'budget_total',
      'audit_status',
      'status',
      'create_time',
    ],
    sort: ['create_time', 'desc'],
  },
  enableDisable: { permission: 'advertising:plan:update' },
  detail: { sections: SECTIONS },
});

const READ_ONLY_PLAN = Object.fromEntries(
  Object.entries(PLAN_FIELDS).map(([name, def]) => [
    name,
    { ...def, readOnly: true, show: def.show.filter((p) => p !== 'form') },
  ]),
) as unknown as typeof PLAN_FIELDS;

/**
 * 广告审核: the same plans, seen by the reviewer. 通过 and 驳回 (with its reason) are the platform
 * operator's alone: the server refuses them to any other tenant, whatever codes it holds.
 */
export const adAuditResource = defineResource({
  key: 'adverting/operation/audit',
  table: 'ad_plan',
  label: '广告审核',
  scope: 'merchant',
  permissions: { list: 'advertising:audit:list', detail: 'advertising:audit:detail' },
  fields: READ_ONLY_PLAN,
  list: {
    columns: ['name', 'advertiser_name', 'slot_type', 'budget_daily', 'audit_status', 'create_time'],
    sort: ['create_time', 'desc'],
  },
  actions: {
    approve: {
      label: '通过',
      permission: 'advertising:audit:audit',
      states: PENDING,
      to: { field: 'audit_status', value: 1 },
      stamp: REVIEWER,
      done: '审核通过',
      refreshes: ['adverting/operation/advertising'],
    },
    reject: {
      label: '驳回',
      permission: 'advertising:audit:audit',
      states: PENDING,
      ask: 'page',
      input: { reject_reason: field.text({ label: '驳回原因', maxLength: 128, required: true }) },
      summary: ['name', 'slot_type', 'creative'],
      to: { field: 'audit_status', value: 2 },
      stamp: REVIEWER,
      danger: true,
      done: '已驳回',
      refreshes: ['adverting/operation/advertising'],
    },
  },
  detail: { sections: SECTIONS },
});
