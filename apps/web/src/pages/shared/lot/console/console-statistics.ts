import type { ConsoleOverview } from '@console/core';
import type { StatisticItem } from '../../../../widgets/statistic-cards';

/** The six cards of the lot console, in the order a gate keeper reads them. */
export function consoleStatistics(overview: ConsoleOverview | undefined): StatisticItem[] {
  return [
    { key: 'total', title: '车位总数', value: overview?.park.total_spaces, type: 'number' },
    { key: 'in_lot', title: '在场车辆', value: overview?.in_lot, type: 'number' },
    { key: 'free', title: '空余车位', value: overview?.free_spaces, type: 'number' },
    { key: 'entries', title: '今日入场', value: overview?.entries_today, type: 'number' },
    { key: 'exits', title: '今日出场', value: overview?.exits_today, type: 'number' },
    { key: 'income', title: '今日收入', value: overview?.income_today, type: 'money' },
  ];
}

/** How long a car has been in the lot, in words: 2小时5分钟, 不足1分钟. */
export function stayLength(entryTime: number, now: number): string {
  const minutes = Math.max(0, Math.floor((now - entryTime) / 60));
  if (minutes < 1) return '不足1分钟';
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  return [days && `${days}天`, hours && `${hours}小时`, rest && `${rest}分钟`].filter(Boolean).join('');
}
