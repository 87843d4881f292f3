import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderResource } from '../../resources/testing/render-resource';
import { installFakeApi, kvHandlers } from '../../test/fake-api';
import { setUpSignedInSuite } from '../../test/session';
import { revenueDayOption, revenueShareOption } from './revenue-chart-options';
import RevenuePage from './RevenuePage';

// Charts draw on a canvas jsdom does not have: the stand-in shows the option's names it was given.
vi.mock('../../widgets/echart', () => ({
  EChart: ({ 'aria-label': label, option }: { 'aria-label': string; option: Record<string, unknown> }) => (
    <div role="img" aria-label={label} data-option={JSON.stringify(option)} />
  ),
}));

setUpSignedInSuite(['payment:trade:revenue:list', 'payment:trade:revenue:export']);
vi.setConfig({ testTimeout: 60_000 });

const DAY1 = 1_767_196_800; // 2026-01-01 00:00 China time
const point = (key: string, amount: number, refunded = 0) => ({
  key,
  trade_count: 2,
  amount,
  refunded_amount: refunded,
  fee: 0,
});
const CHARTS: Record<string, object> = {
  day: { dimension: 'day', points: [point(String(DAY1), 5000, 1000), point(String(DAY1 + 86_400), 2000)] },
  channel: { dimension: 'channel', points: [point('3', 6000), point('4', 1000)] },
  business: { dimension: 'business', points: [point('parking_cashier', 7000)] },
};

describe('营收统计', () => {
  it('draws the three charts from one request each, following the list’s date range', async () => {
    const server = installFakeApi({
      ...kvHandlers(),
      'GET /api/service/trade/revenue/list': () => ({
        row: [],
        paging_header: { total_count: 0, page_index: 1, page_size: 20 },
        totals: { order_count: 0, amount: 0, discount_amount: 0, paid_amount: 0 },
      }),
      'GET /api/service/trade/revenue/chart': (call) => CHARTS[call.query.get('dimension') ?? '']!,
    });
    renderResource(<RevenuePage />, {
      route: `/service/trade/revenue?stat_day_start=${DAY1}&stat_day_end=${DAY1 + 86_400}`,
    });
    const day = await screen.findByRole('img', { name: '每日营收' });
    const option = JSON.parse(day.getAttribute('data-option')!) as {
      xAxis: { data: string[] };
      series: { data: number[] }[];
    };
    expect(option.xAxis.data).toEqual(['01-01', '01-02']);
    // 交易金额 and 实收 (less refunds) in yuan.
    expect(option.series[0]!.data).toEqual([50, 20]);
    expect(option.series[1]!.data).toEqual([40, 20]);
    const channel = await screen.findByRole('img', { name: '支付渠道占比' });
    expect(channel.getAttribute('data-option')).toContain('微信');
    expect(await screen.findByRole('img', { name: '业务类型占比' })).toBeTruthy();
    const charts = () => server.callsTo('GET', '/api/service/trade/revenue/chart');
    await waitFor(() => expect(charts().length).toBeGreaterThanOrEqual(3));
    const calls = charts();
    expect(new Set(calls.map((c) => c.query.get('dimension')))).toEqual(
      new Set(['day', 'channel', 'business']),
    );
    for (const call of calls) expect(call.query.get('stat_day_start')).toBe(String(DAY1));
  });

  it('names channels and businesses by their labels, in yuan', () => {
    const share = revenueShareOption('business', [point('recharge', 12_345, 345)]) as {
      series: { data: { name: string; value: number }[] }[];
    };
    expect(share.series[0]!.data).toEqual([{ name: '月卡续费', value: 120 }]);
    expect(revenueDayOption([]).series).toHaveLength(3);
  });
});
