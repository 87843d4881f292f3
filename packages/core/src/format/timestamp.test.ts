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
});
