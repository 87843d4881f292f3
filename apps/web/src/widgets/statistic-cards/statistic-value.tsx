import { EMPTY_DISPLAY, formatMoney } from '@console/core';
import type { ReactNode } from 'react';

export type StatisticType = 'money' | 'custom' | 'number';

export interface StatisticItem {
  key: string;
  title: ReactNode;
  /** money: fen (number or numeric text); number: a count; custom: rendered as given. */
  value: ReactNode;
  type: StatisticType;
  suffix?: ReactNode;
  /** Breakdown shown as a secondary line under the main value. */
  children?: readonly StatisticItem[];
}

const COUNT = new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 2 });

/** money through formatMoney (￥, 2 decimals), numbers with thousands separators, custom untouched. */
export function statisticValue(item: Pick<StatisticItem, 'type' | 'value'>): ReactNode {
  const { type, value } = item;
  if (type === 'custom') return value ?? EMPTY_DISPLAY;
  if (typeof value !== 'number' && typeof value !== 'string') return EMPTY_DISPLAY;
  if (type === 'money') return formatMoney(value);
  const count = typeof value === 'number' ? value : Number(value.trim() || Number.NaN);
  return Number.isFinite(count) ? COUNT.format(count) : EMPTY_DISPLAY;
}
