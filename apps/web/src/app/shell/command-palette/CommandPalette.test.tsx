import { ALL_PERMISSION_CODES, ALL_PRODUCT_CODES } from '@console/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { useSession } from '../../../lib/session-store';
import { setUpSignedInSuite, TEST_USER } from '../../../test/session';
import { renderWidget } from '../../../widgets/testing/render-widget';
import { CommandPaletteLauncher } from './CommandPaletteLauncher';

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function signIn(permissions: readonly string[]) {
  useSession.getState().setProfile({
    ...TEST_USER,
    permission: permissions.join(','),
    product: [...ALL_PRODUCT_CODES],
  });
}

function renderLauncher() {
  const user = userEvent.setup();
  renderWidget(
    <>
      <LocationProbe />
      <CommandPaletteLauncher />
    </>,
    { route: '/parking/record/list' },
  );
  return user;
}

async function openedPalette() {
  const input = await screen.findByRole('combobox', { name: '搜索页面' });
  await waitFor(() => expect(document.activeElement).toBe(input));
  return input;
}

const optionTitles = () =>
  screen.getAllByRole('option').map((option) => option.querySelector('strong')?.textContent);

setUpSignedInSuite();

describe('command palette', () => {
  // The palette is a lazy chunk; loading it once up front keeps the first findBy inside its wait.
  beforeAll(async () => {
    await import('./CommandPalette');
  }, 30_000);

  it('opens on Ctrl+K, finds a screen by pinyin initials and opens it with Enter', async () => {
    signIn(ALL_PERMISSION_CODES);
    const user = renderLauncher();
    await user.keyboard('{Control>}k{/Control}');
    const input = await openedPalette();
    await user.type(input, 'mnjcc');
    const option = screen.getByRole('option', { name: /模拟进出场/ });
    expect(option.getAttribute('aria-selected')).toBe('true');
    expect(input.getAttribute('aria-activedescendant')).toBe(option.id);
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/base/services/devtool/parking'),
    );
    await waitFor(() => expect(screen.queryByRole('combobox', { name: '搜索页面' })).toBeNull());
  });

  it('moves with the arrows, wrapping around, and closes on Esc', async () => {
    signIn(ALL_PERMISSION_CODES);
    const user = renderLauncher();
    await user.keyboard('{Meta>}k{/Meta}');
    const input = await openedPalette();
    await user.type(input, '优惠券');
    expect(optionTitles()).toEqual(['优惠券', '优惠券规则', '固定券码']);
    const selected = () => screen.getAllByRole('option', { selected: true }).map((o) => o.textContent);
    await user.keyboard('{ArrowDown}');
    expect(selected()[0]).toMatch(/^优惠券规则/);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(selected()[0]).toMatch(/^固定券码/);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('combobox', { name: '搜索页面' })).toBeNull());
    expect(screen.getByTestId('location').textContent).toBe('/parking/record/list');
  });

  it('opens from the header button and offers only what the account may open', async () => {
    signIn(['parking:record:list']);
    const user = renderLauncher();
    await user.click(screen.getByRole('button', { name: '搜索页面' }));
    const input = await openedPalette();
    // 账号设置 needs no code: every signed-in account may open it (issue 14).
    expect(optionTitles()).toEqual(['停车记录', '账号设置']);
    await user.type(input, 'mnjcc');
    expect(screen.queryByRole('option')).toBeNull();
    expect(screen.getAllByText('没有匹配的页面').length).toBeGreaterThan(0);
    await user.clear(input);
    await user.type(input, '/parking/record');
    await user.click(screen.getByRole('option', { name: /停车记录/ }));
    await waitFor(() => expect(screen.queryByRole('combobox', { name: '搜索页面' })).toBeNull());
  });
});
