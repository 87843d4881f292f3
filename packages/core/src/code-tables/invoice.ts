import { defineCodeTable } from './define-code-table.js';

export const INVOICE_STATUS = defineCodeTable([
  { value: 0, label: '待开票', color: 'default' },
  { value: 1, label: '开票中', color: 'processing' },
  { value: 2, label: '开票成功', color: 'success' },
  { value: -1, label: '开票失败', color: 'error' },
]);
