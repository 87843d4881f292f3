import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, ConfigProvider } from 'antd';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';
import { installFakeApi } from '../../test/fake-api';
import { setUpSignedInSuite, signInWith } from '../../test/session';
import { label } from '../../widgets/testing/render-widget';
import { ChangePasswordCard } from '../../pages/shared/account-settings/ChangePasswordCard';

setUpSignedInSuite();

const QUESTION = '确定放弃未保存的修改吗？';

/** The card on a page of the shell (whose guard asks before a route change), with a menu link away. */
function renderOnPage() {
  signInWith(['universal:user:basic']);
  installFakeApi({ 'PUT /api/passwd': () => null });
  const router = createMemoryRouter(
    [
      {
        path: '/settings',
        element: (
          <>
            <UnsavedChangesGuard />
            <Link to="/elsewhere">工作台</Link>
            <ChangePasswordCard />
          </>
        ),
      },
      { path: '/elsewhere', element: <p>别处</p> },
    ],
    { initialEntries: ['/settings'] },
  );
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <App>
        <QueryClientProvider client={client}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </App>
    </ConfigProvider>,
  );
  return { user: userEvent.setup(), router };
}

describe('leaving a hand-written page form (the change-password card) with unsaved input', () => {
  it('asks before the menu leaves typed passwords behind', async () => {
    const { user, router } = renderOnPage();
    await user.type(await screen.findByLabelText('原密码'), 'old-pass1');

    await user.click(screen.getByRole('link', { name: '工作台' }));
    expect((await screen.findAllByText(QUESTION)).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: label('继续编辑') }));
    expect(router.state.location.pathname).toBe('/settings');

    await user.click(screen.getByRole('link', { name: '工作台' }));
    await user.click(await screen.findByRole('button', { name: label('放弃修改') }));
    expect(await screen.findByText('别处')).toBeTruthy();
  });

  it('leaves without asking once the password was saved', async () => {
    const { user } = renderOnPage();
    await user.type(await screen.findByLabelText('原密码'), 'old-pass1');
    await user.type(screen.getByLabelText('新密码'), 'new-pass2');
    await user.type(screen.getByLabelText('确认新密码'), 'new-pass2');
    await user.click(screen.getByRole('button', { name: label('修改密码') }));
    await waitFor(() => expect((screen.getByLabelText('原密码') as HTMLInputElement).value).toBe(''));

    await user.click(screen.getByRole('link', { name: '工作台' }));
    expect(await screen.findByText('别处')).toBeTruthy();
    expect(screen.queryAllByText(QUESTION)).toHaveLength(0);
  });
});
