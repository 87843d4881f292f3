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
