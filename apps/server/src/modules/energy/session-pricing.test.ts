import type { EnergyPeriod } from '@console/core';
import { describe, expect, it } from 'vitest';
import {
  addCosts,
  exactCost,
  priceSession,
  sameCost,
  sampleRefusal,
  type MeterSample,
} from './session-pricing.js';

// 谷 00:00–08:00 at 0.3000 + 0.4000 元/度, 峰 08:00–24:00 at 1.0000 + 0.8000 元/度.
const RULE: EnergyPeriod[] = [
  { start: '00:00', end: '08:00', energy_price: 3000, service_price: 4000 },
  { start: '08:00', end: '24:00', energy_price: 10000, service_price: 8000 },
];

/** Unix seconds of 2026-11-20 hh:mm:ss China time (day 21 past midnight). */
const cst = (h: number, m = 0, s = 0, day = 20) => Date.UTC(2026, 10, day, h - 8, m, s) / 1000;

describe('priceSession (hand-computed)', () => {
  const cases: { name: string; samples: MeterSample[]; energy: number; service: number; amount: number }[] = [
    {
      name: '10 度 within 峰: 10 × 1.00 + 10 × 0.80',
      samples: [
        { time: cst(9), wh: 0 },
        { time: cst(10), wh: 10_000 },
      ],
      energy: 1000,
      service: 800,
      amount: 1800,
    },
    {
      name: '07:30–08:30, 2 度 evenly: 1 度 谷 (0.70) + 1 度 峰 (1.80)',
      samples: [
        { time: cst(7, 30), wh: 500 },
        { time: cst(8, 30), wh: 2500 },
      ],
      energy: 130,
      service: 120,
      amount: 250,
    },
    {
      name: '07:40–08:40, 3 度: 20 minutes 谷 (1 度) and 40 minutes 峰 (2 度)',
      samples: [
        { time: cst(7, 40), wh: 0 },
        { time: cst(8, 40), wh: 3000 },
      ],
      energy: 230,
      service: 200,
      amount: 430,
    },
    {
      name: 'over midnight 23:00–01:00, 4 度: 2 度 峰 + 2 度 谷',
      samples: [
        { time: cst(23), wh: 0 },
        { time: cst(1, 0, 0, 21), wh: 4000 },
      ],
      energy: 260,
      service: 240,
      amount: 500,
    },
    {
      // 100/3 Wh 谷 and 200/3 Wh 峰: 14.333… fen in all, 7.666… of it 电费.
      name: '07:59–08:02, 100 Wh cut in thirds: one rounding for the session',
      samples: [
        { time: cst(7, 59), wh: 0 },
        { time: cst(8, 2), wh: 100 },
      ],
      energy: 8,
      service: 6,
      amount: 14,
    },
    {
      name: 'three samples across the boundary price the same as their parts',
      samples: [
        { time: cst(7), wh: 0 },
        { time: cst(8), wh: 1000 },
        { time: cst(9), wh: 3000 },
      ],
      energy: 230,
      service: 200,
      amount: 430,
    },
    {
      name: 'half a fen rounds up: 5 Wh at 峰 is 0.9 fen',
      samples: [
        { time: cst(12), wh: 0 },
        { time: cst(12, 1), wh: 5 },
      ],
      energy: 1,
      service: 0,
      amount: 1,
    },
    {
      name: 'no energy, no charge',
      samples: [
        { time: cst(12), wh: 700 },
        { time: cst(13), wh: 700 },
      ],
      energy: 0,
      service: 0,
      amount: 0,
    },
  ];
  it.each(cases)('$name', ({ samples, energy, service, amount }) => {
    const price = priceSession(RULE, samples);
    expect(price).toEqual({
      energy_wh: samples.at(-1)!.wh - samples[0]!.wh,
      energy_amount: energy,
      service_amount: service,
      amount,
    });
  });

  it('rounds half up exactly at half a fen (5 Wh at 1.0000 元/度, no service fee)', () => {
    const flat: EnergyPeriod[] = [{ start: '00:00', end: '24:00', energy_price: 10000, service_price: 0 }];
    expect(
      priceSession(flat, [
        { time: 0, wh: 0 },
        { time: 60, wh: 5 },
      ]).amount,
    ).toBe(1);
    expect(
      priceSession(flat, [
        { time: 0, wh: 0 },
        { time: 60, wh: 4 },
      ]).amount,
    ).toBe(0);
  });
});

/** A small seeded generator, so a failing case can be replayed. */
function random(seed: number) {
  let state = seed >>> 0;
  return (below: number) => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state % below;
  };
}

describe('cutting a session anywhere does not change its price', () => {
  const ODD: EnergyPeriod[] = [
    { start: '00:00', end: '07:13', energy_price: 3127, service_price: 4001 },
    { start: '07:13', end: '11:59', energy_price: 12345, service_price: 6789 },
    { start: '11:59', end: '18:00', energy_price: 9999, service_price: 1 },
    { start: '18:00', end: '24:00', energy_price: 15001, service_price: 7777 },
  ];

  it('holds for 500 random sessions cut at a random minute', () => {
    for (let seed = 1; seed <= 500; seed++) {
      const next = random(seed);
      // Segments of whole minutes at a whole number of Wh per minute, so any minute is a reading.
      const samples: MeterSample[] = [{ time: cst(0) + next(86_400), wh: next(100_000) }];
      const rates: number[] = [];
      for (let i = 0, n = 1 + next(6); i < n; i++) {
        const minutes = 1 + next(600);
        const rate = next(300);
        const last = samples.at(-1)!;
        rates.push(rate);
        samples.push({ time: last.time + minutes * 60, wh: last.wh + rate * minutes });
      }
      const segment = next(samples.length - 1);
      const a = samples[segment]!;
      const b = samples[segment + 1]!;
      const minute = next((b.time - a.time) / 60 + 1);
      const cut: MeterSample = { time: a.time + minute * 60, wh: a.wh + rates[segment]! * minute };
      const before = [...samples.slice(0, segment + 1), cut];
      const after = [cut, ...samples.slice(segment + 1)];

      const whole = exactCost(ODD, samples);
      const parts = addCosts(exactCost(ODD, before), exactCost(ODD, after));
      expect(sameCost(whole, parts), `seed ${seed}`).toBe(true);
      const withCut = [...before, ...samples.slice(segment + 1)].filter(
        (s, i, all) => i === 0 || s.time > all[i - 1]!.time,
      );
      expect(priceSession(ODD, withCut), `seed ${seed}`).toEqual(priceSession(ODD, samples));
    }
  });
});

describe('sampleRefusal', () => {
  const last = { time: 1000, wh: 500 };
  it('accepts a later, not lower reading', () => {
    expect(sampleRefusal(last, { time: 1001, wh: 500 })).toBeUndefined();
  });
  it('refuses a reading going backwards in time or energy', () => {
    expect(sampleRefusal(last, { time: 1000, wh: 600 })).toContain('早于或等于');
    expect(sampleRefusal(last, { time: 999, wh: 600 })).toContain('早于或等于');
    expect(sampleRefusal(last, { time: 1100, wh: 499 })).toContain('小于上一读数');
  });
});
