import type { TravelSummary } from '@console/core';

/** ECharts options of 出行数据, plain data (no echarts import) so they are tested without a canvas. */
export interface ChartOption {
  [key: string]: unknown;
}

const hourName = (hour: number) => `${String(hour).padStart(2, '0')}时`;

/** Trips by hour of the day: when they arrived (入场) and when they left (出场). */
export function tripsByHourOption(hours: TravelSummary['by_hour']): ChartOption {
  return {
    tooltip: { trigger: 'axis' },
    legend: { data: ['入场车次', '出场车次'] },
    grid: { left: 48, right: 24, bottom: 32, top: 48, containLabel: true },
    xAxis: { type: 'category', data: hours.map((slot) => hourName(slot.hour)) },
    yAxis: { type: 'value', name: '车次', minInterval: 1 },
    series: [
      { name: '入场车次', type: 'bar', barMaxWidth: 20, data: hours.map((slot) => slot.entries) },
      { name: '出场车次', type: 'line', smooth: true, data: hours.map((slot) => slot.exits) },
    ],
  };
}

/** Each city's share of the trips (a ring). */
export function tripsByCityOption(cities: TravelSummary['by_city']): ChartOption {
  return {
    tooltip: { trigger: 'item', formatter: '{b}：{c} 次（{d}%）' },
    legend: { bottom: 0, type: 'scroll' },
    series: [
      {
        name: '城市',
        type: 'pie',
        radius: ['40%', '68%'],
        data: cities.map((city) => ({ name: city.city, value: city.trip_count })),
      },
    ],
  };
}

/** The lots with the most trips (horizontal bars, most first at the top) and their average stay. */
export function tripsByParkOption(parks: TravelSummary['by_park']): ChartOption {
  const ordered = [...parks].reverse();
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { data: ['出行车次', '平均停留（分钟）'] },
    grid: { left: 16, right: 48, bottom: 32, top: 48, containLabel: true },
    xAxis: [
      { type: 'value', name: '车次', minInterval: 1 },
      { type: 'value', name: '分钟', splitLine: { show: false } },
    ],
    yAxis: { type: 'category', data: ordered.map((park) => park.park_name) },
    series: [
      { name: '出行车次', type: 'bar', barMaxWidth: 18, data: ordered.map((park) => park.trip_count) },
      {
        name: '平均停留（分钟）',
        type: 'line',
        xAxisIndex: 1,
        data: ordered.map((park) => park.avg_minutes),
      },
    ],
  };
}
