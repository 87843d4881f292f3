import { EMPTY_DISPLAY } from './placeholder.js';
import { shiftFromInteger, shiftToInteger } from './decimal.js';

export const CURRENCY_SYMBOL = '￥';

/** Integer fen to yuan text with two decimals: 1234 → '12.34', -5 → '-0.05'. */
export function fenToYuan(fen: number): string {
  return shiftFromInteger(fen, 2);
}

/** Yuan (text or number) to integer fen, rounding half away from zero; null when not a number. */
export function yuanToFen(yuan: number | string): number | null {
  return shiftToInteger(yuan, 2);
}

/**
 * Money stored in fen shown as yuan: 1234 → '￥12.34', -1234 → '-￥12.34'. Numeric text is
 * accepted because some list APIs send amounts as strings; a fractional fen is rounded.
 * Missing or non-numeric values show as '-'.
 */
export function formatMoney(fen: number | string | null | undefined): string {
  if (fen === null || fen === undefined || fen === '') return EMPTY_DISPLAY;
  const integer = shiftToInteger(fen, 0);
  if (integer === null) return EMPTY_DISPLAY;
  const yuan = fenToYuan(integer);
  return yuan.startsWith('-') ? `-${CURRENCY_SYMBOL}${yuan.slice(1)}` : `${CURRENCY_SYMBOL}${yuan}`;
}
