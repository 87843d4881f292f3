import { ALL_PERMISSION_CODES, ALL_PRODUCT_CODES } from '@console/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useSession } from '../../lib/session-store';
import { setUpSignedInSuite, TEST_USER } from '../../test/session';
import { renderWidget } from '../../widgets/testing/render-widget';
import { TopMenuBar } from './TopMenuBar';

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderBar(permissions: readonly string[], compact = false) {
  useSession.getState().setProfile({
    ...TEST_USER,
    permission: permissions.join(','),
    product: [...ALL_PRODUCT_CODES],
  });
  const user = userEvent.setup();
  renderWidget(
    <>
      <LocationProbe />
      <TopMenuBar compact={compact} />
    </>,
    { route: '/parking/record/list' },
  );
  return user;
}

const topLevel = () =>
  [...screen.getByRole('menu', { name: '顶部菜单' }).children]
    .filter((item) => item.getAttribute('aria-hidden') !== 'true')
    .map((item) => item.textContent);

setUpSignedInSuite();

describe('TopMenuBar', () => {
  // The horizontal submenu opens on hover, Enter or ↓ by measuring visibility, which happy-dom
  // cannot; the browser test admin-reaches-the-devtool-through-more-and-the-palette drives it.
  it('shows six modules and a seventh entry 更多 that opens a list', () => {
    renderBar(ALL_PERMISSION_CODES);
    expect(topLevel()).toEqual(['停车', '停车商户', '停车集团', '能源', '能源商户', '账户', '更多']);
    const title = screen.getByRole('menuitem', { name: /更多/ });
    expect(title.getAttribute('aria-haspopup')).toBe('true');
  });

  it('has no 更多 when every module the account has fits', () => {
    renderBar(['parking:record:list', 'universal:report:basic']);
    expect(topLevel()).toEqual(['停车', '账户']);
  });

  it('lists the other modules under 更多 in the narrow-screen dropdown too', async () => {
    const user = renderBar(ALL_PERMISSION_CODES, true);
    await user.click(screen.getByRole('button', { name: '切换业务模块' }));
    expect(await screen.findByText('更多')).toBeTruthy();
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      '停车',
      '停车商户',
      '停车集团',
      '能源',
      '能源商户',
      '账户',
      '支付服务',
      '交易中心',
      '停车券',
      '分账',
      '结算平台',
      '发票服务',
      '发票服务商',
      '集团发票',
      '广告',
      'OKR',
      '基础服务',
    ]);
    await user.click(screen.getByRole('menuitem', { name: /基础服务/ }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toMatch(/^\/base\/services\//));
  });
});
