/**
 * Spec 01 section 3: "Area codes are prefixed with 3 internally by the cascader." The spec gives no
 * reason, so the prefix is kept strictly inside this widget: added when an entry becomes an option,
 * stripped from what onChange hands out, added again to the incoming value. Callers, the form and the
 * server only ever see plain codes. What it buys inside: an option value is never itself a valid area
 * code (those have 6 or 12 digits; prefixed ones have 7 or 13), so an internal value that leaked into
 * a request would be refused instead of silently naming a different area.
 */
export const AREA_VALUE_PREFIX = '3';

export function toOptionValue(code: string | number): string {
  return `${AREA_VALUE_PREFIX}${code}`;
}

export function fromOptionValue(value: string | number): string {
  const text = String(value);
  return text.startsWith(AREA_VALUE_PREFIX) ? text.slice(AREA_VALUE_PREFIX.length) : text;
}
