import { defineCodeTable } from './define-code-table.js';

/** What makes an event rule (活动规则) give coupons. */
export const COUPON_EVENT_TYPE = defineCodeTable([
  { value: 1, label: '消费满额', color: 'gold' },
  { value: 2, label: '入场赠券', color: 'cyan' },
]);

export const EVENT_SPEND = 1;
export const EVENT_ENTRY = 2;

/** A dynamic code (动态码) as the cashier's screen shows it; 已失效 is read from its expiry. */
export const DYNAMIC_CODE_STATUS = defineCodeTable([
  { value: 0, label: '待领取', color: 'processing' },
  { value: 1, label: '已领取', color: 'success' },
  { value: 2, label: '已失效', color: 'default' },
]);

export const DYNAMIC_WAITING = 0;
export const DYNAMIC_REDEEMED = 1;
export const DYNAMIC_EXPIRED = 2;

/** How long a dynamic code stays redeemable: long enough to scan and type a plate, short enough to matter. */
export const DYNAMIC_CODE_TTL_SECONDS = 180;
