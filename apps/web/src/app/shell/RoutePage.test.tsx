import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession, type UserProfile } from '../../lib/session-store';
import type * as pageRegistry from '../page-registry';
import { RoutePage } from './RoutePage';

// Every catalogue route names a built screen now; 建设中 remains what a route shows when its screen
// module is missing from the registry, so the registry here lacks 开票服务续费's.
vi.mock('../page-registry', async (importOriginal) => {
  const actual = await importOriginal<typeof pageRegistry>();
  return {
    ...actual,
    pageOf: (route: Parameters<typeof actual.pageOf>[0]) =>
      route.path === '/invoice/renew' ? undefined : actual.pageOf(route),
  };
});

function signInWith(permission: string, product: string[]) {
  useSession.getState().setProfile({ permission, product } as UserProfile);
}

function renderAt(path: string) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="*" element={<RoutePage />} />
          <Route path="/error-page/404" element={<p>404 页面</p>} />
          <Route path="/account/invoice/list" element={<p>开票记录页面</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('route guard', () => {
  beforeEach(() => useSession.getState().clear());

  it('shows the 401 page naming the missing code and the path', async () => {
    signInWith('parking:record:list', ['merchant', 'parking']);
    renderAt('/parking-merchant/car/blacklist');
    expect(await screen.findByText('用户无访问该页面的权限')).toBeTruthy();
    expect(screen.getByText('parking:blacklist:list')).toBeTruthy();
    expect(screen.getByText('/parking-merchant/car/blacklist')).toBeTruthy();
  });

  it('lets a user holding any one of the codes in, showing 建设中 for a screen the registry lacks', async () => {
    signInWith('parking:record:list,invoice:service:renew', ['merchant', 'invoice']);
    renderAt('/invoice/renew');
    expect(await screen.findByText('开票服务续费（建设中）')).toBeTruthy();
  });

  it('opens one’s own account settings (and password) to an account holding no code for it', async () => {
    // Issue 14: a sub-account without 通用/账号设置 must still be able to change its own password.
    signInWith('parking:record:list', ['merchant', 'parking']);
    renderAt('/account/role-permission/mine');
    expect(await screen.findByRole('button', { name: '修改密码' }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByText('用户无访问该页面的权限')).toBeNull();
  });

  it('refuses a route whose product the account lacks', async () => {
    signInWith('parking:blacklist:list', ['merchant']);
    renderAt('/parking-merchant/car/blacklist');
    expect(await screen.findByText('用户无访问该页面的权限')).toBeTruthy();
  });

  it('sends unknown paths to 404 and follows catalogue redirects', async () => {
    signInWith('parking:record:list', ['merchant', 'parking']);
    renderAt('/no/such/page');
    expect(await screen.findByText('404 页面')).toBeTruthy();
  });

  it('takes 账单支付 of the trading centre to 开票记录 (its catalogue redirect; the target keeps its guard)', async () => {
    signInWith('account:invoice:list', ['merchant', 'trading', 'invoice']);
    renderAt('/trading-center/settlement/bill-pay');
    expect(await screen.findByText('开票记录页面')).toBeTruthy();
  });
});
