import type { GroupConsole } from '@console/core';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/session-store';
import { renderResource } from '../../../resources/testing/render-resource';
import { installFakeApi } from '../../../test/fake-api';
import { setUpSignedInSuite, TEST_USER } from '../../../test/session';
import GroupConsolePage from './GroupConsolePage';

// The lot's 出入场记录 tab is the first the user may open: it holds no order codes.
const CODES = ['group:console:view', 'group:record:list'];
setUpSignedInSuite(CODES);
// The group's tabs are for the 停车集团 product, as the demo group account holds it.
beforeEach(() =>
  useSession
    .getState()
    .setProfile({ ...TEST_USER, permission: CODES.join(','), product: ['partner', 'group'] }),
);
vi.setConfig({ testTimeout: 30_000 });

const LOT = {
  id: 7,
  name: '华润大厦停车场',
  uuid: 'park-uuid-7',
  total_spaces: 200,
  in_lot: 50,
  entries: 30,
  exits: 20,
  income: 85_800,
  abnormal: 2,
};
const OVERVIEW: GroupConsole = {
  totals: { parks: 1, total_spaces: 200, in_lot: 50, entries: 30, exits: 20, income: 85_800, abnormal: 2 },
  parks: [LOT],
  refreshed_at: 1_700_000_000,
};

describe('项目概览', () => {
  it('shows each lot today as a card leading to the first tab of its detail group the user may open', async () => {
    installFakeApi({ 'GET /api/group/console/overview': () => OVERVIEW });
    renderResource(<GroupConsolePage />, { route: '/group/console' });
    const link = await screen.findByRole('link', { name: '车场详情 华润大厦停车场' });
    expect(link.getAttribute('href')).toBe(
      '/group/parking/record/list?g_code=park-uuid-7&park_name=%E5%8D%8E%E6%B6%A6%E5%A4%A7%E5%8E%A6%E5%81%9C%E8%BD%A6%E5%9C%BA',
    );
    const card = within(screen.getByRole('region', { name: '各车场今日概况' }));
    expect(card.getByText('￥858.00')).toBeTruthy();
    expect(card.getByText('50 / 200')).toBeTruthy();
    const totals = screen.getByRole('list', { name: '今日汇总' });
    expect(totals.textContent).toContain('占用率25%');
    expect(totals.textContent).toContain('异常通行2');
  });

  it('says so when the group has no lot', async () => {
    const api = installFakeApi({ 'GET /api/group/console/overview': () => ({ ...OVERVIEW, parks: [] }) });
    renderResource(<GroupConsolePage />, { route: '/group/console' });
    expect(await screen.findByText('暂无车场')).toBeTruthy();
    expect(api.callsTo('GET', '/api/group/console/overview')).toHaveLength(1);
  });
});
