import { describe, expect, it } from 'vitest';
import type { ConsoleOverview } from '@console/core';
import { consoleStatistics, stayLength } from './console-statistics';

const OVERVIEW: ConsoleOverview = {
  park: { id: 1, name: '福田中心停车场', total_spaces: 120, charge_mode: 1, status: 1 },
  in_lot: 45,
  free_spaces: 75,
  entries_today: 310,
  exits_today: 280,
  income_today: 123_450,
  cars: [],
  events: [],
  refreshed_at: 1_700_000_000,
};

describe('lot console statistics', () => {
  it('maps the overview onto the six cards, income as money', () => {
    const items = consoleStatistics(OVERVIEW);
    expect(items.map((item) => [item.title, item.value, item.type])).toEqual([
      ['车位总数', 120, 'number'],
      ['在场车辆', 45, 'number'],
      ['空余车位', 75, 'number'],
      ['今日入场', 310, 'number'],
      ['今日出场', 280, 'number'],
      ['今日收入', 123_450, 'money'],
    ]);
  });

  it('keeps the cards, without values, while loading', () => {
    expect(consoleStatistics(undefined).every((item) => item.value === undefined)).toBe(true);
  });

  it('words the length of a stay', () => {
    expect(stayLength(0, 30)).toBe('不足1分钟');
    expect(stayLength(0, 125 * 60)).toBe('2小时5分钟');
    expect(stayLength(0, 60 * 60)).toBe('1小时');
    expect(stayLength(0, (1440 + 3) * 60)).toBe('1天3分钟');
    expect(stayLength(100, 0)).toBe('不足1分钟');
  });
});
