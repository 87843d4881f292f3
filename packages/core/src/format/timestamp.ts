import { EMPTY_DISPLAY } from './placeholder.js';

// Asia/Shanghai rather than a fixed +8 hours: China observed summer time in 1986-1991.
const FORMAT = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** Seconds since 1970 as a positive integer, or null for anything else (0, negatives, placeholders). */
function toSeconds(value: number | string | null | undefined): number | null {
  if (typeof value === 'string') {
    if (!/^\d+$/.test(value.trim())) return null;
    return toSeconds(Number(value));
  }
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return null;
  return Math.floor(value);
}

/**
 * Unix seconds shown in China time: 'YYYY-MM-DD HH:mm:ss', or 'YYYY-MM-DD' with part 'date'.
 * 0 and negative values are the backend's "not set" and show as '-', as do null, '' and any
 * non-numeric placeholder text.
 */
export function formatTimestamp(
  value: number | string | null | undefined,
  part: 'datetime' | 'date' = 'datetime',
): string {
  const seconds = toSeconds(value);
  if (seconds === null) return EMPTY_DISPLAY;
  const date = new Date(seconds * 1000);
  if (Number.isNaN(date.getTime())) return EMPTY_DISPLAY;
  const parts: Record<string, string> = {};
  for (const { type, value: text } of FORMAT.formatToParts(date)) parts[type] = text;
  const day = `${parts.year}-${parts.month}-${parts.day}`;
  return part === 'date' ? day : `${day} ${parts.hour}:${parts.minute}:${parts.second}`;
}
