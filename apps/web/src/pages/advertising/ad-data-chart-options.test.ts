import { describe, expect, it } from 'vitest';
import { adMoneyOption, adTrafficOption, ctrOf, ctrText } from './ad-data-chart-options';

const DAY = 1_799_971_200; // a China midnight
const points = [
  { day: DAY, impressions: 200, clicks: 3, cost: 12_345, income: 7_407 },
  { day: DAY + 86_400, impressions: 0, clicks: 0, cost: 0, income: 0 },
];

describe('advertising chart options', () => {
  it('draws money in yuan and the click rate as a percentage, zero with no impressions', () => {
    const money = adMoneyOption(points) as { series: { data: number[] }[] };
    expect(money.series[0]!.data).toEqual([123.45, 0]);
    expect(money.series[1]!.data).toEqual([74.07, 0]);
    const traffic = adTrafficOption(points) as { series: { data: number[] }[] };
    expect(traffic.series[2]!.data).toEqual([1.5, 0]);
  });

  it('writes the click rate of basis points', () => {
    expect(ctrOf(1, 9)).toBe(1111);
    expect(ctrText(1111)).toBe('11.11%');
    expect(ctrText(null)).toBe('0.00%');
  });
});
