import { describe, expect, it } from 'vitest';
import {
  incomeByLotDayOption,
  onDark,
  payMixOption,
  payTypeLabel,
  peakHoursOption,
} from './group-chart-options';

const lot = (name: string, daily: number[]) => ({
  id: 1,
  name,
  total_spaces: 10,
  in_lot: 5,
  entries: 0,
  exits: 0,
  payment_income: 0,
  recharge_income: 0,
  income: daily.reduce((a, b) => a + b, 0),
  daily_income: daily,
});

describe('group chart options', () => {
  it('stacks each lot per day in yuan', () => {
    const option = incomeByLotDayOption(
      [lot('华润大厦停车场', [1050, 0]), lot('深圳湾万象城停车场', [99, 200])],
      [
        { date: '2026-11-22', entries: 0, exits: 0, income: 1149 },
        { date: '2026-11-23', entries: 0, exits: 0, income: 200 },
      ],
    );
    expect(option.xAxis).toMatchObject({ data: ['11-22', '11-23'] });
    expect(option.series).toEqual([
      expect.objectContaining({ name: '华润大厦停车场', stack: 'income', data: [10.5, 0] }),
      expect.objectContaining({ name: '深圳湾万象城停车场', stack: 'income', data: [0.99, 2] }),
    ]);
  });

  it('names hours and payment types in Chinese', () => {
    const hours = peakHoursOption([{ hour: 8, entries: 3 }]);
    expect(hours.xAxis).toMatchObject({ data: ['08时'] });
    expect(payTypeLabel(2)).toBe('移动支付');
    expect(payTypeLabel(null)).toBe('未记录');
    const mix = payMixOption([{ pay_type: 1, orders: 2, amount: 500 }]);
    expect((mix.series as { data: unknown[] }[])[0]?.data).toEqual([{ name: '现金', value: 5 }]);
  });

  it('draws light text on the dark screen and keeps the data', () => {
    const dark = onDark(peakHoursOption([{ hour: 0, entries: 1 }]));
    expect(dark.textStyle).toEqual({ color: '#c9d8f0' });
    expect(dark.yAxis).toMatchObject({ name: '入场车次', axisLabel: { color: '#c9d8f0' } });
    expect(dark.series).toEqual(peakHoursOption([{ hour: 0, entries: 1 }]).series);
  });
});
