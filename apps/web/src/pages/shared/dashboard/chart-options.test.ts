import { describe, expect, it } from 'vitest';
import type { DashboardPark, TrendPoint } from '@console/core';
import { occupancyRate, parkTodayOption, trendOption } from './chart-options';

const PARKS: DashboardPark[] = [
  {
    id: 1,
    name: '福田中心停车场',
    total_spaces: 200,
    in_lot: 150,
    entries: 420,
    exits: 380,
    income: 1_234_550,
  },
  { id: 2, name: '南山科技园停车场', total_spaces: 80, in_lot: 3, entries: 40, exits: 37, income: 9_900 },
  { id: 3, name: '未配车位', total_spaces: 0, in_lot: 2, entries: 2, exits: 0, income: 0 },
];

const TREND: TrendPoint[] = [
  { date: '2026-11-21', entries: 300, exits: 290, income: 500_000 },
  { date: '2026-11-22', entries: 320, exits: 310, income: 520_050 },
  { date: '2026-11-23', entries: 40, exits: 12, income: 1_005 },
];

type Series = { name: string; data: number[]; yAxisIndex?: number }[];

describe('dashboard chart options', () => {
  it('puts one bar group per park, income in yuan on the right axis', () => {
    const option = parkTodayOption(PARKS);
    expect((option.xAxis as { data: string[] }).data).toEqual(PARKS.map((park) => park.name));
    const series = option.series as Series;
    expect(series.find((s) => s.name === '今日入场')?.data).toEqual([420, 40, 2]);
    expect(series.find((s) => s.name === '今日出场')?.data).toEqual([380, 37, 0]);
    const income = series.find((s) => s.name === '今日收入');
    expect(income?.data).toEqual([12_345.5, 99, 0]);
    expect(income?.yAxisIndex).toBe(1);
    expect(series.find((s) => s.name === '占用率')?.data).toEqual([75, 3.8, 0]);
  });

  it('draws the trend by day with MM-DD labels and income in yuan', () => {
    const option = trendOption(TREND);
    expect((option.xAxis as { data: string[] }).data).toEqual(['11-21', '11-22', '11-23']);
    const series = option.series as Series;
    expect(series.map((s) => s.name)).toEqual(['入场', '出场', '收入']);
    expect(series[0]?.data).toEqual([300, 320, 40]);
    expect(series[2]?.data).toEqual([5000, 5200.5, 10.05]);
  });

  it('builds empty charts from an empty payload without failing', () => {
    expect((parkTodayOption([]).series as Series).every((s) => s.data.length === 0)).toBe(true);
    expect((trendOption([]).xAxis as { data: string[] }).data).toEqual([]);
  });

  it('caps occupancy at 100% and treats a park without spaces as 0%', () => {
    expect(occupancyRate({ in_lot: 120, total_spaces: 100 })).toBe(100);
    expect(occupancyRate({ in_lot: 1, total_spaces: 3 })).toBe(33.3);
    expect(occupancyRate({ in_lot: 5, total_spaces: 0 })).toBe(0);
  });
});
