import { describe, expect, it } from 'vitest';
import { formatTimestamp } from './timestamp.js';

describe('formatTimestamp', () => {
  it.each([
    [1, '1970-01-01 08:00:01'],
    [1700000000, '2023-11-15 06:13:20'],
    ['1700000000', '2023-11-15 06:13:20'],
    [1700000000.9, '2023-11-15 06:13:20'],
    [951753600, '2000-02-29 00:00:00'],
    [581126400, '1988-06-01 09:00:00'], // China observed summer time (UTC+9) in 1988
    [2147483647, '2038-01-19 11:14:07'],
    [4102444800, '2100-01-01 08:00:00'],
  ])('%j → %s', (seconds, text) => {
    expect(formatTimestamp(seconds)).toBe(text);
  });

  it.each([
    0,
    -1,
    -86400,
    '0',
    '-1',
    null,
    undefined,
    '',
    '-',
    '--',
    'null',
    '暂无',
    '2023-11-15',
    Number.NaN,
  ])('shows %j as -', (value) => {
    expect(formatTimestamp(value)).toBe('-');
  });

  it('shows the date alone on request', () => {
    expect(formatTimestamp(1700000000, 'date')).toBe('2023-11-15');
    expect(formatTimestamp(0, 'date')).toBe('-');
  });

  it('shows midnight as 00, never 24', () => {
    expect(formatTimestamp(1699977600)).toBe('2023-11-15 00:00:00');
  });

  it('agrees with Intl across the summer-time years and today, minute by minute near a change', () => {
    const intl = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Asia/Shanghai',
      dateStyle: 'short',
      timeStyle: 'medium',
    });
    const reference = (seconds: number) => intl.format(new Date(seconds * 1000));
    const samples: number[] = [];
    // 1986-01-01 to 1992-01-01 every 5 h 13 min 7 s, and 2026 alike.
    for (let t = 504_892_800; t < 694_224_000; t += 18_787) samples.push(t);
    for (let t = 1_767_225_600; t < 1_798_761_600; t += 18_787) samples.push(t);
    // Every minute around the 1988 spring-forward and autumn-back (02:00 local).
    for (let t = 576_525_600 - 3600; t < 576_525_600 + 3600; t += 60) samples.push(t);
    for (let t = 589_831_200 - 3600; t < 589_831_200 + 3600; t += 60) samples.push(t);
    for (const t of samples) expect(formatTimestamp(t), String(t)).toBe(reference(t));
  });
});
