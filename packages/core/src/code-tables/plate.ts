import { defineCodeTable } from './define-code-table.js';

/** Plate colour code; any other code is shown as 其他. */
export const PLATE_COLOR = defineCodeTable(
  [
    { value: 1, label: '蓝', color: 'blue' },
    { value: 2, label: '黄', color: 'gold' },
    { value: 3, label: '白', color: 'default' },
    { value: 4, label: '黑', color: '#262626' },
    { value: 5, label: '绿', color: 'green' },
  ],
  { label: '其他', color: 'default' },
);

/** Shown in place of the plate text when a vehicle has none. */
export const NO_PLATE_LABEL = '无牌车';
