import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { installFakeApi, listPayload } from '../../test/fake-api';
import { QUERY_DEFAULTS } from '../../lib/query-client';
import { useSession } from '../../lib/session-store';
import { setUpSignedInSuite, TEST_USER } from '../../test/session';
import { label, renderWidget } from '../../widgets/testing/render-widget';
import { KeepAliveOutlet } from './KeepAliveOutlet';
import { usePageCache } from './page-cache';

const PRODUCT = {
  id: 1,
  code: 'parking',
  name: '停车',
  kind: 1,
  description: '',
  permission_areas: '',
  status: 1,
  create_time: 1_700_000_000,
};
const ROLE = { id: 3, name: '收费员', remark: '', create_time: 1_700_000_000 };

/** Lets the test move around as the menus would. */
const router: { go: NavigateFunction } = { go: () => undefined };
function NavigateProbe() {
  const navigate = useNavigate();
  useEffect(() => {
    router.go = navigate;
  }, [navigate]);
  return null;
}
const go = (to: string) => router.go(to);

setUpSignedInSuite();

describe('leaving an edit page for its list', () => {
  // The pages load lazily; transforming them the first time can outlast a findBy wait on a busy machine.
  beforeAll(async () => {
    await Promise.all([
      import('../../pages/account/RoleListPage'),
      import('../../pages/base-services/product/ProductListPage'),
      import('../../pages/base-services/product/ProductFormPage'),
    ]);
  }, 60_000);

  beforeEach(() => {
    usePageCache.getState().reset();
    // The product screens belong to a partner holding the system product.
    useSession.getState().setProfile({
      ...TEST_USER,
      permission: 'account:role:list,system:product:list,system:product:update',
      product: ['partner', 'system'],
    });
  });

  // Three screens in one journey: on a loaded 2-core machine it can take longer than the 20 s default.
  it('refetches that list only: another kept list shows again without asking the server', async () => {
    let productName = PRODUCT.name;
    const api = installFakeApi({
      'GET /api/account/role/list': () => listPayload([ROLE]),
      'GET /api/system/product/list': () => listPayload([{ ...PRODUCT, name: productName }]),
      'GET /api/system/product/detail': () => ({ ...PRODUCT, name: productName }),
      'PUT /api/system/product/update': ({ body }) => {
        productName = (body as { name: string }).name;
        return undefined;
      },
    });
    // As the app's client: data counts as fresh for 30 s, so only an invalidated query refetches.
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderWidget(
      <QueryClientProvider client={client}>
        <NavigateProbe />
        <KeepAliveOutlet />
      </QueryClientProvider>,
      { route: '/account/role-permission/role' },
    );
    expect(await screen.findByText('收费员')).toBeTruthy();

    await act(() => go('/base/services/product/list'));
    expect(await screen.findByText('停车')).toBeTruthy();
    await act(() => go('/base/services/product/edit?id=1'));
    const name = await screen.findByRole('textbox', { name: '产品名称' });
    await waitFor(() => expect((name as HTMLInputElement).value).toBe('停车'));
    await user.clear(name);
    await user.type(name, '智慧停车');
    await user.click(screen.getByRole('button', { name: label('保存') }));

    // Back on the product list with the saved name: that list asked again.
    expect(await screen.findByText('智慧停车')).toBeTruthy();
    expect(api.callsTo('PUT', '/api/system/product/update')).toHaveLength(1);
    expect(api.callsTo('GET', '/api/system/product/list')).toHaveLength(2);

    // The role list kept alive before shows as it was, without a second request.
    await act(() => go('/account/role-permission/role'));
    await waitFor(() => expect(screen.getByText('收费员').checkVisibility()).toBe(true));
    expect(api.callsTo('GET', '/api/account/role/list')).toHaveLength(1);
  }, 60_000);

  it('shows a kept list again without a request even when its data has gone stale', async () => {
    const api = installFakeApi({
      'GET /api/account/role/list': () => listPayload([ROLE]),
      'GET /api/system/product/list': () => listPayload([PRODUCT]),
    });
    // The app's own defaults, with data stale at once: a plain remount would refetch it.
    const client = new QueryClient({ defaultOptions: { queries: { ...QUERY_DEFAULTS, staleTime: 0 } } });
    renderWidget(
      <QueryClientProvider client={client}>
        <NavigateProbe />
        <KeepAliveOutlet />
      </QueryClientProvider>,
      { route: '/account/role-permission/role' },
    );
    expect(await screen.findByText('收费员')).toBeTruthy();
    await act(() => go('/base/services/product/list'));
    expect(await screen.findByText('停车')).toBeTruthy();

    for (let round = 0; round < 2; round += 1) {
      await act(() => go('/account/role-permission/role'));
      await waitFor(() => expect(screen.getByText('收费员').checkVisibility()).toBe(true));
      await act(() => go('/base/services/product/list'));
      await waitFor(() => expect(screen.getByText('停车').checkVisibility()).toBe(true));
    }
    expect(api.callsTo('GET', '/api/account/role/list')).toHaveLength(1);
    expect(api.callsTo('GET', '/api/system/product/list')).toHaveLength(1);
  }, 60_000);

  // 停车记录 searches by 车场: its options come from a query of a lazily loaded control inside the
  // search form's Suspense, which must follow the kept-page rule like the page's own rows.
  it('shows a kept list again without asking again for the options of its search selects', async () => {
    const api = installFakeApi({
      'GET /api/parking/record/list': () => listPayload([]),
      'GET /api/park/list': () => listPayload([{ id: 7, name: '福田停车场' }]),
      'GET /api/account/role/list': () => listPayload([ROLE]),
    });
    useSession.getState().setProfile({
      ...TEST_USER,
      permission: 'account:role:list,parking:record:list,parking:park:list',
      product: ['merchant', 'parking'],
    });
    const client = new QueryClient({ defaultOptions: { queries: { ...QUERY_DEFAULTS, staleTime: 0 } } });
    renderWidget(
      <QueryClientProvider client={client}>
        <NavigateProbe />
        <KeepAliveOutlet />
      </QueryClientProvider>,
      { route: '/parking/record/list' },
    );
    const parkSelect = await screen.findByRole('combobox', { name: '车场' });
    await waitFor(() => expect(api.callsTo('GET', '/api/park/list')).toHaveLength(1));
    await act(() => go('/account/role-permission/role'));
    expect(await screen.findByText('收费员')).toBeTruthy();

    for (let round = 0; round < 2; round += 1) {
      await act(() => go('/parking/record/list'));
      await waitFor(() => expect(parkSelect.checkVisibility()).toBe(true));
      await act(() => go('/account/role-permission/role'));
      await waitFor(() => expect(screen.getByText('收费员').checkVisibility()).toBe(true));
    }
    expect(api.callsTo('GET', '/api/park/list')).toHaveLength(1);
    expect(api.callsTo('GET', '/api/parking/record/list')).toHaveLength(1);
  }, 60_000);
});
