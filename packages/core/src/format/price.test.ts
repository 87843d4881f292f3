import { describe, expect, it } from 'vitest';
import { fromMinor, toMinor } from './price.js';

describe('toMinor', () => {
  it.each([
    [12.34, 1234],
    ['12.34', 1234],
    [0.07, 7],
    [4.35, 435], // 4.35 * 100 is 434.99999999999994
    [12.345, 1235], // precision 2: the third decimal rounds
    [-12.345, -1235],
    [0, 0],
    [null, null],
    [undefined, null],
    ['', null],
    ['元', null],
  ])('%j → %j', (value, minor) => {
    expect(toMinor(value)).toBe(minor);
  });

  it('honours another base and precision', () => {
    expect(toMinor(1.2345, { base: 1000, precision: 3 })).toBe(1235);
    expect(toMinor(1.2345, { base: 1000, precision: 2 })).toBe(1230);
    expect(toMinor(7, { base: 1 })).toBe(7);
    expect(() => toMinor(1, { base: 60 })).toThrow(RangeError);
  });
});

describe('fromMinor', () => {
  it.each([
    [1234, 12.34],
    [7, 0.07],
    [-1235, -12.35],
    [0, 0],
    [null, null],
    [undefined, null],
    [Number.NaN, null],
  ])('%j → %j', (minor, value) => {
    expect(fromMinor(minor)).toBe(value);
  });

  it('honours another base', () => {
    expect(fromMinor(1235, { base: 1000 })).toBe(1.235);
  });
});
