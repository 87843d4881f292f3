import { AD_SETTLE_CYCLE, AD_SLOT_TYPE } from '../../code-tables/advertising.js';
import type { PermissionCode } from '../../permissions/catalogue.js';
import { defineView } from '../define-view.js';
import { field } from '../field.js';
import type { FieldDef } from '../field-types.js';

const RO = { readOnly: true } as const;

/**
 * The figures of every advertising data page, each a sum over the counted events (ad_event):
 * impressions and clicks are counts; 消耗 (what advertisers paid) and 流量主收益 (the slot owner's
 * share) are summed exactly in thousandths of a fen (`*_milli`), and the fen shown is that exact
 * sum rounded. 点击率 is clicks per ten thousand impressions.
 */
const METRICS = {
  impressions: field.integer({ label: '曝光量', ...RO, sortable: true }),
  clicks: field.integer({ label: '点击量', ...RO, sortable: true }),
  ctr: field.integer({ label: '点击率（万分比）', ...RO }),
  cost: field.money({ label: '广告消耗', ...RO, sortable: true }),
  income: field.money({ label: '流量主收益', ...RO }),
  cost_milli: field.integer({ label: '广告消耗（千分之一分）', ...RO, show: ['detail'] }),
  income_milli: field.integer({ label: '流量主收益（千分之一分）', ...RO, show: ['detail'] }),
} satisfies Record<string, FieldDef>;

const METRIC_COLUMNS = ['impressions', 'clicks', 'ctr', 'cost', 'income'] as const;
const METRIC_TOTALS = ['impressions', 'clicks', 'cost', 'income', 'cost_milli', 'income_milli'] as const;

/** A row per China day (midnight, Asia/Shanghai); the range narrows the events before they are summed. */
const DAY = field.time({ label: '日期', ...RO, search: 'range', sortable: true });
/**
 * On a list of totals per slot or advertiser the day is only the range searched: the row carries the
 * last day with events in it (so the engine's range check passes every row the source summed).
 */
const LAST_DAY = field.time({ label: '统计日期', ...RO, search: 'range', sortable: true, show: ['detail'] });

/** The day rows of one object (a plan, a slot, an advertiser, a provider): its analysis page. */
function dayView<K extends string>(
  key: string,
  label: string,
  idField: K,
  idLabel: string,
  codes: { list: PermissionCode; also?: PermissionCode },
) {
  const fields = {
    [idField]: field.integer({ label: idLabel, ...RO, search: 'eq', show: ['detail'] }),
    day: DAY,
    ...METRICS,
  } as Record<K, FieldDef> & { day: typeof DAY } & typeof METRICS;
  return defineView({
    key,
    label,
    scope: 'merchant',
    permissions: { list: codes.list },
    ...(codes.also && { alsoPermitted: [{ list: codes.also }] }),
    fields,
    list: { columns: ['day', ...METRIC_COLUMNS], sort: ['day', 'desc'] },
    rowKey: [idField, 'day'],
    totals: METRIC_TOTALS,
    required: [idField],
  });
}

/** 广告计划数据分析: one plan's days (the advertiser's and the platform's). */
export const adPlanDayView = dayView(
  'adverting/operation/advertising/analysis',
  '广告计划数据分析',
  'plan_id',
  '广告计划',
  { list: 'advertising:plan:analysis' },
);

/** 广告位数据详情 and 广告位数据分析: one slot's days. */
export const adSlotDayView = dayView(
  'adverting/data/advertising-space/detail',
  '广告位数据详情',
  'slot_id',
  '广告位',
  { list: 'advertising:slot-data:detail', also: 'advertising:slot:analysis' },
);

/** 广告主数据详情: one advertiser's days. */
export const adAdvertiserDayView = dayView(
  'adverting/data/advertising-advertiser/detail',
  '广告主数据详情',
  'advertiser_id',
  '广告主',
  { list: 'advertising:advertiser-data:detail' },
);

/** 流量主数据分析: one traffic provider's days (its slots only). */
export const adProviderDayView = dayView(
  'adverting/provider/list/analysis',
  '流量主数据分析',
  'provider_id',
  '流量主',
  { list: 'advertising:provider:analysis' },
);

/**
 * 收益报表: every day's figures in the caller's view: the events of its plans (an advertiser), of its
 * slots (a traffic provider), or all of them (the platform). 平台收益 is what the platform keeps.
 * 数据分析 draws its charts from the same rows.
 */
export const adIncomeView = defineView({
  key: 'adverting/data/income',
  label: '收益报表',
  scope: 'merchant',
  permissions: { list: 'advertising:income:list', export: 'advertising:income:export' },
  alsoPermitted: [{ list: 'advertising:analyse:view' }],
  fields: {
    day: DAY,
    ...METRICS,
    platform_income: field.money({ label: '平台收益', ...RO }),
  },
  list: { columns: ['day', ...METRIC_COLUMNS, 'platform_income'], sort: ['day', 'desc'] },
  rowKey: ['day'],
  totals: [...METRIC_TOTALS, 'platform_income'],
});

/** 广告位数据: each slot's totals over the range searched (the last 30 days' events when none is). */
export const adSlotDataView = defineView({
  key: 'adverting/data/advertising-space',
  label: '广告位数据',
  scope: 'merchant',
  permissions: { list: 'advertising:slot-data:list', detail: 'advertising:slot-data:detail' },
  fields: {
    slot_id: field.integer({ label: '广告位', ...RO, show: ['detail'] }),
    slot_name: field.text({ label: '广告位名称', maxLength: 64, ...RO, search: 'contains' }),
    slot_code: field.text({ label: '广告位编码', maxLength: 32, ...RO, search: 'eq' }),
    slot_type: field.code(AD_SLOT_TYPE, { label: '广告位类型', ...RO, search: 'eq' }),
    day: LAST_DAY,
    ...METRICS,
  },
  list: {
    columns: ['slot_name', 'slot_code', 'slot_type', ...METRIC_COLUMNS],
    sort: ['impressions', 'desc'],
  },
  rowKey: ['slot_id'],
  totals: METRIC_TOTALS,
});

