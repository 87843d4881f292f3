import { describe, expect, it } from 'vitest';
import { ALPHANUMERIC, randomString } from './random-string.js';

describe('randomString', () => {
  it('defaults to 32 alphanumeric characters', () => {
    expect(randomString()).toMatch(/^[A-Za-z0-9]{32}$/);
  });

  it('honours length and alphabet', () => {
    expect(randomString(0)).toBe('');
    expect(randomString(100, 'ab')).toMatch(/^[ab]{100}$/);
    expect(randomString(5, 'x')).toBe('xxxxx');
  });

  it('does not repeat itself', () => {
    const values = new Set(Array.from({ length: 1000 }, () => randomString()));
    expect(values.size).toBe(1000);
  });

  it('uses every character of the alphabet about equally', () => {
    const counts = new Map<string, number>();
    for (const char of randomString(62_000)) counts.set(char, (counts.get(char) ?? 0) + 1);
    expect(counts.size).toBe(ALPHANUMERIC.length);
    // Expected 1000 each; 6 standard deviations (about 190) keeps the test from flaking.
    for (const count of counts.values()) expect(Math.abs(count - 1000)).toBeLessThan(200);
  });

  it('rejects an unusable alphabet', () => {
    expect(() => randomString(4, '')).toThrow(RangeError);
  });
});
