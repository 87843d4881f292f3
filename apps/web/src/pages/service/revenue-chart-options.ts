import { BUSINESS, formatTimestamp, labelOf, PAY_MODE, type RevenueChart } from '@console/core';

/**
 * ECharts options of 营收统计's charts, plain data (no echarts import) so they are tested without a
 * canvas. Money arrives in fen and is drawn in yuan; 实收 is what was paid less what was refunded.
 */
export interface ChartOption {
  [key: string]: unknown;
}

type Point = RevenueChart['points'][number];
const yuan = (fen: number) => Math.round(fen) / 100;
const net = (p: Point) => yuan(p.amount - p.refunded_amount);

/** The name of a point's key: a day as MM-DD, a channel or a business by its label. */
export function pointName(dimension: RevenueChart['dimension'], key: string): string {
  if (dimension === 'day') return formatTimestamp(Number(key), 'date').slice(5);
  if (dimension === 'channel') return labelOf(PAY_MODE, Number(key));
  return labelOf(BUSINESS, key);
}

/** Per day: 交易金额 and 实收 (bars, 元), 笔数 (line, its own axis). */
export function revenueDayOption(points: readonly Point[]): ChartOption {
  return {
    tooltip: { trigger: 'axis' },
    legend: { data: ['交易金额', '实收金额', '交易笔数'] },
    grid: { left: 48, right: 48, bottom: 32, top: 48, containLabel: true },
    xAxis: { type: 'category', data: points.map((p) => pointName('day', p.key)) },
    yAxis: [
      { type: 'value', name: '金额（元）' },
      { type: 'value', name: '笔数', minInterval: 1, splitLine: { show: false } },
    ],
    series: [
      { name: '交易金额', type: 'bar', barMaxWidth: 28, data: points.map((p) => yuan(p.amount)) },
      { name: '实收金额', type: 'bar', barMaxWidth: 28, data: points.map(net) },
      { name: '交易笔数', type: 'line', yAxisIndex: 1, data: points.map((p) => p.trade_count) },
    ],
  };
}

/** A channel's or business's share of 实收 (a ring). */
export function revenueShareOption(dimension: 'channel' | 'business', points: readonly Point[]): ChartOption {
  return {
    tooltip: { trigger: 'item', valueFormatter: (value: number) => `￥${value.toFixed(2)}` },
    legend: { bottom: 0, type: 'scroll' },
    series: [
      {
        name: dimension === 'channel' ? '支付渠道' : '业务类型',
        type: 'pie',
        radius: ['40%', '68%'],
        data: points.map((p) => ({ name: pointName(dimension, p.key), value: net(p) })),
      },
    ],
  };
}