/** 广告主数据: each advertiser's totals over the range searched. */
export const adAdvertiserDataView = defineView({
  key: 'adverting/data/advertising-advertiser',
  label: '广告主数据',
  scope: 'merchant',
  permissions: { list: 'advertising:advertiser-data:list', detail: 'advertising:advertiser-data:detail' },
  fields: {
    advertiser_id: field.integer({ label: '广告主', ...RO, show: ['detail'] }),
    advertiser_name: field.text({ label: '广告主名称', maxLength: 64, ...RO, search: 'contains' }),
    plan_count: field.integer({ label: '投放计划数', ...RO }),
    day: LAST_DAY,
    ...METRICS,
  },
  list: {
    columns: ['advertiser_name', 'plan_count', ...METRIC_COLUMNS],
    sort: ['cost', 'desc'],
  },
  rowKey: ['advertiser_id'],
  totals: METRIC_TOTALS,
});

const PROVIDER_FIELDS = {
  provider_id: field.integer({ label: '流量主', ...RO, search: 'eq', show: ['detail'] }),
  provider_name: field.text({ label: '流量主', maxLength: 64, ...RO, search: 'contains' }),
} satisfies Record<string, FieldDef>;

/**
 * 结算报表: what each traffic provider is owed per day: its slots' 消耗 is the base, its share
 * (流量主收益, as the events recorded it) the amount to settle. The platform's own slots settle
 * with nobody and are not in it; a provider sees its own rows.
 */
export const adSettlementView = defineView({
  key: 'adverting/data/settlement',
  label: '结算报表',
  scope: 'merchant',
  permissions: { list: 'advertising:settlement:list', export: 'advertising:settlement:export' },
  fields: {
    day: DAY,
    ...PROVIDER_FIELDS,
    impressions: METRICS.impressions,
    clicks: METRICS.clicks,
    cost: field.money({ label: '结算基数', ...RO, help: '流量主广告位上的广告消耗' }),
    income: field.money({ label: '应结算金额', ...RO, sortable: true }),
    cost_milli: METRICS.cost_milli,
    income_milli: METRICS.income_milli,
  },
  list: {
    columns: ['day', 'provider_name', 'impressions', 'clicks', 'cost', 'income'],
    sort: ['day', 'desc'],
  },
  rowKey: ['day', 'provider_id'],
  totals: METRIC_TOTALS,
});

/**
 * 计费统计: how each provider's slots were billed per day: impressions bought per thousand (CPM)
 * and clicks bought one by one (CPC), each event billing its own kind.
 */
export const adBillingStatView = defineView({
  key: 'adverting/provider/statistics',
  label: '计费统计',
  scope: 'merchant',
  permissions: { list: 'advertising:statistics:view' },
  fields: {
    day: DAY,
    ...PROVIDER_FIELDS,
    impressions: METRICS.impressions,
    impression_cost: field.money({ label: '曝光计费（CPM）', ...RO }),
    clicks: METRICS.clicks,
    click_cost: field.money({ label: '点击计费（CPC）', ...RO }),
    cost: field.money({ label: '计费合计', ...RO, sortable: true }),
    income: METRICS.income,
    cost_milli: METRICS.cost_milli,
    income_milli: METRICS.income_milli,
  },
  list: {
    columns: [
      'day',
      'provider_name',
      'impressions',
      'impression_cost',
      'clicks',
      'click_cost',
      'cost',
      'income',
    ],
    sort: ['day', 'desc'],
  },
  rowKey: ['day', 'provider_id'],
  totals: ['impressions', 'impression_cost', 'clicks', 'click_cost', ...METRIC_TOTALS.slice(2)],
});

/**
 * 流量主列表: the lot owners whose lots have ad slots (ad_slot.provider_id), each with its slots, its
 * share rule and what its slots have earned in all. A provider sees its own row.
 */
export const adProviderView = defineView({
  key: 'adverting/provider/list',
  label: '流量主列表',
  scope: 'merchant',
  permissions: { list: 'advertising:provider:list', detail: 'advertising:provider:analysis' },
  // 计费规则's form picks the provider from this list.
  alsoPermitted: [{ list: 'advertising:billing-rule:update' }],
  fields: {
    name: field.text({ label: '流量主名称', maxLength: 64, ...RO, search: 'contains' }),
    merchant_no: field.text({ label: '商户号', maxLength: 32, ...RO, search: 'eq' }),
    slot_count: field.integer({ label: '广告位数', ...RO }),
    share_rate: field.integer({ label: '分成比例（万分比）', ...RO }),
    settle_cycle: field.code(AD_SETTLE_CYCLE, { label: '结算周期', ...RO }),
    impressions: METRICS.impressions,
    clicks: METRICS.clicks,
    cost: METRICS.cost,
    income: field.money({ label: '累计收益', ...RO, sortable: true }),
    cost_milli: METRICS.cost_milli,
    income_milli: METRICS.income_milli,
  },
  list: {
    columns: [
      'name',
      'merchant_no',
      'slot_count',
      'share_rate',
      'settle_cycle',
      'impressions',
      'clicks',
      'cost',
      'income',
    ],
    sort: ['income', 'desc'],
  },
  totals: ['slot_count', ...METRIC_TOTALS],
});
