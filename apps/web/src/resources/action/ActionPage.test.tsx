import { collectionResource } from '@console/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { installFakeApi, listPayload } from '../../test/fake-api';
import { setUpSignedInSuite } from '../../test/session';
import { label } from '../../widgets/testing/render-widget';
import { ResourceListPage } from '../list/ResourceListPage';
import { currentLocation, renderResource } from '../testing/render-resource';
import { ActionPage } from './ActionPage';

// 采集审核 is the engine's action page over the collection's two page-asked actions, 通过 and 驳回.
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
const CUSTOMERS = listPayload([{ id: 41, merchant_no: '300001', name: '深圳福田中心停车场', status: 1 }]);
const APPROVE = '/api/parking/collection/approve';
const REJECT = '/api/parking/collection/reject';

function serve(row: Record<string, unknown> = WAITING) {
  return installFakeApi({
    'GET /api/parking/collection/detail': () => row,
    'GET /api/parking/customer/list': () => CUSTOMERS,
    [`PUT ${APPROVE}`]: () => ({ status: 1, park_id: 9 }),
    [`PUT ${REJECT}`]: () => null,
  });
}

const page = (action: string) =>
  renderResource(<ActionPage resource={collectionResource} />, {
    route: `/parking/collection/audit?id=3&action=${action}`,
  });

describe('the action page (采集审核)', () => {
  it('does not reject without a reason, then sends it and returns to the list, refreshing only that list', async () => {
    const server = serve();
    const { user, client } = page('reject');
    client.setQueryData(['parking/collection', 'list', {}], { row: [] });
    client.setQueryData(['parking/record', 'list', {}], { row: [] });
    const button = await screen.findByRole('button', { name: label('驳回') });
    expect(screen.getByText('科兴科学园停车场')).toBeTruthy();
    await user.click(button);
    expect(await screen.findByText('请输入驳回原因')).toBeTruthy();
    // Blank is no reason either.
    await user.type(screen.getByLabelText('驳回原因'), '   ');
    await user.click(button);
    expect(await screen.findByText('请输入驳回原因')).toBeTruthy();
    expect(server.callsTo('PUT', REJECT)).toHaveLength(0);

    await user.clear(screen.getByLabelText('驳回原因'));
    await user.type(screen.getByLabelText('驳回原因'), ' 封闭小区内部车位 ');
    await user.click(button);
    await waitFor(() => expect(currentLocation()).toBe('/parking/collection'));
    expect(server.callsTo('PUT', REJECT)[0]!.body).toEqual({ id: 3, audit_reason: '封闭小区内部车位' });
    expect(client.getQueryState(['parking/collection', 'list', {}])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['parking/record', 'list', {}])?.isInvalidated).toBe(false);
  });

  it('approves with the owner chosen and the collected name and spaces prefilled', async () => {
    const server = serve();
    const { user } = page('approve');
    expect(((await screen.findByLabelText('车场名称')) as HTMLInputElement).value).toBe('科兴科学园停车场');
    await user.click(screen.getByRole('button', { name: label('通过') }));
    expect(await screen.findByText('请选择车场所属商户')).toBeTruthy();
    expect(server.callsTo('PUT', APPROVE)).toHaveLength(0);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: '车场所属商户' }));
    await user.click(
      await screen.findByText('深圳福田中心停车场', { selector: '.ant-select-item-option-content' }),
    );
    await user.click(screen.getByRole('button', { name: label('通过') }));
    await waitFor(() => expect(server.callsTo('PUT', APPROVE)).toHaveLength(1));
    expect(server.callsTo('PUT', APPROVE)[0]!.body).toEqual({
      id: 3,
      merchant_id: 41,
      park_name: '科兴科学园停车场',
      park_spaces: 860,
      charge_mode: 1,
    });
    await waitFor(() => expect(currentLocation()).toBe('/parking/collection'));
  });

  it('switches between the actions that apply, each with its own input', async () => {
    serve();
    const { user } = page('approve');
    expect(await screen.findByLabelText('车场名称')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: '驳回' }));
    expect(await screen.findByLabelText('驳回原因')).toBeTruthy();
    expect(screen.queryByLabelText('车场名称')).toBeNull();
  });

  it('offers no action on a decided collection', async () => {
    serve({ ...WAITING, status: 2, audit_reason: '重复采集' });
    page('approve');
    expect(await screen.findByText('该车场采集当前不能通过或驳回')).toBeTruthy();
    expect(screen.queryByRole('button', { name: label('通过') })).toBeNull();
  });

  it('is where the list row action of a page-asked action goes', async () => {
    installFakeApi({ 'GET /api/parking/collection/list': () => listPayload([WAITING]) });
    const { user } = renderResource(
      <ResourceListPage resource={collectionResource} actionPath="/parking/collection/audit" />,
      { route: '/parking/collection' },
    );
    await user.click(await screen.findByRole('button', { name: label('驳回') }));
    expect(currentLocation()).toBe('/parking/collection/audit?id=3&action=reject');
  });
});
