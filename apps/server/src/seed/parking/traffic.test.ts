import { describe, expect, it } from 'vitest';
import { Prng } from './prng.js';
import { cstHour, cstMidnight, entrySecondOfDay, staySeconds } from './traffic.js';

describe('demo traffic', () => {
  const prng = new Prng(5);
  const hours = new Array<number>(24).fill(0);
  for (let i = 0; i < 50_000; i += 1) hours[Math.floor(entrySecondOfDay(prng) / 3600)]! += 1;
  const mean = 50_000 / 24;

  it('has a morning peak at 7-9 and an evening peak at 17-19', () => {
    const morning = hours[7]! + hours[8]! + hours[9]!;
    const evening = hours[17]! + hours[18]! + hours[19]!;
    expect(morning / 3).toBeGreaterThan(1.8 * mean);
    expect(evening / 3).toBeGreaterThan(1.8 * mean);
    // The peaks stand above the midday they surround, and the night is quiet.
    expect(hours[8]!).toBeGreaterThan(2 * hours[13]!);
    expect(hours[18]!).toBeGreaterThan(2 * hours[13]!);
    expect(hours[3]!).toBeLessThan(0.1 * mean);
  });

  it('keeps morning arrivals for a working day and most others for an hour or two', () => {
    const median = (hour: number) => {
      const stays = Array.from({ length: 4001 }, () => staySeconds(prng, hour)).sort((a, b) => a - b);
      return stays[2000]! / 3600;
    };
    expect(median(8)).toBeGreaterThan(6);
    expect(median(14)).toBeGreaterThan(0.75);
    expect(median(14)).toBeLessThan(2.5);
  });

  it('counts hours and days in China Standard Time', () => {
    const at = Date.UTC(2026, 10, 23, 0, 30) / 1000; // 08:30 in Beijing
    expect(cstHour(at)).toBe(8);
    expect(cstMidnight(at)).toBe(Date.UTC(2026, 10, 22, 16) / 1000);
  });
});
