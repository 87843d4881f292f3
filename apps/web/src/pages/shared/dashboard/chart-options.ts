import type { DashboardPark, TrendPoint } from '@console/core';

/**
 * ECharts options built from the dashboard payload. Kept as plain data (no echarts import) so they
 * are unit-tested without a canvas and the chart library stays out of the page's first chunk.
 */
export interface ChartOption {
  [key: string]: unknown;
}

const yuan = (fen: number) => Math.round(fen) / 100;

/** Share of spaces taken, 0-100 with one decimal; 0 for a park without spaces. */
export function occupancyRate(park: Pick<DashboardPark, 'in_lot' | 'total_spaces'>): number {
  if (park.total_spaces <= 0) return 0;
  return Math.min(100, Math.round((park.in_lot / park.total_spaces) * 1000) / 10);
}

const TOOLTIP = { trigger: 'axis', axisPointer: { type: 'shadow' } };

/** Today per park: entries and exits (车次, left axis), income (元, right axis), occupancy (%, line). */
export function parkTodayOption(parks: readonly DashboardPark[]): ChartOption {
  return {
    tooltip: TOOLTIP,
    legend: { data: ['今日入场', '今日出场', '今日收入', '占用率'] },
    grid: { left: 48, right: 64, bottom: 64, top: 48, containLabel: true },
    xAxis: {
      type: 'category',
      data: parks.map((park) => park.name),
      axisLabel: { interval: 0, rotate: parks.length > 6 ? 30 : 0 },
    },
    yAxis: [
      { type: 'value', name: '车次', minInterval: 1 },
      { type: 'value', name: '收入（元）', splitLine: { show: false } },
      { type: 'value', name: '占用率（%）', max: 100, show: false },
    ],
    series: [
      { name: '今日入场', type: 'bar', barMaxWidth: 32, data: parks.map((park) => park.entries) },
      { name: '今日出场', type: 'bar', barMaxWidth: 32, data: parks.map((park) => park.exits) },
      {
        name: '今日收入',
        type: 'bar',
        barMaxWidth: 32,
        yAxisIndex: 1,
        data: parks.map((park) => yuan(park.income)),
      },
      {
        name: '占用率',
        type: 'line',
        yAxisIndex: 2,
        data: parks.map(occupancyRate),
        tooltip: { valueFormatter: (value: number) => `${value}%` },
      },
    ],
  };
}

/** The trend of the last days: entries and exits per day, income on its own axis. Dates shown as MM-DD. */
export function trendOption(trend: readonly TrendPoint[]): ChartOption {
  return {
    tooltip: { trigger: 'axis' },
    legend: { data: ['入场', '出场', '收入'] },
    grid: { left: 48, right: 64, bottom: 32, top: 48, containLabel: true },
    xAxis: { type: 'category', boundaryGap: false, data: trend.map((point) => point.date.slice(5)) },
    yAxis: [
      { type: 'value', name: '车次', minInterval: 1 },
      { type: 'value', name: '收入（元）', splitLine: { show: false } },
    ],
    series: [
      { name: '入场', type: 'line', data: trend.map((point) => point.entries) },
      { name: '出场', type: 'line', data: trend.map((point) => point.exits) },
      {
        name: '收入',
        type: 'line',
        yAxisIndex: 1,
        areaStyle: { opacity: 0.12 },
        data: trend.map((point) => yuan(point.income)),
      },
    ],
  };
}
