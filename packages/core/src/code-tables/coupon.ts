import { defineCodeTable } from './define-code-table.js';

/**
 * How a coupon's `value` is displayed (see format/coupon-value.ts):
 * money = fen shown as ￥, hours = minutes / 60, discount = value / 100 折, free = the text 全免.
 */
export type CouponValueDisplay = 'money' | 'hours' | 'discount' | 'free';

/**
 * Coupon type. The spec names the display of amount, duration, full-free and discount only;
 * a multi-entry duration coupon is also a duration, and a different-pricing coupon carries a price,
 * so it is shown as money.
 */
export const COUPON_TYPE = defineCodeTable([
  { value: 1, label: '金额券', color: 'processing', display: 'money' },
  { value: 2, label: '时长券', color: 'cyan', display: 'hours' },
  { value: 3, label: '全免券', color: 'success', display: 'free' },
  { value: 4, label: '差异化定价券', color: 'geekblue', display: 'money' },
  { value: 5, label: '多次进出时长券', color: 'purple', display: 'hours' },
  { value: 6, label: '折扣券', color: 'gold', display: 'discount' },
]);

/** Status of a merchant's coupon purchase. */
export const COUPON_PURCHASE_STATUS = defineCodeTable([
  { value: 1, label: '使用中', color: 'success' },
  { value: -1, label: '已撤销', color: 'default' },
  { value: -2, label: '已过期', color: 'warning' },
]);

/** Status of a coupon granted to a vehicle. */
export const COUPON_GRANT_STATUS = defineCodeTable([
  { value: 1, label: '发放成功', color: 'success' },
  { value: 2, label: '发放中', color: 'processing' },
  { value: 0, label: '已撤销', color: 'default' },
  { value: -1, label: '发放失败', color: 'error' },
]);

/** The codes of COUPON_TYPE, named for the rules that branch on them (spec 01 §3). */
export const COUPON_AMOUNT = 1;
export const COUPON_DURATION = 2;
export const COUPON_FULL_FREE = 3;
export const COUPON_FIXED_PRICE = 4;
export const COUPON_MULTI_ENTRY = 5;
export const COUPON_DISCOUNT = 6;

export const PURCHASE_IN_USE = 1;
export const PURCHASE_REVOKED = -1;
export const PURCHASE_EXPIRED = -2;

export const GRANT_SUCCESS = 1;
export const GRANT_PENDING = 2;
export const GRANT_REVOKED = 0;
export const GRANT_FAILED = -1;

/** Where a warehouse entry (入库记录) came from: a purchase, a batch purchase file, or a gift of the lot owner. */
export const COUPON_STOCK_SOURCE = defineCodeTable([
  { value: 1, label: '购买', color: 'processing' },
  { value: 2, label: '批量购券', color: 'cyan' },
  { value: 3, label: '赠送', color: 'purple' },
]);

/** A gift of the lot owner to itself: the warehouse entry of a 商户券 or a red-packet activity. */
export const STOCK_SOURCE_GIFT = 3;

/** How a coupon reached a plate. */
export const COUPON_GRANT_CHANNEL = defineCodeTable([
  { value: 1, label: '手动发券', color: 'processing' },
  { value: 2, label: '批量发券', color: 'cyan' },
  { value: 3, label: '固定券码', color: 'geekblue' },
  { value: 4, label: '动态码', color: 'purple' },
  { value: 5, label: '活动赠券', color: 'gold' },
]);

export const CHANNEL_MANUAL = 1;
export const CHANNEL_BULK = 2;
export const CHANNEL_FIXED_CODE = 3;
export const CHANNEL_DYNAMIC_CODE = 4;
export const CHANNEL_EVENT = 5;

/**
 * Whether a granted coupon was spent. 已过期 is written by the expiry job once the coupon's end
 * passes unused, so the filter finds it; the exit gate checks the end itself.
 */
export const COUPON_USE_STATUS = defineCodeTable([
  { value: 0, label: '未使用', color: 'processing' },
  { value: 1, label: '已使用', color: 'success' },
  { value: 2, label: '已过期', color: 'warning' },
]);

export const USE_UNUSED = 0;
export const USE_USED = 1;
export const USE_EXPIRED = 2;

/**
 * What a lot's merchant coupon (商户券) takes off a stay. Values match COUPON_TYPE (1 amount,
 * 2 duration, 3 full-free) so formatCouponValue shows a face value the same way; a merchant
 * coupon offers only these three, named as the mall's shops know them.
 */
export const MCOUPON_TYPE = defineCodeTable([
  { value: 1, label: '减免金额', color: 'processing', display: 'money' },
  { value: 2, label: '减免时长', color: 'cyan', display: 'hours' },
  { value: 3, label: '全免', color: 'success', display: 'free' },
]);

/** The codes of MCOUPON_TYPE, named for the rules that branch on them. */
export const MCOUPON_AMOUNT = 1;
export const MCOUPON_DURATION = 2;
export const MCOUPON_FREE = 3;

/**
 * A coupon issued to a plate. 已过期 is written by the expiry sweep once the coupon's end passes
 * unused, so the status filter finds it; the exit gate also checks the end itself.
 */
export const MCOUPON_STATUS = defineCodeTable([
  { value: 0, label: '未使用', color: 'processing' },
  { value: 1, label: '已使用', color: 'success' },
  { value: 2, label: '已过期', color: 'warning' },
  { value: 3, label: '已作废', color: 'default' },
]);

export const MCOUPON_UNUSED = 0;
export const MCOUPON_USED = 1;
export const MCOUPON_EXPIRED = 2;
export const MCOUPON_VOID = 3;
