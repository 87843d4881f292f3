import { describe, expect, it } from 'vitest';
import {
  adDayOf,
  areaPrefixOf,
  capAllows,
  incomeOf,
  pacingAllowance,
  runAuction,
  targets,
  type Bidder,
  type TargetingPackage,
} from './auction.js';

// 2027-01-15 00:00 Asia/Shanghai, and an hour of that day.
const DAY = Date.UTC(2027, 0, 14, 16) / 1000;
const at = (hour: number) => DAY + hour * 3600 + 120;

const SHENZHEN_DAY: TargetingPackage = {
  area_code: '440300',
  hour_start: 8,
  hour_end: 20,
  plate_provinces: ['粤'],
  car_types: ['1'],
};
const NIGHT: TargetingPackage = {
  area_code: null,
  hour_start: 22,
  hour_end: 6,
  plate_provinces: [],
  car_types: [],
};
const GUANGDONG: TargetingPackage = {
  area_code: '440000',
  hour_start: 0,
  hour_end: 24,
  plate_provinces: [],
  car_types: [],
};

const AUDIENCE = { area_code: '440305', at: at(10), plate_province: '粤', car_type: 1 };

describe('targeting', () => {
  it.each([
    ['no package admits all', null, AUDIENCE, true],
    ['district inside the city', SHENZHEN_DAY, AUDIENCE, true],
    ['another city', SHENZHEN_DAY, { ...AUDIENCE, area_code: '440106' }, false],
    ['unknown area under an area limit', SHENZHEN_DAY, { ...AUDIENCE, area_code: null }, false],
    ['province covers its cities', GUANGDONG, { ...AUDIENCE, area_code: '440106' }, true],
    ['province excludes others', GUANGDONG, { ...AUDIENCE, area_code: '430102' }, false],
    ['before the hour window', SHENZHEN_DAY, { ...AUDIENCE, at: at(7) }, false],
    ['first hour of the window', SHENZHEN_DAY, { ...AUDIENCE, at: at(8) }, true],
    ['end hour is excluded', SHENZHEN_DAY, { ...AUDIENCE, at: at(20) }, false],
    ['window across midnight, late', NIGHT, { ...AUDIENCE, at: at(23) }, true],
    ['window across midnight, early', NIGHT, { ...AUDIENCE, at: at(3) }, true],
    ['window across midnight, noon', NIGHT, { ...AUDIENCE, at: at(12) }, false],
    ['other plate province', SHENZHEN_DAY, { ...AUDIENCE, plate_province: '京' }, false],
    ['unknown plate under a province limit', SHENZHEN_DAY, { ...AUDIENCE, plate_province: null }, false],
    ['other car type', SHENZHEN_DAY, { ...AUDIENCE, car_type: 2 }, false],
    ['unknown car type under a limit', SHENZHEN_DAY, { ...AUDIENCE, car_type: null }, false],
    [
      'no limits: unknown traits pass',
      NIGHT,
      { area_code: null, at: at(1), plate_province: null, car_type: null },
      true,
    ],
  ] as const)('%s', (_name, pkg, audience, expected) => {
    expect(targets(pkg, audience)).toBe(expected);
  });

  it.each([
    ['440000', '44'],
    ['440300', '4403'],
    ['440305', '440305'],
    ['110000', '11'],
  ])('area %s names %s', (code, prefix) => expect(areaPrefixOf(code)).toBe(prefix));

  it('days start at midnight in Shanghai', () => {
    expect(adDayOf(at(0))).toBe(DAY);
    expect(adDayOf(at(23))).toBe(DAY);
    expect(adDayOf(DAY - 1)).toBe(DAY - 86_400);
  });
});

describe('frequency caps', () => {
  it.each([
    ['under the plan cap', 3, 5, 2, 'V1', true],
    ['at the plan cap', 3, 5, 3, 'V1', false],
    ['plan cap wins over the strategy', 1, 5, 1, 'V1', false],
    ['no plan cap: the strategy cap', 0, 2, 1, 'V1', true],
    ['no plan cap: at the strategy cap', 0, 2, 2, 'V1', false],
    ['no cap anywhere', 0, 0, 99, 'V1', true],
    ['no viewer: no cap', 1, 1, 5, '', true],
  ] as const)('%s', (_name, planCap, strategyCap, seen, viewer, expected) => {
    expect(capAllows(planCap, strategyCap, seen, viewer)).toBe(expected);
  });
});

