import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderResource } from '../../../resources/testing/render-resource';
import { installFakeApi, kvHandlers } from '../../../test/fake-api';
import { setUpSignedInSuite } from '../../../test/session';
import { MerchantTradePage } from './MerchantLedgerPages';
import { MerchantWithdrawPage } from './MerchantSettingsPages';

setUpSignedInSuite([
  'payment:merchant:list',
  'payment:trade:payment:list',
  'payment:withdraw:view',
  'payment:withdraw:update',
]);
vi.setConfig({ testTimeout: 60_000 });

const MERCHANT = {
  id: 41,
  merchant_id: 41,
  merchant_no: '300001',
  name: '深圳福田中心停车场',
  alipay_status: 2,
  wechat_status: null,
  unsettled_amount: 4_981,
  settled_amount: 0,
  create_time: 1_700_000_000,
};
const page = <T,>(row: T[]) => ({
  row,
  paging_header: { total_count: row.length, page_index: 1, page_size: 20 },
});
const ROUTE = (tab: string) => `/service/payment/merchant/detail/${tab}?merchant=300001`;

describe('支付商户详情', () => {
  it('resolves the merchant by 商户号 and narrows 交易流水 to its id', async () => {
    const server = installFakeApi({
      ...kvHandlers(),
      'GET /api/service/payment/merchant/list': () => page([MERCHANT]),
      'GET /api/settlement/trade/payment/list': () => page([]),
    });
    renderResource(<MerchantTradePage />, { route: ROUTE('trade') });
    await waitFor(() => expect(server.callsTo('GET', '/api/settlement/trade/payment/list')).toHaveLength(1));
    expect(server.callsTo('GET', '/api/service/payment/merchant/list')[0]!.query.get('merchant_no')).toBe(
      '300001',
    );
    expect(server.callsTo('GET', '/api/settlement/trade/payment/list')[0]!.query.get('merchant_id')).toBe(
      '41',
    );
  });

  it('reads the named merchant’s 提现设置', async () => {
    const server = installFakeApi({
      ...kvHandlers(),
      'GET /api/service/payment/merchant/list': () => page([MERCHANT]),
      'GET /api/trading-center/settlement/setting/detail': () => ({
        merchant_id: 41,
        owner_name: '深圳福田中心停车场',
        value: {
          auto_withdraw: 0,
          min_amount: 10_000,
          account_name: '',
          bank_name: '招商银行',
          bank_account: '',
        },
        update_time: 0,
        saved: false,
      }),
    });
    renderResource(<MerchantWithdrawPage />, { route: ROUTE('setting') });
    expect(await screen.findByText('结算设置 · 深圳福田中心停车场', {}, { timeout: 10_000 })).toBeTruthy();
    expect(
      server.callsTo('GET', '/api/trading-center/settlement/setting/detail')[0]!.query.get('merchant_id'),
    ).toBe('41');
  });

  it('says so when the 商户号 is not one of the caller’s payment merchants', async () => {
    installFakeApi({ 'GET /api/service/payment/merchant/list': () => page([]) });
    renderResource(<MerchantTradePage />, { route: ROUTE('trade') });
    expect(await screen.findByText('支付商户不存在或无权查看', {}, { timeout: 10_000 })).toBeTruthy();
  });
});
