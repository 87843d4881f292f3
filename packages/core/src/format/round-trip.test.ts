import { describe, expect, it } from 'vitest';
import { fenToYuan, yuanToFen } from './money.js';
import { fromMinor, toMinor } from './price.js';

/** mulberry32: a small seeded PRNG, so a failing case reproduces on every run. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Integers spread over every magnitude up to 10^max, both signs, plus the edges. */
function integers(seed: number, count: number, max: number): number[] {
  const random = seeded(seed);
  const values = [0, 1, -1, 99, 100, 101, 10 ** max - 1, -(10 ** max - 1)];
  while (values.length < count) {
    const magnitude = Math.floor(random() * 10 ** Math.ceil(random() * max));
    values.push(random() < 0.5 ? 0 - magnitude : magnitude); // 0 - 0 is +0, never -0
  }
  return values;
}

describe('round trips', () => {
  it('toMinor(fromMinor(n)) === n for 20 000 integers below 10^13', () => {
    for (const n of integers(20240601, 20_000, 13)) expect(toMinor(fromMinor(n))).toBe(n);
  });

  it('toMinor(fromMinor(n)) === n with base 1000', () => {
    const options = { base: 1000, precision: 3 };
    for (const n of integers(7, 5_000, 12)) expect(toMinor(fromMinor(n, options), options)).toBe(n);
  });

  it('yuanToFen(fenToYuan(n)) === n for 20 000 integers up to the safe limit', () => {
    const values = [...integers(1001, 20_000, 15), Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER];
    for (const n of values) expect(yuanToFen(fenToYuan(n))).toBe(n);
  });
});
