import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderResource } from '../../../resources/testing/render-resource';
import { installFakeApi, listPayload } from '../../../test/fake-api';
import { setUpSignedInSuite } from '../../../test/session';
import WalletPage from './WalletPage';

setUpSignedInSuite(['account:wallet:view']);
vi.setConfig({ testTimeout: 30_000 });

describe('WalletPage', () => {
  it('shows the balance in yuan and lists only the caller’s own movements', async () => {
    const server = installFakeApi({
      'GET /api/account/wallet/summary': () => ({
        merchant_id: 7,
        balance: 123_456,
        frozen: 456,
        available: 123_000,
        update_time: 1_700_000_000,
      }),
      'GET /api/account/wallet/transaction/list': () =>
        listPayload(
          [
            {
              id: 1,
              merchant_id: 7,
              serial_no: 'WF0001',
              trade_type: 2,
              amount: -3_170,
              balance_after: 496_830,
              remark: '短信通知服务费',
              create_time: 1_700_000_000,
            },
          ],
          1,
          1,
          20,
        ),
      'GET /api/account/wallet/recharge/list': () => listPayload([], 0, 1, 20),
    });
    renderResource(<WalletPage />, { route: '/account/merchant/wallet' });
    expect(await screen.findByText('账户余额')).toBeTruthy();
    expect(await screen.findByText('短信通知服务费')).toBeTruthy();
    await waitFor(() =>
      expect(server.callsTo('GET', '/api/account/wallet/transaction/list')[0]?.query.get('merchant_id')).toBe(
        '7',
      ),
    );
    // Its recharge requests are listed too; 申请充值 needs its own code.
    expect(await screen.findByText('充值申请')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /申请充值/ })).toBeNull();
  });
});
