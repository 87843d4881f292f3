import { describe, expect, it } from 'vitest';
import { AreaDataset, resolveAreaDataDir } from './area-dataset.js';

describe('AreaDataset', () => {
  const dataset = new AreaDataset(resolveAreaDataDir(), 2);

  it('holds every mainland province, city and district', async () => {
    const index = await dataset.index();
    const count = (type: number) => [...index.values()].filter((n) => n.type === type).length;
    expect(count(1)).toBe(31);
    expect(count(2)).toBeGreaterThan(330);
    expect(count(3)).toBeGreaterThan(2900);
  });

  it('reads streets per city and keeps only a few cities in memory', async () => {
    for (const code of ['440305001', '110108001', '310115005']) {
      expect((await dataset.node(code))?.type).toBe(4);
    }
    expect(dataset.cachedStreetCities).toBe(2);
    expect((await dataset.node('440305007'))?.name).toBe('粤海街道');
  });

  it('finds the data from dist as well as from src', () => {
    const fromDist = resolveAreaDataDir(new URL('../../../dist/platform/area', import.meta.url).pathname);
    expect(fromDist).toBe(resolveAreaDataDir());
  });
});
