import { labelOf, PAY_TYPE, type GroupDay, type GroupLotRange, type GroupPayShare } from '@console/core';
import { occupancyRate, type ChartOption } from '../../shared/dashboard/chart-options';

/**
 * The charts of 统计概览 and 集团数据大屏 that 数据大屏 has no option for (its per-park and trend
 * options are reused as they are). Plain data, tested without a canvas; money arrives in fen.
 */

const yuan = (fen: number) => Math.round(fen) / 100;
const YUAN_TOOLTIP = { valueFormatter: (value: number) => `￥${value.toFixed(2)}` };

/** 支付方式 of a share; orders that recorded none are 未记录. */
export function payTypeLabel(payType: number | null): string {
  return payType === null ? '未记录' : labelOf(PAY_TYPE, payType);
}

/** Income per day, one stacked bar per lot: how each lot adds to the group's day. */
export function incomeByLotDayOption(
  parks: readonly GroupLotRange[],
  days: readonly GroupDay[],
): ChartOption {
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, ...YUAN_TOOLTIP },
    legend: { type: 'scroll', data: parks.map((park) => park.name) },
    grid: { left: 48, right: 24, bottom: 32, top: 56, containLabel: true },
    xAxis: { type: 'category', data: days.map((day) => day.date.slice(5)) },
    yAxis: { type: 'value', name: '收入（元）' },
    series: parks.map((park) => ({
      name: park.name,
      type: 'bar',
      stack: 'income',
      barMaxWidth: 40,
      data: park.daily_income.map(yuan),
    })),
  };
}

/** Each lot's income over the range, 临停 and 月卡 stacked. */
export function incomeByLotOption(parks: readonly GroupLotRange[]): ChartOption {
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, ...YUAN_TOOLTIP },
    legend: { data: ['临停收入', '月卡收入'] },
    grid: { left: 48, right: 24, bottom: 32, top: 48, containLabel: true },
    xAxis: { type: 'value', name: '元' },
    yAxis: { type: 'category', data: parks.map((park) => park.name), inverse: true },
    series: [
      { name: '临停收入', type: 'bar', stack: 'lot', data: parks.map((park) => yuan(park.payment_income)) },
      { name: '月卡收入', type: 'bar', stack: 'lot', data: parks.map((park) => yuan(park.recharge_income)) },
    ],
  };
}

/** Occupancy now per lot, in percent. */
export function occupancyOption(
  parks: readonly Pick<GroupLotRange, 'name' | 'in_lot' | 'total_spaces'>[],
): ChartOption {
  return {
    tooltip: { trigger: 'axis', valueFormatter: (value: number) => `${value}%` },
    grid: { left: 48, right: 24, bottom: 32, top: 32, containLabel: true },
    xAxis: { type: 'category', data: parks.map((park) => park.name), axisLabel: { interval: 0 } },
    yAxis: { type: 'value', name: '占用率（%）', max: 100 },
    series: [{ name: '占用率', type: 'bar', barMaxWidth: 40, data: parks.map(occupancyRate) }],
  };
}

/** Entries by hour of the day: the peak hours. */
export function peakHoursOption(hours: readonly { hour: number; entries: number }[]): ChartOption {
  return {
    tooltip: { trigger: 'axis' },
    grid: { left: 48, right: 24, bottom: 32, top: 32, containLabel: true },
    xAxis: { type: 'category', data: hours.map((slot) => `${String(slot.hour).padStart(2, '0')}时`) },
    yAxis: { type: 'value', name: '入场车次', minInterval: 1 },
    series: [{ name: '入场车次', type: 'bar', barMaxWidth: 24, data: hours.map((slot) => slot.entries) }],
  };
}

/** Paid amount by 支付方式, as a ring. */
export function payMixOption(mix: readonly GroupPayShare[]): ChartOption {
  return {
    tooltip: { trigger: 'item', valueFormatter: YUAN_TOOLTIP.valueFormatter },
    legend: { type: 'scroll', orient: 'vertical', left: 0, top: 'middle' },
    series: [
      {
        name: '支付方式',
        type: 'pie',
        radius: ['36%', '62%'],
        center: ['60%', '50%'],
        data: mix.map((share) => ({ name: payTypeLabel(share.pay_type), value: yuan(share.amount) })),
      },
    ],
  };
}

const DARK_TEXT = '#c9d8f0';
const DARK_LINE = 'rgba(201, 216, 240, 0.18)';

function darkAxes(axis: unknown): unknown {
  const style = (one: unknown) =>
    one && typeof one === 'object'
      ? {
          ...one,
          axisLabel: { color: DARK_TEXT, ...(one as { axisLabel?: object }).axisLabel },
          nameTextStyle: { color: DARK_TEXT },
          axisLine: { lineStyle: { color: DARK_LINE } },
          splitLine: { lineStyle: { color: DARK_LINE }, ...(one as { splitLine?: object }).splitLine },
        }
      : one;
  return Array.isArray(axis) ? axis.map(style) : style(axis);
}

/** The same option drawn on the big screen's dark background: light text, faint grid lines. */
export function onDark(option: ChartOption): ChartOption {
  const legend = option.legend as object | undefined;
  return {
    ...option,
    backgroundColor: 'transparent',
    textStyle: { color: DARK_TEXT },
    ...(legend && { legend: { ...legend, textStyle: { color: DARK_TEXT } } }),
    ...(option.xAxis !== undefined && { xAxis: darkAxes(option.xAxis) }),
    ...(option.yAxis !== undefined && { yAxis: darkAxes(option.yAxis) }),
    // Pie labels are outlined in the page colour by default: on the dark screen, plain light text.
    ...(Array.isArray(option.series) && {
      series: option.series.map((one: { type?: string; label?: object }) =>
        one.type === 'pie' ? { ...one, label: { color: DARK_TEXT, textBorderWidth: 0, ...one.label } } : one,
      ),
    }),
  };
}

/** Long lot names on a narrow category axis wrap onto two lines instead of running together. */
export function wrapCategoryLabels(option: ChartOption, width = 96): ChartOption {
  const axis = option.xAxis as { axisLabel?: object } | undefined;
  if (!axis || Array.isArray(axis)) return option;
  return { ...option, xAxis: { ...axis, axisLabel: { ...axis.axisLabel, width, overflow: 'break' } } };
}