describe('pacing', () => {
  const budget = 24_000_000; // 24,000 fen in ‰ fen
  it.each([
    ['fast spends all at once', 2, at(0), null, budget],
    ['even, first hour of the day', 1, DAY, null, budget / 24],
    ['even, half the day gone', 1, DAY + 12 * 3600, null, (budget * 13) / 24],
    ['even, last hour', 1, DAY + 23.5 * 3600, null, budget],
    ['even over a 8–20 window, at 8', 1, DAY + 8 * 3600, { hour_start: 8, hour_end: 20 }, budget / 12],
    [
      'even over a 8–20 window, at 14',
      1,
      DAY + 14 * 3600,
      { hour_start: 8, hour_end: 20 },
      (budget * 7) / 12,
    ],
    ['even, before the window opens', 1, DAY + 7 * 3600, { hour_start: 8, hour_end: 20 }, budget],
  ] as const)('%s', (_name, pacing, when, window, expected) => {
    expect(pacingAllowance(budget, pacing, when, window)).toBe(Math.floor(expected));
  });
});

function bidder(plan_id: number, advertiser_id: number, bid: number, extra: Partial<Bidder> = {}): Bidder {
  return { plan_id, advertiser_id, bid_mode: 1, bid, priority: 5, priority_mode: 1, ...extra };
}

describe('second-price auction', () => {
  it.each([
    ['nobody bids', [], 500, null],
    ['alone pays the floor plus one fen', [bidder(1, 1, 2_000)], 800, { plan: 1, clearing: 801, price: 801 }],
    ['alone at its floor pays its bid', [bidder(1, 1, 800)], 800, { plan: 1, clearing: 800, price: 800 }],
    ['below the floor does not bid', [bidder(1, 1, 799)], 800, null],
    [
      'winner pays the second bid plus one fen',
      [bidder(1, 1, 2_000), bidder(2, 2, 1_500)],
      800,
      { plan: 1, clearing: 1_501, price: 1_501 },
    ],
    [
      'the floor when the second is below it',
      [bidder(1, 1, 2_000), bidder(2, 2, 500)],
      800,
      { plan: 1, clearing: 801, price: 801 },
    ],
    [
      'never more than its own bid (a tie)',
      [bidder(1, 1, 1_500), bidder(2, 2, 1_500)],
      800,
      { plan: 1, clearing: 1_500, price: 1_500 },
    ],
    [
      'a tie goes to the higher priority',
      [bidder(1, 1, 1_500), bidder(2, 2, 1_500, { priority: 8 })],
      800,
      { plan: 2, clearing: 1_500, price: 1_500 },
    ],
    [
      'an advertiser does not raise its own price',
      [bidder(1, 1, 2_000), bidder(2, 1, 1_900), bidder(3, 2, 1_000)],
      800,
      { plan: 1, clearing: 1_001, price: 1_001 },
    ],
    [
      'priority first: the advertiser sends its highest priority plan',
      [
        bidder(1, 1, 2_000, { priority_mode: 2, priority: 3 }),
        bidder(2, 1, 1_200, { priority_mode: 2, priority: 9 }),
        bidder(3, 2, 1_000),
      ],
      800,
      { plan: 2, clearing: 1_001, price: 1_001 },
    ],
    [
      'CPC compares at a 1 % click rate and pays per click',
      [bidder(1, 1, 200, { bid_mode: 2 }), bidder(2, 2, 1_500)],
      800,
      { plan: 1, clearing: 1_501, price: 150_100 },
    ],
    [
      'CPM beats a lower CPC',
      [bidder(1, 1, 100, { bid_mode: 2 }), bidder(2, 2, 1_500)],
      800,
      { plan: 2, clearing: 1_001, price: 1_001 },
    ],
  ] as const)('%s', (_name, bidders, floor, expected) => {
    const result = runAuction(bidders, floor);
    if (expected === null) expect(result).toBeNull();
    else
      expect({
        plan: result?.winner.plan_id,
        clearing: result?.clearing_ecpm,
        price: result?.price_milli,
      }).toEqual(expected);
  });

  it('income is the share rounded down, in ‰ fen', () => {
    expect(incomeOf(801, 7_000)).toBe(560);
    expect(incomeOf(1_000, 0)).toBe(0);
    expect(incomeOf(1_000, 10_000)).toBe(1_000);
  });
});
