import { describe, expect, it } from 'vitest';
import { parseCron } from './cron.js';

// Wall time in China (UTC+8) as Unix ms.
const china = (iso: string) => Date.parse(`${iso}+08:00`);

describe('parseCron', () => {
  it('finds the next run in China time', () => {
    expect(parseCron('0 3 * * *').next(china('2026-11-26T02:59:30'))).toBe(china('2026-11-26T03:00:00'));
    expect(parseCron('0 3 * * *').next(china('2026-11-26T03:00:00'))).toBe(china('2026-11-27T03:00:00'));
    expect(parseCron('*/10 * * * *').next(china('2026-11-26T10:01:00'))).toBe(china('2026-11-26T10:10:00'));
  });

  it('reads ranges, steps, lists and weekdays (7 is Sunday)', () => {
    // 2026-11-26 is a Thursday; the next Sunday is the 29th.
    expect(parseCron('30 9 * * 7').next(china('2026-11-26T12:00:00'))).toBe(china('2026-11-29T09:30:00'));
    expect(parseCron('0 8-10/2 * * 1-5').next(china('2026-11-26T08:30:00'))).toBe(
      china('2026-11-26T10:00:00'),
    );
    expect(parseCron('0 0 1,15 * *').next(china('2026-11-26T00:00:00'))).toBe(china('2026-12-01T00:00:00'));
    expect(parseCron('0 0 29 2 *').next(china('2026-03-01T00:00:00'))).toBe(china('2028-02-29T00:00:00'));
  });

  it('refuses a malformed or out-of-range expression', () => {
    expect(() => parseCron('* * * *')).toThrow(/5 fields/);
    expect(() => parseCron('60 * * * *')).toThrow(/out of range/);
    expect(() => parseCron('a * * * *')).toThrow(/bad field/);
    expect(() => parseCron('0 0 31 2 *').next(0)).toThrow(/never runs/);
  });
});
