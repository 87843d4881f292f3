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
  const ms = seconds * 1000;
  if (!Number.isFinite(new Date(ms).getTime())) return EMPTY_DISPLAY;
  // The China wall time read from a shifted Date's UTC fields: formatToParts costs ~20 µs a call,
  // which an export of a million rows (two times each) cannot pay; the shift costs it once an hour.
  const wall = new Date(ms + offsetAt(ms));
  const day = `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`;
  return part === 'date'
    ? day
    : `${day} ${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}:${pad(wall.getUTCSeconds())}`;
}

const pad = (n: number) => (n < 10 ? `0${n}` : String(n));

const HOUR_MS = 3_600_000;
const offsets = new Map<number, number>();

/**
 * Asia/Shanghai's offset from UTC at `ms`, asked of Intl once per hour and kept: since 1970 the zone
 * has changed offset only on whole UTC hours (its summer time of 1986-1991), so an hour has one offset.
 */
function offsetAt(ms: number): number {
  const hour = Math.floor(ms / HOUR_MS);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    const start = hour * HOUR_MS;
    const parts: Record<string, string> = {};
    for (const { type, value: text } of FORMAT.formatToParts(new Date(start))) parts[type] = text;
    const wall = Date.UTC(
      Number(parts.year),
      Number(parts.month) - 1,
      Number(parts.day),
      Number(parts.hour),
      Number(parts.minute),
      Number(parts.second),
    );
    offset = wall - start;
    // Bounded: a long export walks many hours, a screen a few.
    if (offsets.size >= 50_000) offsets.clear();
    offsets.set(hour, offset);
  }
  return offset;
}
