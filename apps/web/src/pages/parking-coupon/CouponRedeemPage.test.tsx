import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderResource } from '../../resources/testing/render-resource';
import { envelope, installFakeApi, jsonResponse } from '../../test/fake-api';
import CouponRedeemPage from './CouponRedeemPage';

vi.setConfig({ testTimeout: 30_000 });

const INFO = {
  merchant_name: '深圳福田中心停车场',
  name: '一楼收银台',
  coupon_name: '到店消费停车减免 5 元',
  coupon_type: 1,
  face_value: 500,
  reason: null,
  expire_time: 1_800_000_000,
};

describe('领取停车券', () => {
  it('shows what the code gives, sends the plate once with a request id, and says 领取成功', async () => {
    const api = installFakeApi({
      'GET /api/parking-coupon/redeem/info': () => INFO,
      'POST /api/parking-coupon/redeem': () => ({
        grant_no: 'FQ1',
        plate: '粤B12345',
        coupon_name: INFO.coupon_name,
        expire_time: 1_800_000_000,
      }),
    });
    const { user } = renderResource(<CouponRedeemPage />, { route: '/coupon/redeem?t=abc_DEF-123' });
    expect(await screen.findByText(INFO.coupon_name)).toBeTruthy();
    await user.type(screen.getByLabelText('车牌号'), '粤b12345');
    await user.click(screen.getByRole('button', { name: /领\s*取/ }));
    expect(await screen.findByText('领取成功')).toBeTruthy();
    const [sent] = api.callsTo('POST', '/api/parking-coupon/redeem');
    expect(sent?.body).toMatchObject({ token: 'abc_DEF-123', plate: '粤B12345' });
    expect((sent?.body as { request_id: string }).request_id).toMatch(/^[0-9a-f]{32}$/);
  });

  it('shows the server’s refusal in its own words and keeps the form', async () => {
    installFakeApi({
      'GET /api/parking-coupon/redeem/info': () => INFO,
      'POST /api/parking-coupon/redeem': () =>
        jsonResponse(409, envelope(undefined, 1409, '每车限领 1 张，该车牌已领取')),
    });
    const { user } = renderResource(<CouponRedeemPage />, { route: '/coupon/redeem?c=ABCDEFGH23456789' });
    await user.type(await screen.findByLabelText('车牌号'), '粤B12345');
    await user.click(screen.getByRole('button', { name: /领\s*取/ }));
    expect(await screen.findByText('每车限领 1 张，该车牌已领取')).toBeTruthy();
    expect(screen.getByRole('button', { name: /领\s*取/ })).toBeTruthy();
  });

  it('offers no form for a code that is already taken', async () => {
    installFakeApi({ 'GET /api/parking-coupon/redeem/info': () => ({ ...INFO, reason: '该码已被领取' }) });
    renderResource(<CouponRedeemPage />, { route: '/coupon/redeem?t=abc' });
    expect(await screen.findByText('该码已被领取')).toBeTruthy();
    expect(screen.queryByLabelText('车牌号')).toBeNull();
  });
});
