import { isDayjs, type Dayjs } from 'dayjs';
import type { SearchField, SearchValues } from './types';

function isEmpty(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

const startSeconds = (day: Dayjs) => day.startOf('day').unix();
const endSeconds = (day: Dayjs) => day.endOf('day').unix();

/**
 * Form values to query values: text trimmed (Enter can submit before a blur trimmed it), a date as
 * the Unix second its day starts, a range as [start of first day, end of last day], and every empty
 * value removed so the request carries only real conditions.
 */
export function toSearchValues(fields: readonly SearchField[], raw: Record<string, unknown>): SearchValues {
  const byName = new Map(fields.map((field) => [field.name, field]));
  const out: SearchValues = {};
  for (const [name, value] of Object.entries(raw)) {
    if (isEmpty(value)) continue;
    const field = byName.get(name);
    if (field?.type === 'date-range' && Array.isArray(value)) {
      const [start, end] = value as unknown[];
      if (!isDayjs(start) || !isDayjs(end)) continue;
      const range = [startSeconds(start), endSeconds(end)] as const;
      if (field.rangeKeys) [out[field.rangeKeys[0]], out[field.rangeKeys[1]]] = range;
      else out[name] = [...range];
    } else if (isDayjs(value)) {
      out[name] = startSeconds(value);
    } else {
      out[name] = typeof value === 'string' ? value.trim() : value;
    }
  }
  return out;
}
