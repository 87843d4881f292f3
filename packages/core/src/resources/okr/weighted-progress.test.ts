import { describe, expect, it } from 'vitest';
import {
  FULL_PROGRESS,
  keyResultProgress,
  MEASURE_PERCENT,
  MEASURE_VALUE,
  progressText,
  weightedProgress,
} from './weighted-progress.js';

/** mulberry32: the same seed gives the same run, so a failure is reproducible from its message. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

describe('keyResultProgress', () => {
  it('measures a value against its target, clamped to 0–100%', () => {
    expect(keyResultProgress({ measure: MEASURE_VALUE, target_value: 200, current_value: 50 })).toBe(2500);
    expect(keyResultProgress({ measure: MEASURE_VALUE, target_value: 200, current_value: 500 })).toBe(
      FULL_PROGRESS,
    );
    expect(keyResultProgress({ measure: MEASURE_VALUE, target_value: 200, current_value: -5 })).toBe(0);
    expect(keyResultProgress({ measure: MEASURE_VALUE, target_value: 0, current_value: 0 })).toBe(
      FULL_PROGRESS,
    );
  });

  it('reads a percentage as a value out of 100 whatever target was typed', () => {
    expect(keyResultProgress({ measure: MEASURE_PERCENT, target_value: 7, current_value: 40 })).toBe(4000);
  });
});

describe('weightedProgress', () => {
  it('weights each key result', () => {
    expect(
      weightedProgress([
        { weight: 30, progress: 10_000 },
        { weight: 70, progress: 5000 },
      ]),
    ).toBe(6500);
    expect(weightedProgress([])).toBe(0);
    expect(weightedProgress([{ weight: 0, progress: 8000 }])).toBe(0);
    expect(progressText(6500)).toBe('65%');
    expect(progressText(3333)).toBe('33.33%');
  });

  // A fixed seed: core has no Node types, and a failure message names the run to replay.
  const SEED = 20_261_128;
  it(`is a weighted mean: within the key results' range, order-free, equal to the exact mean (seed ${SEED})`, () => {
    const random = prng(SEED);
    for (let run = 0; run < 2000; run += 1) {
      const krs = Array.from({ length: 1 + Math.floor(random() * 8) }, () => ({
        weight: 1 + Math.floor(random() * 100),
        progress: Math.floor(random() * (FULL_PROGRESS + 1)),
      }));
      const result = weightedProgress(krs);
      const context = `seed ${SEED} run ${run}: ${JSON.stringify(krs)}`;
      const progresses = krs.map((kr) => kr.progress);
      expect(result, context).toBeGreaterThanOrEqual(Math.min(...progresses));
      expect(result, context).toBeLessThanOrEqual(Math.max(...progresses));
      expect(weightedProgress([...krs].reverse()), context).toBe(result);
      const weights = krs.reduce((sum, kr) => sum + kr.weight, 0);
      const exact = krs.reduce((sum, kr) => sum + kr.weight * kr.progress, 0) / weights;
      expect(Math.abs(result - exact), context).toBeLessThanOrEqual(0.5);
      // Scaling every weight by the same factor changes nothing.
      expect(weightedProgress(krs.map((kr) => ({ ...kr, weight: kr.weight * 3 }))), context).toBe(result);
    }
  });
});
