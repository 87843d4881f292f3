import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderResource } from '../../../resources/testing/render-resource';
import { installFakeApi, jsonResponse } from '../../../test/fake-api';
import { useSession } from '../../../lib/session-store';
import { setUpSignedInSuite, TEST_USER } from '../../../test/session';
import DevtoolParkingPage from './DevtoolParkingPage';

const CODES = ['system:devtool:parking', 'parking:order:payment:detail'];
setUpSignedInSuite(CODES);
vi.setConfig({ testTimeout: 30_000 });

const PARK = { id: 9, name: '福田中心停车场', g_park_uuid: 'uuid-9' };

function serve(handlers: Parameters<typeof installFakeApi>[0]) {
  return installFakeApi({ 'GET /api/park/simple-list': () => ({ row: [PARK] }), ...handlers });
}

async function fillCar(plate: string) {
  const { user } = renderResource(<DevtoolParkingPage />, { route: '/base/services/devtool/parking' });
  const form = screen.getByRole('form', { name: '模拟车辆' });
  fireEvent.mouseDown(within(form).getAllByRole('combobox')[0]!);
  fireEvent.click(await screen.findByTitle(PARK.name));
  await user.type(screen.getByRole('textbox', { name: '车牌号' }), plate);
  return user;
}

const outcome = () => screen.findByRole('status', { name: '模拟结果' });

describe('模拟进出场', () => {
  it('sends the backdated entry and shows a blacklist refusal with its reason', async () => {
    const api = serve({
      'POST /api/devtool/parking/entry': () => ({ admitted: false, reason: '多次逃费' }),
    });
    const user = await fillCar('粤b12345');
    await user.type(screen.getByRole('spinbutton', { name: '入场于多少分钟前' }), '125');
    await user.click(screen.getByRole('button', { name: '模拟入场' }));
    expect((await outcome()).textContent).toContain('拒绝入场');
    expect((await outcome()).textContent).toContain('黑名单车辆：多次逃费');
    expect(api.callsTo('POST', '/api/devtool/parking/entry')[0]!.body).toEqual({
      park_id: 9,
      plate: '粤B12345',
      plate_color: 1,
      minutes_ago: 125,
    });
  });

  it('shows the exit fee and links the order', async () => {
    // The order detail page belongs to the parking product of a partner.
    useSession
      .getState()
      .setProfile({ ...TEST_USER, permission: CODES.join(','), product: ['parking', 'partner'] });
    serve({
      'POST /api/devtool/parking/exit': () => ({
        record_id: 1,
        order_id: 77,
        order_no: 'P20261123120000123456',
        fee: 1500,
        paid: 1500,
        discount: 0,
        coupons: [],
        owed: 0,
        order_status: 1,
      }),
    });
    const user = await fillCar('粤B12345');
    await user.click(screen.getByRole('button', { name: '模拟出场' }));
    const shown = await outcome();
    expect(shown.textContent).toContain('已出场，应收 ￥15.00');
    const link = within(shown).getByRole('link', { name: 'P20261123120000123456' });
    expect(link.getAttribute('href')).toBe('/parking/order/payment/detail?id=77');
  });

  it('shows the order number without a link to those who may not open the order', async () => {
    serve({
      'POST /api/devtool/parking/exit': () => ({
        record_id: 1,
        order_id: 77,
        order_no: 'P20261123120000123456',
        fee: 0,
        paid: 0,
        discount: 0,
        coupons: [],
        owed: 0,
        order_status: 1,
      }),
    });
    const user = await fillCar('粤B12345');
    await user.click(screen.getByRole('button', { name: '模拟出场' }));
    const shown = await outcome();
    expect(shown.textContent).toContain('P20261123120000123456');
    expect(within(shown).queryByRole('link', { name: 'P20261123120000123456' })).toBeNull();
  });

  it('sends the 券码 shown at the exit and names the coupons that took the discount', async () => {
    const api = serve({
      'POST /api/devtool/parking/exit': () => ({
        record_id: 1,
        order_id: 78,
        order_no: 'P20261123120000123457',
        fee: 1500,
        paid: 0,
        discount: 500,
        coupons: [{ coupon_no: 'FQ1764100000123', coupon_name: '满减券', discount: 500 }],
        owed: 1000,
        order_status: 0,
      }),
    });
    const user = await fillCar('粤B12345');
    await user.type(screen.getByRole('textbox', { name: '券码' }), ' fq1764100000123 ');
    await user.click(screen.getByRole('button', { name: '模拟出场' }));
    expect((await outcome()).textContent).toContain('优惠券抵扣 ￥5.00（满减券 ￥5.00），待支付 ￥10.00');
    expect(api.callsTo('POST', '/api/devtool/parking/exit')[0]!.body).toMatchObject({
      plate: '粤B12345',
      grant_no: 'fq1764100000123',
    });
  });

  it('shows a 1409 answer as the outcome and keeps it in the log', async () => {
    serve({
      'POST /api/devtool/parking/exit': () =>
        jsonResponse(409, { code: 1409, message: '请先缴费后离场，应缴 ￥10.00', seqno: 's' }),
    });
    const user = await fillCar('粤B12345');
    await user.click(screen.getByRole('button', { name: '模拟出场' }));
    expect((await outcome()).textContent).toContain('请先缴费后离场，应缴 ￥10.00');
    const log = screen.getByRole('list', { name: '本次操作记录' });
    expect(within(log).getAllByRole('listitem')).toHaveLength(1);
  });

  it('refuses a malformed plate before calling the server', async () => {
    const api = serve({});
    const user = await fillCar('ABC');
    await user.click(screen.getByRole('button', { name: '模拟入场' }));
    expect(await screen.findByText('请输入正确的车牌号码')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('POST', '/api/devtool/parking/entry')).toHaveLength(0));
  });

  it('fills a random new-energy plate in green', async () => {
    const { user } = renderResource(<DevtoolParkingPage />, { route: '/base/services/devtool/parking' });
    await user.click(screen.getByRole('button', { name: '新能源车牌' }));
    const plate = (screen.getByRole('textbox', { name: '车牌号' }) as HTMLInputElement).value;
    expect(plate).toMatch(/^.[A-Z][DF][A-Z0-9]\d{4}$/);
    expect(screen.getByTitle('绿')).toBeTruthy();
  });
});
