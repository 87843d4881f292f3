import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderResource } from '../../../resources/testing/render-resource';
import { installFakeApi, listPayload } from '../../../test/fake-api';
import { setUpSignedInSuite, signInWith } from '../../../test/session';
import type { ConsoleOverview } from '@console/core';
import LotConsolePage from './LotConsolePage';

setUpSignedInSuite(['parking:console:view', 'parking:release:create', 'parking:console:open']);
vi.setConfig({ testTimeout: 30_000 });

const PARK = { id: 9, name: '福田中心停车场', g_park_uuid: 'uuid-9' };
const NOW = 1_700_000_000;
const OVERVIEW: ConsoleOverview = {
  park: { id: 9, name: PARK.name, total_spaces: 120, charge_mode: 1, status: 1 },
  in_lot: 1,
  free_spaces: 119,
  entries_today: 12,
  exits_today: 11,
  income_today: 4_500,
  cars: [
    { id: 31, plate: '粤B12345', plate_color: 1, car_type: 1, entry_time: NOW - 7500, entry_gate: '1号入口' },
  ],
  events: [
    {
      id: 5,
      kind: 'refused',
      plate: '粤B66666',
      plate_color: 1,
      gate: '1号入口',
      content: '黑名单车辆，拒绝入场：多次逃费',
      create_time: NOW - 60,
    },
  ],
  refreshed_at: NOW,
};

function serve() {
  return installFakeApi({
    'GET /api/park/list': () => listPayload([PARK], 1, 1, 20),
    'GET /api/parking/console/overview': () => OVERVIEW,
    'PUT /api/parking/in-parking/release': () => null,
    'POST /api/parking/console/open': () => null,
  });
}

const route = `/parking/manage/console?g_park_uuid=${PARK.g_park_uuid}&park_name=x`;

describe('lot console', () => {
  it('resolves the park from g_park_uuid and shows its figures, cars and gate feed', async () => {
    const api = serve();
    renderResource(<LotConsolePage />, { route });
    const cards = await screen.findByRole('list', { name: '车场概况' });
    await waitFor(() => expect(cards.textContent).toContain('空余车位119'));
    expect(cards.textContent).toContain('今日收入￥45.00');
    const cars = screen.getByRole('region', { name: '最新在场车辆' });
    expect(await within(cars).findByText('粤B12345')).toBeTruthy();
    expect(within(cars).getByText('2小时5分钟')).toBeTruthy();
    const feed = screen.getByRole('list', { name: '通道动态' });
    expect(within(feed).getByText('拒绝入场')).toBeTruthy();
    expect(api.callsTo('GET', '/api/parking/console/overview')[0]!.query.get('park_id')).toBe('9');
    expect(api.callsTo('GET', '/api/park/list')[0]!.query.get('g_park_uuid')).toBe('uuid-9');
  });

  it('reads a uuid too long to name any park as a missing lot, without asking the server', async () => {
    const api = serve();
    renderResource(<LotConsolePage />, { route: `/parking/manage/console?g_park_uuid=${'x'.repeat(40)}` });
    expect(await screen.findByText('车场不存在或无权查看')).toBeTruthy();
    expect(screen.queryByText('数据加载失败')).toBeNull();
    expect(api.callsTo('GET', '/api/park/list')).toHaveLength(0);
  });

  it('releases a car with the reason given, then refreshes', async () => {
    const api = serve();
    const { user } = renderResource(<LotConsolePage />, { route });
    expect(await screen.findByText('粤B12345', {}, { timeout: 5000 })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '人工放行' }));
    const dialog = await screen.findByRole('dialog', { name: '人工放行' });
    await user.click(within(dialog).getByRole('button', { name: '人工放行' }));
    expect(await within(dialog).findByText('请输入放行原因')).toBeTruthy();
    expect(api.callsTo('PUT', '/api/parking/in-parking/release')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('放行原因'), '车主已线下缴费');
    await user.click(within(dialog).getByRole('button', { name: '人工放行' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/parking/in-parking/release')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/parking/in-parking/release')[0]!.body).toEqual({
      id: 31,
      reason: '车主已线下缴费',
    });
    await waitFor(() => expect(api.callsTo('GET', '/api/parking/console/overview')).toHaveLength(2));
  });

  it('offers neither 远程开闸 nor 人工放行 without their codes', async () => {
    signInWith(['parking:console:view']);
    serve();
    renderResource(<LotConsolePage />, { route });
    expect(await screen.findByText('粤B12345', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '远程开闸' })).toBeNull();
    expect(screen.queryByRole('button', { name: '人工放行' })).toBeNull();
  });

  it('says so when the park is not visible to the user', async () => {
    installFakeApi({ 'GET /api/park/list': () => listPayload([], 0, 1, 20) });
    renderResource(<LotConsolePage />, { route });
    expect(await screen.findByText('车场不存在或无权查看')).toBeTruthy();
  });
});
