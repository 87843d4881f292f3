import type { BUSINESS } from './payment.js';
import {
  defineCodeTable,
  EMPTY_CODE_TAG,
  entryOf,
  type CodeTag,
  type CodeValueOf,
} from './define-code-table.js';

/** Order status as stored; the list filter offers these three. */
export const ORDER_STATUS = defineCodeTable([
  { value: 0, label: '处理中', color: 'processing' },
  { value: 1, label: '正常', color: 'success' },
  { value: -2, label: '退款/撤销', color: 'error' },
]);

/** Overdraft state of an autopay (contactless) order: it may leave before the charge succeeds. */
export const AUTOPAY_OVERDRAFT = defineCodeTable([
  { value: 0, label: '正常', color: 'success' },
  { value: 1, label: '欠费', color: 'error' },
  { value: 2, label: '补缴', color: 'warning' },
]);

export const ORDER_REVOKED_TAG: CodeTag = { label: '正常（已审核）', color: 'success' };

/** The order fields the status display depends on. */
export interface OrderStatusFields {
  status: number | string | null | undefined;
  /** BUSINESS key; only 'autopay' changes the display. */
  business?: string | null;
  /** AUTOPAY_OVERDRAFT value; read only for autopay orders. */
  overdraft?: number | string | null;
  /** A revoke request was audited and the order kept; truthy 1/true both count. */
  revoked?: boolean | number | null;
}

const AUTOPAY: CodeValueOf<typeof BUSINESS> = 'autopay';

/**
 * The status shown for an order. A normal (1) order that was revoked shows 正常（已审核）; this is
 * checked before the autopay overdraft because the audit is the later, deciding event. A normal
 * autopay order shows its overdraft state; an unknown overdraft falls back to 正常.
 */
export function orderStatusTag(order: OrderStatusFields): CodeTag {
  const { status } = order;
  if (status === null || status === undefined || status === '') return EMPTY_CODE_TAG;
  const entry = entryOf(ORDER_STATUS, status);
  if (!entry) return ORDER_STATUS.fallback;
  if (entry.value !== 1) return { label: entry.label, color: entry.color };
  if (order.revoked === true || order.revoked === 1) return ORDER_REVOKED_TAG;
  if (order.business === AUTOPAY) {
    const overdraft = entryOf(AUTOPAY_OVERDRAFT, order.overdraft);
    if (overdraft) return { label: overdraft.label, color: overdraft.color };
  }
  return { label: entry.label, color: entry.color };
}
