import { describe, expect, it } from 'vitest';
import { checkEnergyPeriods, periodAt, type EnergyPeriod } from './billing-periods.js';

const p = (start: string, end: string, energy_price = 8000, service_price = 4000): EnergyPeriod => ({
  start,
  end,
  energy_price,
  service_price,
});

describe('checkEnergyPeriods', () => {
  it('accepts a whole day cut into contiguous periods', () => {
    expect(
      checkEnergyPeriods([p('00:00', '08:00'), p('08:00', '22:00', 12345), p('22:00', '24:00')]),
    ).toBeUndefined();
    expect(checkEnergyPeriods([p('00:00', '24:00', 0, 0)])).toBeUndefined();
  });

  it.each([
    [[], '请至少设置一个计费时段'],
    [[p('01:00', '24:00')], '第 1 个时段应从 00:00 开始'],
    [
      [p('00:00', '08:00'), p('09:00', '24:00')],
      '第 2 个时段应从上一时段的结束时间开始，时段之间不能有空档或重叠',
    ],
    [
      [p('00:00', '08:00'), p('07:00', '24:00')],
      '第 2 个时段应从上一时段的结束时间开始，时段之间不能有空档或重叠',
    ],
    [[p('00:00', '23:00')], '最后一个时段应到 24:00 结束'],
    [[p('00:00', '00:00'), p('00:00', '24:00')], '第 1 个时段的结束时间应晚于开始时间'],
    [[p('00:00', '25:00')], '第 1 个时段的时间格式应为 HH:mm'],
    [[p('00:00', '24:00', 1.5)], '第 1 个时段的电费应在 0 到 100 元/度之间，最多四位小数'],
    [[p('00:00', '24:00', 100, -1)], '第 1 个时段的服务费应在 0 到 100 元/度之间，最多四位小数'],
  ] as const)('refuses %j with its message', (periods, message) => {
    expect(checkEnergyPeriods(periods)).toBe(message);
  });
});

describe('periodAt', () => {
  it('finds the period whose start is inclusive and end exclusive', () => {
    const rule = [p('00:00', '08:00', 1), p('08:00', '24:00', 2)];
    expect(periodAt(rule, 0).energy_price).toBe(1);
    expect(periodAt(rule, 479).energy_price).toBe(1);
    expect(periodAt(rule, 480).energy_price).toBe(2);
    expect(periodAt(rule, 1439).energy_price).toBe(2);
  });
});
