import { isPlate } from '@console/core';
import { describe, expect, it } from 'vitest';
import { generatePlate, NEW_ENERGY_SHARE, PLATE_REGIONS, regionOf } from './plates.js';
import { Prng } from './prng.js';

describe('demo plate generator', () => {
  it('writes only plates the core validator accepts, in every region', () => {
    for (const region of Object.values(PLATE_REGIONS)) {
      const prng = new Prng(7);
      for (let i = 0; i < 5000; i += 1) {
        const { plate } = generatePlate(prng, region);
        expect(isPlate(plate), plate).toBe(true);
      }
    }
  });

  it('makes about 8 % new-energy plates, 8 characters and green', () => {
    const prng = new Prng(11);
    const plates = Array.from({ length: 20_000 }, () => generatePlate(prng, regionOf('440304')));
    const green = plates.filter((p) => p.color === 5);
    expect(green.length / plates.length).toBeGreaterThan(NEW_ENERGY_SHARE - 0.01);
    expect(green.length / plates.length).toBeLessThan(NEW_ENERGY_SHARE + 0.01);
    expect(green.every((p) => [...p.plate].length === 8)).toBe(true);
    expect(plates.filter((p) => p.color !== 5).every((p) => [...p.plate].length === 7)).toBe(true);
  });

  it('weights the prefix by the park province: mostly 粤B in Shenzhen, 浙A in Hangzhou', () => {
    const share = (area: string, prefix: string) => {
      const prng = new Prng(3);
      const plates = Array.from({ length: 10_000 }, () => generatePlate(prng, regionOf(area)).plate);
      return plates.filter((p) => p.startsWith(prefix)).length / plates.length;
    };
    expect(share('440304', '粤B')).toBeGreaterThan(0.55);
    expect(share('440304', '粤')).toBeGreaterThan(0.75);
    expect(share('330106', '浙A')).toBeGreaterThan(0.55);
    expect(share('330106', '粤')).toBe(0);
  });

  it('is deterministic for a seed', () => {
    const draw = () => {
      const prng = new Prng(99);
      return Array.from({ length: 50 }, () => generatePlate(prng, regionOf('510104')).plate);
    };
    expect(draw()).toEqual(draw());
  });
});
