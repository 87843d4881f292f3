import { fixedCarApplyResource } from '@console/core';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../test/fake-api';
import { setUpSignedInSuite } from '../../test/session';
import { label } from '../../widgets/testing/render-widget';
import { ResourceDetailPage } from '../detail/ResourceDetailPage';
import { currentLocation, renderResource } from '../testing/render-resource';
import { ActionPage } from './ActionPage';

// 固定车申请审核 is the engine's action page with the definition's preview, done message and refreshes.
setUpSignedInSuite(['parking:vip:apply:list', 'parking:vip:apply:detail', 'parking:vip:apply:audit']);
vi.setConfig({ testTimeout: 60_000 });

const PENDING = {
  id: 5,
  apply_no: 'A17930000000001',
  park_name: '福田CBD卓越世纪中心停车场',
  plate: '粤B12345',
  card_type: 1,
  quantity: 3,
  applicant_name: '赵磊',
  applicant_mobile: '13812345678',
  status: 0,
  create_time: 1_793_000_000,
};
const APPROVE = '/api/parking/car-apply/approve';

describe('固定车申请审核 on the generic action page', () => {
  it('previews the amount from the price typed, approves, says the card opened and refreshes the cards', async () => {
    const server = installFakeApi({
      'GET /api/parking/car-apply/detail': () => PENDING,
      [`PUT ${APPROVE}`]: () => ({ car_id: 9, order_id: 12 }),
    });
    const { user, client } = renderResource(<ActionPage resource={fixedCarApplyResource} />, {
      route: '/parking-merchant/car/apply/audit?id=5&action=approve',
    });
    client.setQueryData(['parking/month-card', 'list', {}], { row: [] });
    client.setQueryData(['parking/record', 'list', {}], { row: [] });
    await user.type(await screen.findByLabelText('单价（每单位）'), '300');
    expect(await screen.findByText('￥900.00')).toBeTruthy();
    expect(screen.getByText('新开月卡有效期')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: label('通过') }));
    await waitFor(() => expect(server.callsTo('PUT', APPROVE)).toHaveLength(1));
    expect(server.callsTo('PUT', APPROVE)[0]!.body).toEqual({
      id: 5,
      unit_price: 30000,
      pay_type: 1,
      pay_mode: 0,
    });
    expect(await screen.findByText('审核通过，月卡已开通')).toBeTruthy();
    await waitFor(() => expect(currentLocation()).toBe('/parking-merchant/car/apply/list'));
    expect(client.getQueryState(['parking/month-card', 'list', {}])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['parking/record', 'list', {}])?.isInvalidated).toBe(false);
  });

  it('rejects with the reason the owner reads, saying so', async () => {
    const server = installFakeApi({
      'GET /api/parking/car-apply/detail': () => PENDING,
      'PUT /api/parking/car-apply/reject': () => null,
    });
    const { user } = renderResource(<ActionPage resource={fixedCarApplyResource} />, {
      route: '/parking-merchant/car/apply/audit?id=5&action=reject',
    });
    await user.type(await screen.findByLabelText('驳回原因'), '车位已满');
    await user.click(screen.getByRole('button', { name: label('驳回') }));
    expect(await screen.findByText('已驳回')).toBeTruthy();
    expect(server.callsTo('PUT', '/api/parking/car-apply/reject')[0]!.body).toEqual({
      id: 5,
      reject_reason: '车位已满',
    });
  });

  it('offers the page actions from the detail while the application waits, none once decided', async () => {
    installFakeApi({ 'GET /api/parking/car-apply/detail': () => PENDING });
    const { user } = renderResource(
      <ResourceDetailPage resource={fixedCarApplyResource} actionPath="/parking-merchant/car/apply/audit" />,
      { route: '/parking-merchant/car/apply/detail?id=5' },
    );
    await user.click(await screen.findByRole('button', { name: label('驳回') }));
    expect(currentLocation()).toBe('/parking-merchant/car/apply/audit?id=5&action=reject');
  });

  it('shows no page action on a decided application', async () => {
    installFakeApi({ 'GET /api/parking/car-apply/detail': () => ({ ...PENDING, status: 2 }) });
    renderResource(
      <ResourceDetailPage resource={fixedCarApplyResource} actionPath="/parking-merchant/car/apply/audit" />,
      { route: '/parking-merchant/car/apply/detail?id=5' },
    );
    expect(await screen.findByText('A17930000000001')).toBeTruthy();
    expect(screen.queryByRole('button', { name: label('通过') })).toBeNull();
    expect(screen.queryByRole('button', { name: label('驳回') })).toBeNull();
  });
});
