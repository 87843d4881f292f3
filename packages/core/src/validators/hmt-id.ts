export const HONG_KONG_ID_MESSAGE = '请输入正确的香港身份证号码';
export const MACAU_ID_MESSAGE = '请输入正确的澳门身份证号码';
export const TAIWAN_ID_MESSAGE = '请输入正确的台湾身份证号码';

const LETTER_A = 'A'.charCodeAt(0);

/**
 * Hong Kong identity card check digit (0-9 or A) for one or two prefix letters and six digits.
 * Letters count A=10..Z=35 and a missing first letter counts 36; weights run 9 down to 2 and the
 * check makes the weighted sum a multiple of 11.
 */
export function hongKongIdCheckDigit(letters: string, digits: string): string {
  const padded = letters.length === 1 ? ` ${letters}` : letters;
  const values = [...padded].map((c) => (c === ' ' ? 36 : c.charCodeAt(0) - LETTER_A + 10));
  values.push(...[...digits].map(Number));
  const sum = values.reduce((acc, v, i) => acc + v * (9 - i), 0);
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? 'A' : String(check);
}

/** Hong Kong ID, e.g. A123456(3): the check digit may be written with or without parentheses. */
export function isHongKongId(value: string): boolean {
  const match = /^([A-Z]{1,2})(\d{6})(?:\(([\dA])\)|([\dA]))$/i.exec(value);
  if (!match) return false;
  const [, letters = '', digits = '', inParens, bare] = match;
  return hongKongIdCheckDigit(letters.toUpperCase(), digits) === (inParens ?? bare ?? '').toUpperCase();
}

/**
 * Macau ID, e.g. 1234567(8): first digit 1, 5 or 7. Macau publishes no check-digit algorithm,
 * so only the format is checked.
 */
export function isMacauId(value: string): boolean {
  return /^[157]\d{6}(?:\(\d\)|\d)$/.test(value);
}

// Taiwan maps the area letter to two digits; the order is historical, not alphabetical.
const TAIWAN_LETTERS = 'ABCDEFGHJKLMNPQRSTUVXYWZIO';

/**
 * Taiwan national ID, e.g. A123456789: area letter, 1/2 (sex) or 8/9 (residence certificates of
 * the 2021 format), seven digits and a check digit making the weighted sum a multiple of 10.
 */
export function isTaiwanId(value: string): boolean {
  if (!/^[A-Z][1289]\d{8}$/i.test(value)) return false;
  const code = TAIWAN_LETTERS.indexOf(value.charAt(0).toUpperCase()) + 10;
  const digits = [Math.floor(code / 10), code % 10, ...[...value.slice(1)].map(Number)];
  const weights = [1, 9, 8, 7, 6, 5, 4, 3, 2, 1, 1];
  const sum = digits.reduce((acc, d, i) => acc + d * (weights[i] ?? 0), 0);
  return sum % 10 === 0;
}
