/**
 * Decimal shifting on the digits of a number's text, so 19.99 yuan becomes exactly 1999 fen
 * (19.99 * 100 is 1998.9999999999998 in floating point).
 */

const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?$/;

/** The plain decimal text of a number; exponent forms (1e-7) are expanded. */
function numberText(value: number): string | null {
  if (!Number.isFinite(value)) return null;
  const text = String(value);
  return text.includes('e') ? value.toFixed(20) : text;
}

/**
 * Moves the decimal point `places` to the right and rounds half away from zero:
 * ('12.345', 2) → 1235, (-0.005, 2) → -1. Null for text that is not a plain decimal number or a
 * result outside the safe integer range.
 */
export function shiftToInteger(value: number | string, places: number): number | null {
  const text = typeof value === 'number' ? numberText(value) : value.trim();
  const match = text === null ? null : DECIMAL.exec(text);
  if (!match) return null;
  const [, sign, whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return null;
  const kept = fraction.padEnd(places, '0').slice(0, places);
  const roundUp = Number(fraction.charAt(places) || '0') >= 5;
  const magnitude = Number(`${whole}${kept}` || '0') + (roundUp ? 1 : 0);
  if (!Number.isSafeInteger(magnitude)) return null;
  return sign === '-' && magnitude !== 0 ? -magnitude : magnitude;
}

/** Moves the decimal point `places` to the left, keeping every digit: (1235, 2) → '12.35'. */
export function shiftFromInteger(value: number, places: number): string {
  const negative = value < 0;
  const digits = String(Math.abs(Math.round(value))).padStart(places + 1, '0');
  const whole = digits.slice(0, digits.length - places);
  const fraction = places > 0 ? `.${digits.slice(digits.length - places)}` : '';
  return `${negative && Number(digits) !== 0 ? '-' : ''}${whole}${fraction}`;
}

/** Drops trailing zeros of a decimal text: '1.50' → '1.5', '9.00' → '9'. */
export function trimDecimalZeros(text: string): string {
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}
