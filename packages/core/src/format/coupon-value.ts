import { COUPON_TYPE, entryOf } from '../code-tables/index.js';
import { EMPTY_DISPLAY } from './placeholder.js';
import { shiftFromInteger, trimDecimalZeros } from './decimal.js';
import { formatMoney } from './money.js';

export const FULL_FREE_TEXT = '全免';

/**
 * A coupon's value as its type displays it (COUPON_TYPE.display): amount in fen as money,
 * duration in minutes as hours (90 → '1.5小时', at most 2 decimals), full-free as 全免, and
 * discount as value / 100 折, i.e. stored in hundredths of a 折 (850 → '8.5折', paying 85%).
 */
export function formatCouponValue(type: unknown, value: number | string | null | undefined): string {
  const entry = entryOf(COUPON_TYPE, type);
  if (!entry) return EMPTY_DISPLAY;
  if (entry.display === 'free') return FULL_FREE_TEXT;
  if (entry.display === 'money') return formatMoney(value);
  const number = value === null || value === undefined || value === '' ? NaN : Number(value);
  if (!Number.isFinite(number)) return EMPTY_DISPLAY;
  if (entry.display === 'hours') return `${trimDecimalZeros((number / 60).toFixed(2))}小时`;
  return `${trimDecimalZeros(shiftFromInteger(number, 2))}折`;
}
