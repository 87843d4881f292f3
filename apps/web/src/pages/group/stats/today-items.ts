import type { GroupConsole } from '@console/core';
import type { StatisticItem } from '../../../widgets/statistic-cards';
import { occupancyRate } from '../../shared/dashboard/chart-options';

/** The group's lots today as stat cards: the same seven figures on 项目概览 and the big screen. */
export function todayItems(totals: GroupConsole['totals'] | undefined): StatisticItem[] {
  return [
    { key: 'parks', title: '车场数量', value: totals?.parks, type: 'number' },
    { key: 'in_lot', title: '在场车辆', value: totals?.in_lot, type: 'number' },
    {
      key: 'rate',
      title: '占用率',
      value: totals ? occupancyRate(totals) : undefined,
      type: 'number',
      suffix: '%',
    },
    { key: 'entries', title: '今日入场', value: totals?.entries, type: 'number' },
    { key: 'exits', title: '今日出场', value: totals?.exits, type: 'number' },
    { key: 'income', title: '今日收入', value: totals?.income, type: 'money' },
    { key: 'abnormal', title: '异常通行', value: totals?.abnormal, type: 'number' },
  ];
}
