import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderResource } from '../../../resources/testing/render-resource';
import { installFakeApi, kvHandlers } from '../../../test/fake-api';
import { setUpSignedInSuite } from '../../../test/session';
import { label } from '../../../widgets/testing/render-widget';
import ChannelApplyReviewPage from './ChannelApplyReviewPage';

setUpSignedInSuite(['payment:channel-apply:detail', 'payment:channel-apply:audit']);
vi.setConfig({ testTimeout: 60_000 });

const ROW = {
  id: 9,
  merchant_id: 41,
  merchant_name: '深圳福田中心停车场',
  channel: 1,
  apply_no: null,
  licence_no: '91440300MA5F000001',
  legal_person: '张三',
  contact_name: '李四',
  contact_phone: '138****8000',
  bank_name: '招商银行深圳分行',
  bank_account: '6222000012345678',
  licence_image: null,
  status: 1,
  reject_reason: null,
  submit_time: 1_700_000_000,
  auditor_name: null,
  audit_time: null,
  auth_time: null,
  auth_user_id: null,
  create_time: 1_700_000_000,
};

describe('进件审核 and 进件详情 outside the shell', () => {
  it('reviews a 待审核 application: 通过 after confirming calls the definition’s action', async () => {
    const server = installFakeApi({
      ...kvHandlers(),
      'GET /api/service/payment/channel-apply/detail': () => ROW,
      'PUT /api/service/payment/channel-apply/approve': () => null,
    });
    const { user } = renderResource(<ChannelApplyReviewPage />, { route: '/payment/channel/audit?id=9' });
    expect(await screen.findByText('91440300MA5F000001', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: label('驳回') })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: label('通过') }));
    const confirm = await screen.findByRole('tooltip');
    await user.click(within(confirm).getByRole('button', { name: label('确定') }));
    await waitFor(() =>
      expect(server.callsTo('PUT', '/api/service/payment/channel-apply/approve')[0]?.body).toEqual({ id: 9 }),
    );
  });

  it('only reads on 进件详情, and offers no review of an application already decided', async () => {
    installFakeApi({
      ...kvHandlers(),
      'GET /api/service/payment/channel-apply/detail': () => ({ ...ROW, status: 2, apply_no: 'ALI001' }),
    });
    renderResource(<ChannelApplyReviewPage />, { route: '/payment/channel/apply/detail?id=9' });
    expect(await screen.findByText('ALI001', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: label('通过') })).toBeNull();
    expect(screen.queryByRole('button', { name: label('驳回') })).toBeNull();
  });
});
