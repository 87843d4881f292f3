import { isCalendarDate } from './calendar-date.js';

export const MAINLAND_ID_MESSAGE = '请输入正确的身份证号码';

// First two digits: provincial division codes of GB/T 2260, plus 71/81/82 (Taiwan, HK, Macau)
// and 83 and 91, used by residence permits for Taiwan residents and by foreigners' IDs.
const PROVINCES = new Set(
  '11 12 13 14 15 21 22 23 31 32 33 34 35 36 37 41 42 43 44 45 46 50 51 52 53 54 61 62 63 64 65 71 81 82 83 91'.split(
    ' ',
  ),
);

// ISO 7064 MOD 11-2 as GB 11643-1999 applies it: weights 2^(17-i) mod 11, check from '10X98765432'.
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARS = '10X98765432';

/** The check character of the first 17 digits of an 18-digit ID number. */
export function mainlandIdCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(first17[i]) * (WEIGHTS[i] ?? 0);
  return CHECK_CHARS[sum % 11] ?? '';
}

function isBirthDate(yyyymmdd: string, now: number): boolean {
  const year = Number(yyyymmdd.slice(0, 4));
  const month = Number(yyyymmdd.slice(4, 6));
  const day = Number(yyyymmdd.slice(6, 8));
  if (year < 1900 || !isCalendarDate(year, month, day)) return false;
  return Date.UTC(year, month - 1, day) <= now;
}

/**
 * Mainland resident ID number: 18 characters with a valid province, birth date (from 1900, not in
 * the future) and check character (x accepted for X), or the legacy 15-digit number whose birth
 * year is 19YY and which has no check character.
 */
export function isMainlandId(value: string, now: number = Date.now()): boolean {
  if (/^\d{17}[\dXx]$/.test(value)) {
    return (
      PROVINCES.has(value.slice(0, 2)) &&
      isBirthDate(value.slice(6, 14), now) &&
      mainlandIdCheckChar(value) === value.slice(17).toUpperCase()
    );
  }
  if (/^\d{15}$/.test(value)) {
    return PROVINCES.has(value.slice(0, 2)) && isBirthDate(`19${value.slice(6, 12)}`, now);
  }
  return false;
}
