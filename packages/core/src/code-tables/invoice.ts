import { defineCodeTable } from './define-code-table.js';

export const INVOICE_STATUS = defineCodeTable([
  { value: 0, label: '待开票', color: 'default' },
  { value: 1, label: '开票中', color: 'processing' },
  { value: 2, label: '开票成功', color: 'success' },
  { value: -1, label: '开票失败', color: 'error' },
]);

/** 蓝字 (an invoice) or 红字 (the red-letter reversal 红冲 of one, with negative amounts). */
export const INVOICE_COLOR = defineCodeTable([
  { value: 1, label: '蓝字发票', color: 'blue' },
  { value: 2, label: '红字发票', color: 'red' },
]);

/** Whether a blue invoice was reversed: its orders are free again once 已红冲. */
export const INVOICE_REVERSED = defineCodeTable([
  { value: 0, label: '未红冲', color: 'default' },
  { value: 1, label: '红冲中', color: 'processing' },
  { value: 2, label: '已红冲', color: 'warning' },
]);

/** Whether a paid order was invoiced (消费记录 of the invoice service). */
export const INVOICED_STATE = defineCodeTable([
  { value: 0, label: '未开票', color: 'default' },
  { value: 1, label: '已开票', color: 'success' },
]);

/**
 * 对接方式 of a provider's 开票软件: the adapter its invoices go through. Only the local simulator
 * can be reached from here; the others are named so a provider can record its real software, and an
 * invoice sent through one fails with 该开票软件接口暂未接入 (see decisions: 开票软件).
 */
export const INVOICE_ADAPTER = defineCodeTable([
  { value: 'simulator', label: '本地模拟（测试）', color: 'default' },
  { value: 'nuonuo', label: '诺诺开放平台', color: 'blue' },
  { value: 'baiwang', label: '百望云', color: 'cyan' },
  { value: 'aisino', label: '航天信息', color: 'geekblue' },
]);
