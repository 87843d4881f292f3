import { isPlate } from '@console/core';
import { describe, expect, it } from 'vitest';
import { randomNewEnergyPlate, randomPlate } from './random-plate';

/** A fixed sequence, so a failure names a reproducible plate. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

describe('random plates for the developer tool', () => {
  it('always produces a valid ordinary 7-character plate', () => {
    const random = seeded(7);
    for (let i = 0; i < 2000; i += 1) {
      const plate = randomPlate(random);
      expect(plate, plate).toHaveLength(7);
      expect(isPlate(plate), plate).toBe(true);
    }
  });

  it('always produces a valid 8-character new-energy plate with D or F third', () => {
    const random = seeded(11);
    for (let i = 0; i < 2000; i += 1) {
      const plate = randomNewEnergyPlate(random);
      expect(plate, plate).toHaveLength(8);
      expect(plate[2], plate).toMatch(/[DF]/);
      expect(isPlate(plate), plate).toBe(true);
    }
  });

  it('holds at the edges of the random range', () => {
    for (const value of [0, 0.999_999]) {
      expect(isPlate(randomPlate(() => value))).toBe(true);
      expect(isPlate(randomNewEnergyPlate(() => value))).toBe(true);
    }
  });

  it('varies: many draws give many plates', () => {
    const plates = new Set(Array.from({ length: 200 }, () => randomPlate()));
    expect(plates.size).toBeGreaterThan(190);
  });
});
