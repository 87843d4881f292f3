import { describe, expect, it } from 'vitest';
import { serialTail } from './serial-tail.js';

describe('serialTail', () => {
  it('gives ten thousand distinct nine-digit tails in a row, as one busy second of one process needs', () => {
    const tails = Array.from({ length: 10_000 }, () => serialTail());
    expect(tails.every((tail) => /^\d{9}$/.test(tail))).toBe(true);
    expect(new Set(tails).size).toBe(10_000);
  });
});
