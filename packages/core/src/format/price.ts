import { PRICE_BASE, PRICE_PRECISION } from '../constants.js';
import { shiftFromInteger, shiftToInteger } from './decimal.js';

export interface PriceOptions {
  /** Minor units per major unit; a power of ten. */
  base?: number;
  /** Decimals the input accepts; extra decimals are rounded half away from zero. */
  precision?: number;
}

function placesOf(base: number): number {
  const places = Math.round(Math.log10(base));
  if (10 ** places !== base) throw new RangeError(`price base must be a power of ten, got ${base}`);
  return places;
}

/**
 * The value a price input shows (12.34) to the integer it stores (1234). Empty or non-numeric
 * input gives null, which a form treats as "not filled".
 */
export function toMinor(
  value: number | string | null | undefined,
  { base = PRICE_BASE, precision = PRICE_PRECISION }: PriceOptions = {},
): number | null {
  if (value === null || value === undefined || value === '') return null;
  const places = placesOf(base);
  const kept = Math.min(precision, places);
  const rounded = shiftToInteger(value, kept);
  return rounded === null ? null : rounded * 10 ** (places - kept);
}

/**
 * The stored integer (1234) to the number a price input shows (12.34). Exact round trip with
 * toMinor for every |minor| below 10^15, the digits a double keeps.
 */
export function fromMinor(
  minor: number | null | undefined,
  { base = PRICE_BASE }: Pick<PriceOptions, 'base'> = {},
): number | null {
  if (minor === null || minor === undefined || !Number.isFinite(minor)) return null;
  return Number(shiftFromInteger(minor, placesOf(base)));
}
