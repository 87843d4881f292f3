import { PASSWORD_MESSAGE } from '@console/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/session-store';
import { renderResource } from '../../../resources/testing/render-resource';
import { installFakeApi, jsonResponse, listPayload, type FakeCall } from '../../../test/fake-api';
import { label } from '../../../widgets/testing/render-widget';
import { setUpSignedInSuite, signInWith, TEST_USER } from '../../../test/session';
import AccountSettingsPage from './AccountSettingsPage';

setUpSignedInSuite();
vi.setConfig({ testTimeout: 30_000 });

const MANAGER = ['universal:user:basic', 'account:sub-account:list', 'account:sub-account:update'];
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const SESSIONS = [
  {
    id: 1,
    manager_id: 7,
    account: 'zhangsan',
    name: '张三',
    ip: '10.0.0.1',
    user_agent: CHROME,
    create_time: 1_700_000_000,
    last_seen_time: 1_700_000_100,
    current: 1,
  },
  {
    id: 2,
    manager_id: 9,
    account: 'lisi',
    name: '李四',
    ip: '10.0.0.2',
    user_agent: 'curl/8.0',
    create_time: 1_700_000_000,
    last_seen_time: 1_700_000_200,
    current: 0,
  },
];
const LOGINS = [
  { id: 1, success: 1, reason: '', ip: '10.0.0.1', user_agent: CHROME, create_time: 1_700_000_000 },
  { id: 2, success: 0, reason: 'wrong_password', ip: '10.9.9.9', user_agent: '', create_time: 1_699_999_000 },
];

function serve(extra: Record<string, (call: FakeCall) => unknown> = {}) {
  return installFakeApi({
    'GET /api/account/session/list': () => listPayload(SESSIONS, 2, 1, 20),
    'GET /api/account/login-log/mine': () => listPayload(LOGINS, 2, 1, 10),
    'PUT /api/passwd': () => null,
    'PUT /api/account/session/revoke': () => null,
    ...extra,
  });
}

function signInAs(codes: string[]) {
  signInWith(codes);
  useSession.getState().setProfile({
    ...TEST_USER,
    permission: codes.join(','),
    is_main: 0,
    main_account_name: '王总',
    product: ['parking'],
  });
}

const sessionRow = (account: string) =>
  within(screen.getByRole('region', { name: '在线会话' }))
    .getByText(account)
    .closest('tr') as HTMLElement;

describe('AccountSettingsPage', () => {
  it('shows the profile, the recent sign-ins and the live sessions with the current one marked', async () => {
    signInAs(MANAGER);
    const server = serve();
    renderResource(<AccountSettingsPage />, { route: '/account/role-permission/mine' });

    expect(screen.getByText('深圳福田中心停车场')).toBeTruthy();
    expect(screen.getByText('M0001')).toBeTruthy();
    expect(screen.getByText('王总')).toBeTruthy();
    expect(screen.getByText('子账号')).toBeTruthy();

    const logins = await screen.findByRole('region', { name: '最近登录' });
    expect(await within(logins).findByText('密码错误')).toBeTruthy();
    expect(within(logins).getByText('Chrome 120 · Windows')).toBeTruthy();
    const query = server.callsTo('GET', '/api/account/login-log/mine')[0]!.query;
    expect([query.get('page_index'), query.get('page_size')]).toEqual(['1', '10']);

    const sessions = screen.getByRole('region', { name: '在线会话' });
    await within(sessions).findByText('lisi');
    expect(within(sessionRow('zhangsan')).getByText('当前')).toBeTruthy();
    expect(within(sessionRow('zhangsan')).queryByRole('button', { name: label('下线') })).toBeNull();
    expect(within(sessionRow('lisi')).getByRole('button', { name: label('下线') })).toBeTruthy();
  });

  it('ends another session after confirmation', async () => {
    signInAs(MANAGER);
    const server = serve();
    const { user } = renderResource(<AccountSettingsPage />);
    await within(await screen.findByRole('region', { name: '在线会话' })).findByText('lisi');

    await user.click(within(sessionRow('lisi')).getByRole('button', { name: label('下线') }));
    expect(await screen.findByText('确定让该会话下线吗？')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: label('确定') }));
    await waitFor(() => expect(server.callsTo('PUT', '/api/account/session/revoke')).toHaveLength(1));
    expect(server.callsTo('PUT', '/api/account/session/revoke')[0]!.body).toEqual({ id: 2 });
    expect(await screen.findByText('下线成功')).toBeTruthy();
  });

  it('offers no 下线 without the update code, and no session card without the list code', async () => {
    signInAs(['universal:user:basic', 'account:sub-account:list']);
    serve();
    const { unmount } = renderResource(<AccountSettingsPage />);
    await within(await screen.findByRole('region', { name: '在线会话' })).findByText('lisi');
    expect(screen.queryByRole('button', { name: label('下线') })).toBeNull();
    unmount();

    signInAs(['universal:user:basic']);
    const server = serve();
    renderResource(<AccountSettingsPage />);
    await screen.findByText('密码错误');
    expect(screen.queryByText('在线会话')).toBeNull();
    expect(server.callsTo('GET', '/api/account/session/list')).toHaveLength(0);
  });

  it('changes the password with the old and new one and says other sign-ins have ended', async () => {
    signInAs(['universal:user:basic']);
    const server = serve();
    const { user } = renderResource(<AccountSettingsPage />);

    const submit = screen.getByRole('button', { name: '修改密码' });
    await user.click(submit);
    expect(await screen.findByText('请输入原密码')).toBeTruthy();
    expect(screen.getByText('请输入新密码')).toBeTruthy();
    expect(screen.getByText('请再次输入新密码')).toBeTruthy();

    await user.type(screen.getByLabelText('原密码'), 'Old-pass1');
    await user.type(screen.getByLabelText('新密码'), 'short');
    await user.type(screen.getByLabelText('确认新密码'), 'other');
    await user.click(submit);
    expect(await screen.findByText(PASSWORD_MESSAGE)).toBeTruthy();
    expect(screen.getByText('两次输入的密码不一致')).toBeTruthy();

    await user.clear(screen.getByLabelText('新密码'));
    await user.type(screen.getByLabelText('新密码'), 'New-pass2');
    await user.clear(screen.getByLabelText('确认新密码'));
    await user.type(screen.getByLabelText('确认新密码'), 'New-pass2');
    await user.click(submit);

    await waitFor(() => expect(server.callsTo('PUT', '/api/passwd')).toHaveLength(1));
    expect(server.callsTo('PUT', '/api/passwd')[0]!.body).toEqual({
      old_password: 'Old-pass1',
      new_password: 'New-pass2',
    });
    expect(await screen.findByText('密码已修改，其他设备上的登录已失效')).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText('原密码') as HTMLInputElement).value).toBe(''));
  });

  it('shows an empty 最近登录 quietly while the server has no login log yet', async () => {
    signInAs(['universal:user:basic']);
    serve({
      'GET /api/account/login-log/mine': () =>
        jsonResponse(404, { code: 2404, message: '资源不存在', seqno: 's' }),
    });
    renderResource(<AccountSettingsPage />);
    const logins = screen.getByRole('region', { name: '最近登录' });
    expect(await within(logins).findByText('暂无数据', { ignore: 'title' })).toBeTruthy();
    expect(screen.queryByText('资源不存在')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
