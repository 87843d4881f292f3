import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../testing/render-widget';
import { StatisticCards } from './StatisticCards';
import type { StatisticItem } from './statistic-value';

const ITEMS: StatisticItem[] = [
  {
    key: 'income',
    title: '实收金额',
    value: 1234567,
    type: 'money',
    children: [
      { key: 'wechat', title: '微信', value: 1000000, type: 'money' },
      { key: 'alipay', title: '支付宝', value: '234567', type: 'money' },
    ],
  },
  { key: 'orders', title: '订单数', value: 1234567, type: 'number', suffix: '笔' },
  { key: 'rate', title: '完成率', value: <strong>98.5%</strong>, type: 'custom' },
  { key: 'missing', title: '退款笔数', value: null, type: 'number' },
];

const card = (title: string) => within(screen.getByText(title).closest<HTMLElement>('[role="listitem"]')!);

describe('StatisticCards', () => {
  it('shows money through formatMoney, counts with separators and custom values as given', () => {
    renderWidget(<StatisticCards items={ITEMS} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(card('实收金额').getByText('￥12345.67')).toBeTruthy();
    expect(card('订单数').getByText('1,234,567')).toBeTruthy();
    expect(card('订单数').getByText('笔')).toBeTruthy();
    expect(card('完成率').getByText('98.5%').tagName).toBe('STRONG');
    expect(card('退款笔数').getByText('-')).toBeTruthy();
  });

  it('shows children as a secondary line', () => {
    renderWidget(<StatisticCards items={ITEMS} />);
    expect(card('实收金额').getByText('微信 ￥10000.00')).toBeTruthy();
    expect(card('实收金额').getByText('支付宝 ￥2345.67')).toBeTruthy();
  });

  it('has an empty state, and hides values while loading', () => {
    const { rerender } = renderWidget(<StatisticCards items={[]} />);
    expect(screen.getByText('暂无统计数据')).toBeTruthy();
    rerender(<StatisticCards items={ITEMS} loading />);
    expect(screen.getByRole('list').getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByText('￥12345.67')).toBeNull();
  });
});
