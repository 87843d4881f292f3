import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderResource } from '../../../resources/testing/render-resource';
import { installFakeApi, jsonResponse } from '../../../test/fake-api';
import { setUpSignedInSuite } from '../../../test/session';
import type { DashboardOverview } from '@console/core';
import ParkingDashboardPage from './ParkingDashboardPage';

// Charts draw on a canvas jsdom does not have; their options are tested in chart-options.test.ts.
vi.mock('../../../widgets/echart', () => ({
  EChart: ({ 'aria-label': label }: { 'aria-label': string }) => <div role="img" aria-label={label} />,
}));

setUpSignedInSuite(['parking:dashboard:view']);
vi.setConfig({ testTimeout: 30_000 });

function overview(days: number, parks: DashboardOverview['parks']): DashboardOverview {
  return {
    totals: { parks: parks.length, total_spaces: 200, in_lot: 50, entries: 300, exits: 250, income: 123_400 },
    parks,
    trend: Array.from({ length: days }, (_, i) => ({
      date: `2026-11-${String(i + 1).padStart(2, '0')}`,
      entries: i,
      exits: i,
      income: i * 100,
    })),
    refreshed_at: 1_700_000_000,
  };
}

const PARK = {
  id: 1,
  name: '福田中心停车场',
  total_spaces: 200,
  in_lot: 50,
  entries: 300,
  exits: 250,
  income: 123_400,
};

describe('parking dashboard', () => {
  it('shows the totals, the per-park table and charts, and asks 15 days when switched', async () => {
    const api = installFakeApi({
      'GET /api/parking/dashboard/overview': ({ query }) => overview(Number(query.get('days')), [PARK]),
    });
    const { user } = renderResource(<ParkingDashboardPage />, { route: '/parking/dashboard' });
    const totals = await screen.findByRole('list', { name: '今日汇总' });
    await waitFor(() => expect(totals.textContent).toContain('占用率25%'));
    expect(totals.textContent).toContain('今日收入￥1234.00');
    const table = screen.getByRole('region', { name: '各车场今日概况' });
    expect(within(table).getByText('福田中心停车场')).toBeTruthy();
    expect(screen.getByRole('img', { name: '近 7 天入场、出场与收入趋势' })).toBeTruthy();
    await user.click(screen.getByText('15天'));
    expect(await screen.findByRole('img', { name: '近 15 天入场、出场与收入趋势' })).toBeTruthy();
    expect(api.callsTo('GET', '/api/parking/dashboard/overview').map((c) => c.query.get('days'))).toEqual([
      '7',
      '15',
    ]);
  });

  it('says there is no park data for a user without parks', async () => {
    installFakeApi({ 'GET /api/parking/dashboard/overview': () => overview(7, []) });
    renderResource(<ParkingDashboardPage />, { route: '/parking/dashboard' });
    expect(await screen.findByText('暂无车场数据')).toBeTruthy();
  });

  it('shows a failure with a retry', async () => {
    let calls = 0;
    installFakeApi({
      'GET /api/parking/dashboard/overview': () => {
        calls += 1;
        return calls === 1
          ? jsonResponse(500, { code: 5000, message: '服务器内部错误', seqno: 's' })
          : overview(7, [PARK]);
      },
    });
    const { user } = renderResource(<ParkingDashboardPage />, { route: '/parking/dashboard' });
    expect(await screen.findByText('数据大屏加载失败')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('福田中心停车场')).toBeTruthy();
  });
});
