import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderResource } from '../../../resources/testing/render-resource';
import { installFakeApi } from '../../../test/fake-api';
import { setUpSignedInSuite } from '../../../test/session';
import { label } from '../../../widgets/testing/render-widget';
import CollectionAuditPage from './CollectionAuditPage';

setUpSignedInSuite(['parking:collection:list', 'parking:collection:detail', 'parking:collection:audit']);
vi.setConfig({ testTimeout: 60_000 });

const WAITING = {
  id: 3,
  name: '科兴科学园停车场',
  area_code: '440305',
  address: '深圳市南山区科苑路15号',
  total_spaces: 860,
  collector_name: '王强',
  collect_time: 1_763_000_000,
  status: 0,
};

const CUSTOMERS = {
  row: [
    { id: 41, merchant_no: '300001', name: '深圳福田中心停车场', status: 1, park_count: 2, create_time: 1 },
  ],
  paging_header: { total_count: 1, page_index: 1, page_size: 200 },
};

function serve(row: Record<string, unknown> = WAITING) {
  return installFakeApi({
    'GET /api/parking/collection/detail': () => row,
    'GET /api/parking/customer/list': () => CUSTOMERS,
    'PUT /api/parking/collection/audit': () => null,
  });
}

const submit = () => screen.getByRole('button', { name: label('提交审核') });

describe('采集审核', () => {
  it('does not reject without a reason, then sends the reason', async () => {
    const server = serve();
    const { user } = renderResource(<CollectionAuditPage />, { route: '/parking/collection/audit?id=3' });
    await user.click(await screen.findByLabelText('驳回'));
    await user.click(submit());
    expect(await screen.findByText('请填写驳回原因')).toBeTruthy();
    // Blank is no reason either.
    await user.type(screen.getByLabelText('驳回原因'), '   ');
    await user.click(submit());
    expect(await screen.findByText('请填写驳回原因')).toBeTruthy();
    expect(screen.queryByText('确定驳回该采集吗？')).toBeNull();

    await user.clear(screen.getByLabelText('驳回原因'));
    await user.type(screen.getByLabelText('驳回原因'), '封闭小区内部车位');
    await user.click(submit());
    await user.click(await screen.findByRole('button', { name: label('驳回') }));
    await waitFor(() => expect(server.callsTo('PUT', '/api/parking/collection/audit')).toHaveLength(1));
    expect(server.callsTo('PUT', '/api/parking/collection/audit')[0]!.body).toMatchObject({
      id: 3,
      result: 2,
      reason: '封闭小区内部车位',
    });
  });

  it('does not approve without the merchant that will own the park', async () => {
    const server = serve();
    const { user } = renderResource(<CollectionAuditPage />, { route: '/parking/collection/audit?id=3' });
    expect(((await screen.findByLabelText('车场名称')) as HTMLInputElement).value).toBe('科兴科学园停车场');
    await user.click(submit());
    expect(await screen.findByText('请选择车场所属商户')).toBeTruthy();
    expect(server.callsTo('PUT', '/api/parking/collection/audit')).toHaveLength(0);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: '所属商户' }));
    await user.click(
      await screen.findByText('深圳福田中心停车场（300001）', {
        selector: '.ant-select-item-option-content',
      }),
    );
    await user.click(submit());
    await user.click(await screen.findByRole('button', { name: label('通过') }));
    await waitFor(() => expect(server.callsTo('PUT', '/api/parking/collection/audit')).toHaveLength(1));
    expect(server.callsTo('PUT', '/api/parking/collection/audit')[0]!.body).toMatchObject({
      id: 3,
      result: 1,
      merchant_id: 41,
      name: '科兴科学园停车场',
      total_spaces: 860,
      charge_mode: 1,
    });
  });

  it('offers no second audit of a decided collection', async () => {
    serve({ ...WAITING, status: 2, audit_reason: '重复采集' });
    renderResource(<CollectionAuditPage />, { route: '/parking/collection/audit?id=3' });
    expect(await screen.findByText('该采集已审核，不能再次审核。')).toBeTruthy();
    expect(screen.queryByRole('button', { name: label('提交审核') })).toBeNull();
  });
});
