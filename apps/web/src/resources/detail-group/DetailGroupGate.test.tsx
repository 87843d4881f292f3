import { invoiceConfigResource } from '@console/core';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { installFakeApi, jsonResponse, listPayload } from '../../test/fake-api';
import { setUpSignedInSuite } from '../../test/session';
import { ResourceDetailPage } from '../detail/ResourceDetailPage';
import { currentLocation, renderResource } from '../testing/render-resource';
import { GroupLotGate, LotGate } from './lot-group';
import { useGroupLinks } from './use-group-links';

setUpSignedInSuite([]);
vi.setConfig({ testTimeout: 30_000 });

const PARK = { id: 9, name: '福田中心停车场', g_park_uuid: 'uuid-9', total_spaces: 120 };
const LOT_QUERY = 'g_park_uuid=uuid-9&park_name=%E7%A6%8F%E7%94%B0';

/** A lot page that shows the park it was handed and the links it would build. */
function Probe() {
  const { href } = useGroupLinks();
  return (
    <LotGate>
      {(park) => (
        <>
          <p>
            车场：{park.name}（{park.total_spaces} 个车位）
          </p>
          <a href={href('/parking/manage/config/acl/edit', { id: 5 })}>编辑授权</a>
        </>
      )}
    </LotGate>
  );
}

describe('detail group gate', () => {
  it('resolves the lot of g_park_uuid and hands it to the page', async () => {
    const api = installFakeApi({ 'GET /api/park/list': () => listPayload([PARK]) });
    renderResource(<Probe />, { route: `/parking/manage/release?${LOT_QUERY}&page_index=3` });
    expect(await screen.findByText('车场：福田中心停车场（120 个车位）')).toBeTruthy();
    expect(api.callsTo('GET', '/api/park/list')[0]!.query.get('g_park_uuid')).toBe('uuid-9');
    // The lot goes on into the link; the page's own paging does not, and the row's id comes first.
    expect(screen.getByRole('link', { name: '编辑授权' }).getAttribute('href')).toBe(
      `/parking/manage/config/acl/edit?id=5&${LOT_QUERY}`,
    );
  });

  it('says the lot does not exist for a uuid the caller does not see, with the way back', async () => {
    installFakeApi({ 'GET /api/park/list': () => listPayload([]) });
    const { user } = renderResource(<Probe />, { route: `/parking/manage/console?${LOT_QUERY}` });
    expect(await screen.findByText('车场不存在或无权查看')).toBeTruthy();
    expect(screen.getByText('请从车场列表选择车场后再进入')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '返回车场列表' }));
    expect(currentLocation()).toBe('/parking/apply/list');
  });

  it('says the same without asking the server when the page has no g_park_uuid', async () => {
    const api = installFakeApi({ 'GET /api/park/list': () => listPayload([PARK]) });
    renderResource(<Probe />, { route: '/parking/manage/release?park_name=x' });
    expect(await screen.findByText('车场不存在或无权查看')).toBeTruthy();
    expect(api.callsTo('GET', '/api/park/list')).toHaveLength(0);
  });

  it('offers 重试 when the lot could not be loaded, and shows it once the retry succeeds', async () => {
    let fail = true;
    installFakeApi({
      'GET /api/park/list': () =>
        fail ? jsonResponse(500, { code: 5000, message: '服务器错误', seqno: 's' }) : listPayload([PARK]),
    });
    const { user } = renderResource(<Probe />, { route: `/parking/manage/release?${LOT_QUERY}` });
    expect(await screen.findByText('数据加载失败')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('车场：福田中心停车场（120 个车位）')).toBeTruthy();
  });

  it('carries the lot into 返回 of a detail page opened inside the lot', async () => {
    installFakeApi({
      'GET /api/parking/invoice-config/detail': () => ({ id: 3, park_id: 9, park_name: PARK.name }),
    });
    const { user } = renderResource(<ResourceDetailPage resource={invoiceConfigResource} />, {
      route: `/parking/manage/config/invoice/detail?id=3&${LOT_QUERY}`,
    });
    await user.click(await screen.findByRole('button', { name: /返\s*回/ }));
    await waitFor(() => expect(currentLocation()).toBe(`/parking/manage/config/invoice?${LOT_QUERY}`));
  });

  it("heads a group's lot page with the park the server found, not the park_name of the address", async () => {
    installFakeApi({ 'GET /api/park/list': () => listPayload([PARK]) });
    renderResource(<GroupLotGate>{(park) => <p>第 {park.id} 号车场的页面</p>}</GroupLotGate>, {
      route: '/group/parking/car/month-card?g_code=uuid-9&park_name=%E5%88%AB%E7%9A%84',
    });
    expect(await screen.findByText('第 9 号车场的页面')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '福田中心停车场' })).toBeTruthy();
    expect(screen.queryByText('别的')).toBeNull();
  });
});
