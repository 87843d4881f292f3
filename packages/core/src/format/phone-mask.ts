import { EMPTY_DISPLAY } from './placeholder.js';

/**
 * Masks a phone number for lists: first 3 and last 4 characters kept, the rest starred so the
 * length stays recognisable (138****5678). A value too short to keep 7 characters and still hide
 * one is starred entirely.
 */
export function maskPhone(phone: string | number | null | undefined): string {
  if (phone === null || phone === undefined || phone === '') return EMPTY_DISPLAY;
  const text = String(phone);
  if (text.length < 8) return '*'.repeat(text.length);
  return `${text.slice(0, 3)}${'*'.repeat(text.length - 7)}${text.slice(-4)}`;
}
