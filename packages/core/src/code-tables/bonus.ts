import { defineCodeTable } from './define-code-table.js';

/** How a red packet's amount is set: one amount for every packet, or drawn between a minimum and a maximum. */
export const BONUS_KIND = defineCodeTable([
  { value: 1, label: '固定金额', color: 'processing' },
  { value: 2, label: '随机金额', color: 'magenta' },
]);

/**
 * An activity's state as people read it: derived from its time window on every read (never stored,
 * so it cannot go stale), except 停用, which is switched by hand.
 */
export const BONUS_EVENT_STATUS = defineCodeTable([
  { value: 0, label: '未开始', color: 'default' },
  { value: 1, label: '进行中', color: 'success' },
  { value: 2, label: '已结束', color: 'warning' },
  { value: 3, label: '停用', color: 'error' },
]);
