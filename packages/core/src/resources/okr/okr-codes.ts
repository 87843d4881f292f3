import { defineCodeTable } from '../../code-tables/define-code-table.js';

/** 目标状态. */
export const OKR_OBJECTIVE_STATUS = defineCodeTable([
  { value: 0, label: '未开始', color: 'default' },
  { value: 1, label: '进行中', color: 'processing' },
  { value: 2, label: '已完成', color: 'success' },
  { value: 3, label: '已取消', color: 'error' },
]);

/** 周期类型: a quarter (2026-Q4) or a free date range. */
export const OKR_PERIOD_TYPE = defineCodeTable([
  { value: 1, label: '季度', color: 'blue' },
  { value: 2, label: '自定义时间段', color: 'purple' },
]);

/** 衡量方式 of a key result: a value against a target, or a percentage entered directly. */
export const OKR_MEASURE = defineCodeTable([
  { value: 1, label: '数值', color: 'blue' },
  { value: 2, label: '百分比', color: 'cyan' },
]);

/** 项目状态. */
export const OKR_PROJECT_STATUS = defineCodeTable([
  { value: 0, label: '未开始', color: 'default' },
  { value: 1, label: '进行中', color: 'processing' },
  { value: 2, label: '已完成', color: 'success' },
  { value: 3, label: '已暂停', color: 'warning' },
]);

/** What a timeline entry of an objective records. */
export const OKR_TIMELINE_EVENT = defineCodeTable([
  { value: 'objective_created', label: '创建目标', color: 'green' },
  { value: 'objective_updated', label: '编辑目标', color: 'blue' },
  { value: 'key_result_created', label: '新增关键结果', color: 'green' },
  { value: 'key_result_updated', label: '编辑关键结果', color: 'blue' },
  { value: 'progress_updated', label: '更新进度', color: 'processing' },
  { value: 'key_result_deleted', label: '删除关键结果', color: 'red' },
]);
