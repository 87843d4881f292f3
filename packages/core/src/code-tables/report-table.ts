import { defineCodeTable } from './define-code-table.js';

/**
 * Report-centre table types. The spec does not reproduce the numeric ids, so these are ours:
 * numbered 1-14 in the order the spec lists them. They are stored with every report task, so an id
 * is never reused or renumbered; a new type takes the next free number.
 */
export const REPORT_TABLE_TYPE = defineCodeTable([
  { value: 1, label: '车场列表', color: 'default' },
  { value: 2, label: '停车记录', color: 'default' },
  { value: 3, label: '临停订单', color: 'default' },
  { value: 4, label: '月卡订单', color: 'default' },
  { value: 5, label: '分润账单', color: 'default' },
  { value: 6, label: '结算记录', color: 'default' },
  { value: 7, label: '转账记录', color: 'default' },
  { value: 8, label: '加油订单', color: 'default' },
  { value: 9, label: '代金券订单', color: 'default' },
  { value: 10, label: '广告投放', color: 'default' },
  { value: 11, label: '发票记录', color: 'default' },
  { value: 12, label: '预约订单', color: 'default' },
  { value: 13, label: '优惠券发放记录', color: 'default' },
  { value: 14, label: '优惠券购买记录', color: 'default' },
  // Beyond the spec's list: the other lists that export (their task also carries the list's name).
  { value: 15, label: '子账号', color: 'default' },
  { value: 16, label: '其他列表', color: 'default' },
]);

/** The report type of an export, by resource key; a list not named here is 其他列表. */
const REPORT_TYPE_BY_RESOURCE: Readonly<Record<string, number>> = {
  park: 1,
  'parking/record': 2,
  'parking/order/payment': 3,
  'parking/order/recharge': 4,
  'settlement/trade/settlement': 6,
  'settlement/trade/transfer': 7,
  'account/sub-account': 15,
};

export function reportTypeOf(resourceKey: string): number {
  return REPORT_TYPE_BY_RESOURCE[resourceKey] ?? 16;
}

/** A report task's state in 报表中心. */
export const REPORT_STATUS = defineCodeTable([
  { value: 0, label: '排队中', color: 'default' },
  { value: 1, label: '处理中', color: 'processing' },
  { value: 2, label: '完成', color: 'success' },
  { value: -1, label: '失败', color: 'error' },
  { value: -2, label: '已取消', color: 'warning' },
  { value: -3, label: '已过期', color: 'default' },
]);

/** The file an export writes. */
export const REPORT_FORMAT = defineCodeTable([
  { value: 'csv', label: 'CSV', color: 'default' },
  { value: 'xlsx', label: 'Excel', color: 'green' },
]);
export type ReportFormat = 'csv' | 'xlsx';
