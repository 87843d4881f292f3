import { channelSettings, reserveSettings } from '@console/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../test/fake-api';
import { setUpSignedInSuite } from '../../test/session';
import { label } from '../../widgets/testing/render-widget';
import { renderResource } from '../testing/render-resource';
import { SettingsCard } from './SettingsCard';

setUpSignedInSuite(['parking:reserve-rule:view', 'parking:reserve-rule:update', 'payment:channel:view']);
vi.setConfig({ testTimeout: 30_000 });

const UNSAVED = {
  park_id: 7,
  merchant_id: 3,
  owner_name: '科技园停车场',
  park_name: '科技园停车场',
  value: reserveSettings.defaults,
  update_time: 0,
  saved: false,
};

function serve() {
  return installFakeApi({
    'GET /api/parking/config/reserve/detail': () => UNSAVED,
    'PUT /api/parking/config/reserve/update': () => null,
    'GET /api/parking/config/channel/detail': () => ({ ...UNSAVED, value: { pay_modes: [3, 4] } }),
  });
}

describe('SettingsCard', () => {
  it('shows the defaults of an owner that never saved, by field kind and unit', async () => {
    const server = serve();
    renderResource(<SettingsCard settings={reserveSettings} ownerId={7} />);
    expect(await screen.findByText('预约设置 · 科技园停车场')).toBeTruthy();
    expect(screen.getByText('尚未保存，显示默认值')).toBeTruthy();
    expect(screen.getByText('开启后车主可在小程序预约本车场的预约车位')).toBeTruthy();
    const hold = screen.getByText('车位保留时长').closest('tr');
    expect(within(hold as HTMLElement).getByText(/30\s*分钟/)).toBeTruthy();
    expect(server.callsTo('GET', '/api/parking/config/reserve/detail')[0]?.query.get('park_id')).toBe('7');
  });

  it('edits the whole document and saves it with its owner after the confirmation', async () => {
    const server = serve();
    const { user } = renderResource(<SettingsCard settings={reserveSettings} ownerId={7} />);
    await user.click(await screen.findByRole('button', { name: label('编辑') }));
    await user.click(screen.getByRole('radio', { name: '是' }));
    const hold = screen.getByLabelText('车位保留时长');
    await user.clear(hold);
    await user.type(hold, '45');
    await user.click(screen.getByRole('button', { name: label('保存') }));
    await user.click(await screen.findByRole('button', { name: label('确定') }));
    await waitFor(() => expect(server.callsTo('PUT', '/api/parking/config/reserve/update')).toHaveLength(1));
    expect(server.callsTo('PUT', '/api/parking/config/reserve/update')[0]?.body).toEqual({
      park_id: 7,
      enabled: 1,
      fee: 0,
      hold_minutes: 45,
      free_cancel_minutes: 5,
    });
    expect(await screen.findByText('保存成功')).toBeTruthy();
  });

  it('refuses a document against the definition’s rule without sending it', async () => {
    const server = serve();
    const { user } = renderResource(<SettingsCard settings={reserveSettings} ownerId={7} />);
    await user.click(await screen.findByRole('button', { name: label('编辑') }));
    const cancel = screen.getByLabelText('免费取消时长');
    await user.clear(cancel);
    await user.type(cancel, '60');
    await user.click(screen.getByRole('button', { name: label('保存') }));
    await user.click(await screen.findByRole('button', { name: label('确定') }));
    expect(await screen.findByText('免费取消时长不能超过车位保留时长')).toBeTruthy();
    expect(server.callsTo('PUT', '/api/parking/config/reserve/update')).toHaveLength(0);
  });

  it('is read-only without the update code: no 编辑', async () => {
    serve();
    renderResource(<SettingsCard settings={channelSettings} ownerId={7} />);
    expect(await screen.findByText('微信')).toBeTruthy();
    expect(screen.getByText('支付宝')).toBeTruthy();
    expect(screen.queryByRole('button', { name: label('编辑') })).toBeNull();
  });
});
