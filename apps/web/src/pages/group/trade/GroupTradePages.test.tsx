import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { currentLocation, renderResource } from '../../../resources/testing/render-resource';
import { installFakeApi, listPayload } from '../../../test/fake-api';
import { signInWith, setUpSignedInSuite } from '../../../test/session';
import { GroupLotAbnormalPage, GroupLotOrderPage, GroupPaymentPage } from './GroupTradePages';

setUpSignedInSuite();
// A lot list renders the gate, then the table: slow on a busy machine, so the waits are generous.
vi.setConfig({ testTimeout: 30_000 });

const PARK = { id: 9, name: '华润大厦停车场', g_park_uuid: 'uuid-9', total_spaces: 600 };
const LOT_QUERY = 'g_code=uuid-9&park_name=%E5%8D%8E%E6%B6%A6';
const ORDER = {
  id: 31,
  order_no: 'P2026112600031',
  park_id: 9,
  park_name: PARK.name,
  plate: '粤B12345',
  amount: 1000,
  paid_amount: 1000,
  discount_amount: 0,
  coupons: '',
  duration: 120,
  pay_type: 2,
  pay_mode: 3,
  status: 1,
  business: 'parking_cashier',
  create_time: 1_764_000_000,
};
const RECHARGE = { ...ORDER, id: 41, order_no: 'R2026112600041', card_type: 1, quantity: 3 };

describe('停车集团 trade screens', () => {
  it('opens an order’s detail in a drawer from the cross-lot list, with no refund for the group', async () => {
    signInWith(['group:order:payment:list', 'group:order:payment:detail', 'group:console:view']);
    const api = installFakeApi({
      'GET /api/park/list': () => listPayload([PARK]),
      'GET /api/parking/order/payment/list': () => listPayload([ORDER]),
      'GET /api/parking/order/payment/detail': () => ORDER,
    });
    const { user } = renderResource(<GroupPaymentPage />, { route: '/group/trade/payment' });
    expect(await screen.findByText('P2026112600031', {}, { timeout: 20_000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '退款' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '详情' }));
    expect(await screen.findByText('临停订单详情')).toBeTruthy();
    // The definition's detail sections: 车辆 is a section title, not a column of the list.
    expect(await screen.findByText('车辆')).toBeTruthy();
    expect(api.callsTo('GET', '/api/parking/order/payment/detail')[0]!.query.get('id')).toBe('31');
  });

  it('shows the lot’s orders as the tabs the codes allow, fixed to the lot', async () => {
    signInWith(['group:order:payment:list', 'group:order:recharge:list', 'group:console:view']);
    const api = installFakeApi({
      'GET /api/park/list': () => listPayload([PARK]),
      'GET /api/parking/order/payment/list': () => listPayload([ORDER]),
      'GET /api/parking/order/recharge/list': () => listPayload([RECHARGE]),
    });
    const { user } = renderResource(<GroupLotOrderPage />, { route: `/group/parking/order?${LOT_QUERY}` });
    expect(await screen.findByText('P2026112600031', {}, { timeout: 20_000 })).toBeTruthy();
    expect(api.callsTo('GET', '/api/parking/order/payment/list')[0]!.query.get('park_id')).toBe('9');
    await user.click(screen.getByRole('tab', { name: '月卡订单' }));
    expect(await screen.findByText('R2026112600041', {}, { timeout: 20_000 })).toBeTruthy();
    expect(currentLocation()).toBe(`/group/parking/order?tab=recharge&${LOT_QUERY}`);
    expect(api.callsTo('GET', '/api/parking/order/recharge/list')[0]!.query.get('park_id')).toBe('9');
  });

  it('shows only the tab of the code held', async () => {
    signInWith(['group:order:recharge:list', 'group:console:view']);
    installFakeApi({
      'GET /api/park/list': () => listPayload([PARK]),
      'GET /api/parking/order/recharge/list': () => listPayload([RECHARGE]),
    });
    renderResource(<GroupLotOrderPage />, { route: `/group/parking/order?${LOT_QUERY}` });
    expect(await screen.findByText('R2026112600041', {}, { timeout: 20_000 })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: '临停订单' })).toBeNull();
  });

  it('links an abnormal passage to its record inside the lot, keeping the lot’s query', async () => {
    signInWith(['group:abnormal:list', 'group:record:detail', 'group:console:view']);
    installFakeApi({
      'GET /api/park/list': () => listPayload([PARK]),
      'GET /api/group/abnormal/list': () => ({
        ...listPayload([
          {
            park_id: 9,
            park_name: PARK.name,
            kind: 3,
            plate: '粤B12345',
            plate_color: 1,
            record_id: 77,
            entry_time: 1_764_000_000,
            exit_time: 1_764_007_200,
            duration: 120,
            event_time: 1_764_007_200,
            gate: '深南东路出口',
            other_plate: '粤B12346',
            note: '订单车牌与入场车牌不一致',
            operator_name: '',
          },
        ]),
        totals: {},
      }),
    });
    const { user } = renderResource(<GroupLotAbnormalPage />, {
      route: `/group/parking/record/abnormal?${LOT_QUERY}`,
    });
    expect(await screen.findByText('粤B12346', {}, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getByText('车牌不符')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '停车记录' }));
    expect(currentLocation()).toBe(`/group/parking/record/detail?id=77&${LOT_QUERY}`);
  });
});
