import { describe, expect, it } from 'vitest';
import { tripsByCityOption, tripsByHourOption, tripsByParkOption } from './travel-chart-options';

describe('travel chart options', () => {
  it('draws 24 hours with entries as bars and exits as a line', () => {
    const hours = Array.from({ length: 24 }, (_, hour) => ({ hour, entries: hour, exits: 24 - hour }));
    const option = tripsByHourOption(hours) as {
      xAxis: { data: string[] };
      series: { type: string; data: number[] }[];
    };
    expect(option.xAxis.data[0]).toBe('00时');
    expect(option.xAxis.data[23]).toBe('23时');
    expect(option.series.map((s) => s.type)).toEqual(['bar', 'line']);
    expect(option.series[0]!.data[5]).toBe(5);
    expect(option.series[1]!.data[5]).toBe(19);
  });

  it('names each city by its trips', () => {
    const option = tripsByCityOption([{ area_code: '440300', city: '深圳市', trip_count: 7 }]) as {
      series: { data: { name: string; value: number }[] }[];
    };
    expect(option.series[0]!.data).toEqual([{ name: '深圳市', value: 7 }]);
  });

  it('puts the busiest lot at the top of the bars', () => {
    const option = tripsByParkOption([
      { park_id: 1, park_name: '甲', trip_count: 9, avg_minutes: 30 },
      { park_id: 2, park_name: '乙', trip_count: 4, avg_minutes: 80 },
    ]) as { yAxis: { data: string[] }; series: { data: number[] }[] };
    // ECharts draws a category axis bottom-up, so the first (busiest) lot is last in the data.
    expect(option.yAxis.data).toEqual(['乙', '甲']);
    expect(option.series[0]!.data).toEqual([4, 9]);
    expect(option.series[1]!.data).toEqual([80, 30]);
  });
});
