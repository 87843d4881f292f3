import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderResource } from '../../../resources/testing/render-resource';
import { installFakeApi, kvHandlers } from '../../../test/fake-api';
import { setUpSignedInSuite } from '../../../test/session';
import { label } from '../../../widgets/testing/render-widget';
import CustomerProfitPolicyPage from './CustomerProfitPolicyPage';
import CustomerSetListPage from './CustomerSetListPage';
import CustomerSoftwarePage from './CustomerSoftwarePage';

setUpSignedInSuite([
  'parking:customer:detail',
  'parking:customer:software:list',
  'parking:customer:software:update',
  'parking:customer:set:list',
  'parking:customer:set:create',
  'parking:customer:set:update',
  'parking:software:list',
  'profit:policy:list',
  'profit:policy:create',
  'profit:policy:update',
]);
vi.setConfig({ testTimeout: 60_000 });

const CUSTOMER = {
  id: 41,
  merchant_no: '300001',
  name: '深圳福田中心停车场',
  status: 1,
  contact_name: '李娜',
  contact_mobile: '13800138000',
  create_time: 1_700_000_000,
  park_count: 2,
  total_spaces: 900,
};
const page = <T,>(row: T[]) => ({
  row,
  paging_header: { total_count: row.length, page_index: 1, page_size: 20 },
});
const SOFTWARE = page([{ id: 7, name: '捷顺 JSST', version: 'V5.2', vendor: '捷顺科技', status: 1 }]);
const ROUTE = (tab: string) => `/parking/customer/detail/${tab}?g_code=300001`;

describe('客户软件', () => {
  it('lists each park with its software and sets one', async () => {
    const server = installFakeApi({
      ...kvHandlers(),
      'GET /api/parking/customer/detail': () => CUSTOMER,
      'GET /api/parking/customer/software/list': () =>
        page([
          {
            park_id: 5,
            park_name: '福田中心地下停车场',
            g_park_uuid: 'p-5',
            park_status: 1,
            software_id: null,
            install_time: null,
            remark: null,
            software_name: null,
            vendor: null,
            version: null,
            protocol: null,
          },
        ]),
      'GET /api/parking/software/list': () => SOFTWARE,
      'PUT /api/parking/customer/software/update': () => null,
    });
    const { user } = renderResource(<CustomerSoftwarePage />, { route: ROUTE('software') });
    const row = (await screen.findByText('福田中心地下停车场', {}, { timeout: 10_000 })).closest('tr')!;
    expect(within(row).getByText('未设置')).toBeTruthy();
    expect(server.callsTo('GET', '/api/parking/customer/software/list')[0]!.query.get('g_code')).toBe(
      '300001',
    );

    await user.click(within(row).getByRole('button', { name: label('设置软件') }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: label('保存') }));
    expect(await within(dialog).findByText('请选择软件')).toBeTruthy();

    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '软件' }));
    await user.click(
      await screen.findByText('捷顺 JSST V5.2（捷顺科技）', { selector: '.ant-select-item-option-content' }),
    );
    await user.type(within(dialog).getByLabelText('备注'), '现场升级');
    await user.click(within(dialog).getByRole('button', { name: label('保存') }));
    await waitFor(() =>
      expect(server.callsTo('PUT', '/api/parking/customer/software/update')[0]?.body).toEqual({
        park_id: 5,
        software_id: 7,
        remark: '现场升级',
      }),
    );
    // The list asks again, showing the new software.
    await waitFor(() => expect(server.callsTo('GET', '/api/parking/customer/software/list')).toHaveLength(2));
  });

  it('says so when the customer is not one of the caller', async () => {
    installFakeApi({ 'GET /api/parking/customer/detail': () => new Response('{}', { status: 404 }) });
    renderResource(<CustomerSoftwarePage />, { route: ROUTE('software') });
    expect(await screen.findByText('客户不存在或无权查看')).toBeTruthy();
  });
});

describe('软件套餐', () => {
  it('lists only this customer’s packages and files a new one under it', async () => {
    const server = installFakeApi({
      ...kvHandlers(),
      'GET /api/parking/customer/detail': () => CUSTOMER,
      'GET /api/parking/customer-set/list': () =>
        page([
          {
            id: 3,
            name: '两车场年度套餐',
            software_name: '捷顺 JSST V5.2',
            park_quota: 2,
            price: 240000,
            start_time: 1_700_000_000,
            end_time: 1_731_536_000,
            status: 1,
          },
        ]),
      'GET /api/parking/software/list': () => SOFTWARE,
      'POST /api/parking/customer-set/create': () => ({ id: 4 }),
    });
    const { user } = renderResource(<CustomerSetListPage />, { route: ROUTE('set-list') });
    expect(await screen.findByText('两车场年度套餐', {}, { timeout: 10_000 })).toBeTruthy();
    expect(server.callsTo('GET', '/api/parking/customer-set/list')[0]!.query.get('customer_id')).toBe('41');
    // The customer is fixed by the detail group: no 客户 search field.
    expect(screen.queryByRole('combobox', { name: '客户' })).toBeNull();

    await user.click(screen.getByRole('button', { name: label('新增套餐') }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByLabelText('客户')).toBeNull();
    await user.type(within(dialog).getByLabelText('套餐名称'), '三车场年度套餐');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '软件' }));
    await user.click(await screen.findByText('捷顺 JSST', { selector: '.ant-select-item-option-content' }));
    await user.type(within(dialog).getByLabelText('套餐价格'), '3600');
    await user.click(within(dialog).getByRole('button', { name: label('保存') }));
    await waitFor(() => expect(server.callsTo('POST', '/api/parking/customer-set/create')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/parking/customer-set/create')[0]!.body).toMatchObject({
      customer_id: 41,
      name: '三车场年度套餐',
      software_id: 7,
      park_quota: 1,
      price: 360000,
      status: 1,
    });
  });
});

describe('分账政策', () => {
  it('sets up the policy with the share typed in percent', async () => {
    const server = installFakeApi({
      ...kvHandlers(),
      'GET /api/parking/customer/detail': () => CUSTOMER,
      'GET /api/parking/profit-policy/list': () => page([]),
      'POST /api/parking/profit-policy/create': () => ({ id: 9 }),
    });
    const { user } = renderResource(<CustomerProfitPolicyPage />, { route: ROUTE('profit-policy') });
    await user.click(await screen.findByRole('button', { name: label('设置分账政策') }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('服务商分成比例'), '30.5');
    await user.click(within(dialog).getByRole('button', { name: label('保存') }));
    await waitFor(() => expect(server.callsTo('POST', '/api/parking/profit-policy/create')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/parking/profit-policy/create')[0]!.body).toMatchObject({
      customer_id: 41,
      partner_rate: 3050,
      settle_cycle: 3,
      status: 1,
    });
  });

  it('shows the policy with its share in percent', async () => {
    installFakeApi({
      ...kvHandlers(),
      'GET /api/parking/customer/detail': () => CUSTOMER,
      'GET /api/parking/profit-policy/list': () => page([{ id: 9, partner_rate: 3000 }]),
      'GET /api/parking/profit-policy/detail': () => ({
        id: 9,
        customer_id: 41,
        partner_rate: 3000,
        settle_cycle: 3,
        min_settle_amount: 10000,
        status: 1,
        effective_time: 1_700_000_000,
        update_time: 1_700_000_000,
      }),
    });
    renderResource(<CustomerProfitPolicyPage />, { route: ROUTE('profit-policy') });
    expect(await screen.findByText('30.00%')).toBeTruthy();
    expect(screen.getByRole('button', { name: label('编辑') })).toBeTruthy();
  });
});
