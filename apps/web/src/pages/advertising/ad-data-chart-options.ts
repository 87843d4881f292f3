import { formatTimestamp } from '@console/core';

/**
 * ECharts options of the advertising data pages, plain data (no echarts import) so they are tested
 * without a canvas. Money arrives in fen and is drawn in yuan.
 */
export interface ChartOption {
  [key: string]: unknown;
}

/** What a chart reads of a day row of any advertising data view. */
export interface AdDayPoint {
  day: number;
  impressions: number;
  clicks: number;
  cost: number;
  income: number;
}

const yuan = (fen: number) => Math.round(fen) / 100;
const dayName = (day: number) => formatTimestamp(day, 'date').slice(5);

/** 点击率 of clicks per ten thousand impressions, as a percentage with two decimals. */
export function ctrText(basisPoints: number | null | undefined): string {
  return `${((basisPoints ?? 0) / 100).toFixed(2)}%`;
}

/** Clicks per impressions as basis points, as the server rounds them. */
export function ctrOf(clicks: number, impressions: number): number {
  return impressions > 0 ? Math.round((clicks * 10_000) / impressions) : 0;
}

/** Per day: 曝光量 and 点击量 (lines, left axis) and 点击率 (line, right axis, %). */
export function adTrafficOption(points: readonly AdDayPoint[]): ChartOption {
  return {
    tooltip: { trigger: 'axis' },
    legend: { data: ['曝光量', '点击量', '点击率'] },
    grid: { left: 48, right: 48, bottom: 32, top: 48, containLabel: true },
    xAxis: { type: 'category', data: points.map((p) => dayName(p.day)) },
    yAxis: [
      { type: 'value', name: '次数', minInterval: 1 },
      { type: 'value', name: '点击率（%）', splitLine: { show: false } },
    ],
    series: [
      { name: '曝光量', type: 'line', smooth: true, data: points.map((p) => p.impressions) },
      { name: '点击量', type: 'line', smooth: true, data: points.map((p) => p.clicks) },
      {
        name: '点击率',
        type: 'line',
        yAxisIndex: 1,
        data: points.map((p) => ctrOf(p.clicks, p.impressions) / 100),
      },
    ],
  };
}

/** Per day: 广告消耗 and 流量主收益 (bars, 元). */
export function adMoneyOption(points: readonly AdDayPoint[]): ChartOption {
  return {
    tooltip: { trigger: 'axis' },
    legend: { data: ['广告消耗', '流量主收益'] },
    grid: { left: 48, right: 24, bottom: 32, top: 48, containLabel: true },
    xAxis: { type: 'category', data: points.map((p) => dayName(p.day)) },
    yAxis: { type: 'value', name: '金额（元）' },
    series: [
      { name: '广告消耗', type: 'bar', barMaxWidth: 28, data: points.map((p) => yuan(p.cost)) },
      { name: '流量主收益', type: 'bar', barMaxWidth: 28, data: points.map((p) => yuan(p.income)) },
    ],
  };
}
