import { couponWarehouseResource, inParkingResource, paymentOrderResource } from '@console/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { envelope, installFakeApi, jsonResponse, listPayload } from '../../test/fake-api';
import { setUpSignedInSuite } from '../../test/session';
import { label } from '../../widgets/testing/render-widget';
import { ResourceListPage } from '../list/ResourceListPage';
import { renderResource } from '../testing/render-resource';
import { ActionDialog } from './ActionDialog';

setUpSignedInSuite([
  'parking:in-parking:list',
  'parking:release:create',
  'parking:order:payment:list',
  'parking:order:payment:refund',
  'coupon:warehouse:send',
]);
// antd dialogs and selects under a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const CAR = {
  id: 7,
  plate: '粤B7A123',
  plate_color: 1,
  park_name: '福田中心停车场',
  entry_time: 1_767_225_600,
};
const RELEASE = 'PUT /api/parking/in-parking/release';

function renderRelease() {
  const onClose = vi.fn();
  const server = installFakeApi({ [RELEASE]: () => ({ release_id: 3, waived_amount: 1500 }) });
  const view = renderResource(
    <ActionDialog resource={inParkingResource} name="release" row={CAR} onClose={onClose} />,
  );
  return { ...view, server, onClose };
}

describe('the generic action dialog', () => {
  it('shows what is acted on and asks the declared input, refusing a blank reason', async () => {
    const { user, server } = renderRelease();
    const dialog = await screen.findByRole('dialog', { name: '人工放行' });
    expect(within(dialog).getByText('福田中心停车场')).toBeTruthy();
    expect(within(dialog).getByText('2026-01-01 08:00:00')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('放行原因'), '   ');
    await user.click(within(dialog).getByRole('button', { name: '人工放行' }));
    expect(await within(dialog).findByText('请输入放行原因')).toBeTruthy();
    expect(server.callsTo('PUT', '/api/parking/in-parking/release')).toHaveLength(0);
  });

  it('sends the trimmed input once, as its own confirmation, and closes', async () => {
    const { user, server, onClose } = renderRelease();
    const dialog = await screen.findByRole('dialog', { name: '人工放行' });
    await user.type(within(dialog).getByLabelText('放行原因'), ' 道闸故障，车主已线下缴费 ');
    await user.type(within(dialog).getByLabelText('放行通道'), '1 号出口');
    await user.click(within(dialog).getByRole('button', { name: '人工放行' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.callsTo('PUT', '/api/parking/in-parking/release')[0]?.body).toEqual({
      id: 7,
      reason: '道闸故障，车主已线下缴费',
      gate: '1 号出口',
    });
  });
});

describe('an action declared with requestId (发券)', () => {
  const STOCK = { id: 5, coupon_name: '5元停车券', coupon_value: '￥5.00', remaining: 9, status: 1 };
  const SEND = 'PUT /api/parking-coupon/warehouse/send';

  it('sends one request id made when the dialog opened, the same on a retry', async () => {
    let calls = 0;
    const server = installFakeApi({
      // The first try fails on the way (a gateway error), the retry succeeds.
      [SEND]: () =>
        (calls += 1) === 1
          ? jsonResponse(502, envelope(undefined, 5000, '网关错误'))
          : { id: 1, grant_no: 'FQ1', expire_time: 1_767_225_600 },
    });
    const onClose = vi.fn();
    const { user } = renderResource(
      <ActionDialog resource={couponWarehouseResource} name="send" row={STOCK} onClose={onClose} />,
    );
    const dialog = await screen.findByRole('dialog', { name: '发券' });
    await user.type(within(dialog).getByLabelText('车牌号'), '粤B12345');
    await user.click(within(dialog).getByRole('button', { name: /^发\s?券$/ }));
    await waitFor(() => expect(server.callsTo('PUT', '/api/parking-coupon/warehouse/send')).toHaveLength(1));
    expect(onClose).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: /^发\s?券$/ }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const bodies = server.callsTo('PUT', '/api/parking-coupon/warehouse/send').map((c) => c.body);
    expect(bodies).toHaveLength(2);
    const [first, second] = bodies as { request_id: string }[];
    expect(first).toMatchObject({ id: 5, plate: '粤B12345', plate_color: 1 });
    expect(first?.request_id).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(second?.request_id).toBe(first?.request_id);
  });
});

describe('退款 from the order list', () => {
  const ORDERS = [
    { id: 1, order_no: 'P001', plate: '粤B11111', plate_color: 1, paid_amount: 1500, status: 1 },
    { id: 2, order_no: 'P002', plate: '粤B22222', plate_color: 1, paid_amount: 0, status: 1 },
  ];

  it('offers 退款 only for a paid order, and shows the amount in its one dialog', async () => {
    const server = installFakeApi({
      'GET /api/parking/order/payment/list': () => listPayload(ORDERS, 2, 1, 20),
      'PUT /api/parking/order/payment/refund': () => null,
    });
    const { user } = renderResource(<ResourceListPage resource={paymentOrderResource} />, {
      route: '/parking-merchant/order/payment',
    });
    const paid = (await screen.findByText('P001')).closest('tr') as HTMLElement;
    const free = screen.getByText('P002').closest('tr') as HTMLElement;
    expect(within(free).queryByRole('button', { name: label('退款') })).toBeNull();
    await user.click(within(paid).getByRole('button', { name: label('退款') }));

    // The list's own controls share the test id antd labels dialogs with, so find it by its content.
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('P001')).toBeTruthy();
    expect(within(dialog).getByText('￥15.00')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('退款原因'), '重复扣费');
    await user.click(within(dialog).getByRole('button', { name: label('退款') }));
    await waitFor(() => expect(server.callsTo('PUT', '/api/parking/order/payment/refund')).toHaveLength(1));
    expect(server.callsTo('PUT', '/api/parking/order/payment/refund')[0]?.body).toEqual({
      id: 1,
      refund_reason: '重复扣费',
    });
    // No second confirmation: the dialog was the confirmation.
    expect(screen.queryByText(/确定要退款/)).toBeNull();
  });
});
