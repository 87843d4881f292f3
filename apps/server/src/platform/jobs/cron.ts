/**
 * Five-field cron expressions (minute hour day-of-month month day-of-week), read in China time
 * (UTC+8, no daylight saving), so "0 3 * * *" is 03:00 in Beijing wherever the server runs.
 * Supports `*`, numbers, ranges `a-b`, steps `*\/n` and `a-b/n`, and lists `a,b`; day-of-week 0 and 7
 * are Sunday. As in classic cron, when both day fields are restricted a day matching either runs.
 */
const CHINA_OFFSET_MS = 8 * 3600_000;

interface Range {
  min: number;
  max: number;
}

const FIELDS: readonly Range[] = [
  { min: 0, max: 59 },
  { min: 0, max: 23 },
  { min: 1, max: 31 },
  { min: 1, max: 12 },
  { min: 0, max: 7 },
];

export interface CronSchedule {
  readonly expression: string;
  /** The first run strictly after `afterMs` (Unix milliseconds), on a whole minute. */
  next(afterMs: number): number;
}

function parseField(text: string, { min, max }: Range, expression: string): Set<number> {
  const values = new Set<number>();
  for (const part of text.split(',')) {
    const match = /^(\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(part);
    if (!match) throw new Error(`cron "${expression}": bad field "${text}"`);
    const step = match[4] === undefined ? 1 : Number(match[4]);
    let from = min;
    let to = max;
    if (match[1] !== '*') {
      from = Number(match[2]);
      // "5/15" means from 5 to the end by 15, as in Vixie cron.
      to = match[3] !== undefined ? Number(match[3]) : match[4] !== undefined ? max : from;
    }
    if (step < 1 || from < min || to > max || from > to)
      throw new Error(`cron "${expression}": "${part}" is out of range ${min}-${max}`);
    for (let v = from; v <= to; v += step) values.add(v);
  }
  return values;
}

export function parseCron(expression: string): CronSchedule {
  const parts = expression.trim().split(/\s+/);
  if (parts.length !== 5) throw new Error(`cron "${expression}": expected 5 fields`);
  const [minutes, hours, days, months, weekdays] = parts.map((p, i) => parseField(p, FIELDS[i]!, expression));
  if (weekdays!.delete(7)) weekdays!.add(0);
  const dayRestricted = parts[2] !== '*';
  const weekdayRestricted = parts[4] !== '*';

  const dayMatches = (d: Date) => {
    const dom = days!.has(d.getUTCDate());
    const dow = weekdays!.has(d.getUTCDay());
    if (dayRestricted && weekdayRestricted) return dom || dow;
    return dom && dow;
  };

  return {
    expression,
    next(afterMs) {
      // Work on a Date that shows China wall time in its UTC fields.
      const d = new Date(Math.floor((afterMs + CHINA_OFFSET_MS) / 60_000) * 60_000 + 60_000);
      // Five years covers every satisfiable expression (29 February needs at most eight).
      const limit = d.getTime() + 8 * 366 * 86_400_000;
      while (d.getTime() < limit) {
        if (!months!.has(d.getUTCMonth() + 1)) {
          d.setUTCMonth(d.getUTCMonth() + 1, 1);
          d.setUTCHours(0, 0, 0, 0);
        } else if (!dayMatches(d)) {
          d.setUTCDate(d.getUTCDate() + 1);
          d.setUTCHours(0, 0, 0, 0);
        } else if (!hours!.has(d.getUTCHours())) {
          d.setUTCHours(d.getUTCHours() + 1, 0, 0, 0);
        } else if (!minutes!.has(d.getUTCMinutes())) {
          d.setUTCMinutes(d.getUTCMinutes() + 1, 0, 0);
        } else {
          return d.getTime() - CHINA_OFFSET_MS;
        }
      }
      throw new Error(`cron "${expression}": never runs`);
    },
  };
}
