import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderResource } from '../../resources/testing/render-resource';
import { installFakeApi, kvHandlers } from '../../test/fake-api';
import { setUpSignedInSuite } from '../../test/session';
import { label } from '../../widgets/testing/render-widget';
import ProfitPolicyPage from './ProfitPolicyPage';

setUpSignedInSuite(['profit:policy:list', 'profit:policy:create', 'profit:policy:update']);
vi.setConfig({ testTimeout: 60_000 });

const page = <T,>(row: T[]) => ({
  row,
  paging_header: { total_count: row.length, page_index: 1, page_size: 20 },
});
const POLICY = {
  id: 3,
  name: '临停标准分账',
  business: 1,
  platform_rate: 500,
  partner_rate: 1500,
  merchant_rate: 8000,
  status: 1,
  update_time: 1_700_000_000,
};

describe('分账政策', () => {
  it('lists the shares in percent and creates a policy with shares typed in percent', async () => {
    const server = installFakeApi({
      ...kvHandlers(),
      'GET /api/profit/setting/policy/list': () => page([POLICY]),
      'POST /api/profit/setting/policy/create': () => ({ id: 9 }),
    });
    const { user } = renderResource(<ProfitPolicyPage />, { route: '/profit/setting/policy' });
    const row = (await screen.findByText('临停标准分账')).closest('tr')!;
    expect(within(row).getByText('15.00%')).toBeTruthy();
    expect(within(row).getByText('80.00%')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: label('新增') }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('政策名称'), '月卡分账');
    await user.type(within(dialog).getByLabelText('平台分成比例'), '3');
    await user.type(within(dialog).getByLabelText('服务商分成比例'), '12.5');
    await user.click(within(dialog).getByRole('button', { name: label('保存') }));
    await waitFor(() => expect(server.callsTo('POST', '/api/profit/setting/policy/create')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/profit/setting/policy/create')[0]!.body).toMatchObject({
      name: '月卡分账',
      business: 1,
      platform_rate: 300,
      partner_rate: 1250,
    });
  });
});
