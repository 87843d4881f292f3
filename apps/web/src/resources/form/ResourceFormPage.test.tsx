import { PASSWORD_MESSAGE, subAccountResource } from '@console/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { installFakeApi, listPayload, type FakeCall } from '../../test/fake-api';
import { label } from '../../widgets/testing/render-widget';
import { setUpSignedInSuite } from '../../test/session';
import { currentLocation, renderResource } from '../testing/render-resource';
import { ResourceFormPage } from './ResourceFormPage';

setUpSignedInSuite([
  'account:sub-account:list',
  'account:sub-account:create',
  'account:sub-account:update',
  'account:role:list',
]);
vi.setConfig({ testTimeout: 30_000 });

const BASE = '/account/role-permission/sub-account';
const ROLES = listPayload([
  { id: 3, name: '收费员' },
  { id: 4, name: '财务' },
]);
const ROW = {
  id: 11,
  account: 'lisi',
  name: '李四',
  mobile: '13800138000',
  role_ids: [3],
  status: 1,
  create_time: 1_700_000_000,
};

function serve(extra: Record<string, (call: FakeCall) => unknown> = {}) {
  return installFakeApi({
    'GET /api/account/role/list': () => ROLES,
    'GET /api/account/sub-account/detail': ({ query }) =>
      Number(query.get('id')) === ROW.id
        ? ROW
        : new Response(JSON.stringify({ code: 2404, message: '子账号不存在', seqno: 's' }), { status: 404 }),
    'POST /api/account/sub-account/create': () => ({ id: 99 }),
    'PUT /api/account/sub-account/update': () => null,
    ...extra,
  });
}

const save = () => screen.getByRole('button', { name: label('保存') });

async function pickRole(user: ReturnType<typeof renderResource>['user'], name: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: '角色' }));
  // The role="option" nodes are antd's hidden accessibility copies; people click the visible item.
  await user.click(await screen.findByText(name, { selector: '.ant-select-item-option-content' }));
}

describe('ResourceFormPage create', () => {
  it('asks for the required fields with 请输入 and the label', async () => {
    const server = serve();
    const { user } = renderResource(<ResourceFormPage resource={subAccountResource} mode="create" />, {
      route: `${BASE}/add`,
    });
    expect(await screen.findByText('新增子账号')).toBeTruthy();
    await user.click(save());
    for (const message of ['请输入账号', '请输入姓名', '请输入登录密码']) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(server.callsTo('POST', '/api/account/sub-account/create')).toHaveLength(0);
  });

  it('shows the definition’s validator messages', async () => {
    serve();
    const { user } = renderResource(<ResourceFormPage resource={subAccountResource} mode="create" />, {
      route: `${BASE}/add`,
    });
    await user.type(await screen.findByLabelText('账号'), 'ab');
    await user.type(screen.getByLabelText('手机号'), '123');
    await user.type(screen.getByLabelText('登录密码'), 'abcdefgh');
    await user.click(save());
    expect(await screen.findByText('账号为 4-64 位字母、数字或 _ . @ -')).toBeTruthy();
    expect(await screen.findByText(PASSWORD_MESSAGE)).toBeTruthy();
    expect(await screen.findByText(/手机号/, { selector: '.ant-form-item-explain-error' })).toBeTruthy();
  });

  it('posts the writable fields, says 保存成功 and returns to the list', async () => {
    const server = serve();
    const { user } = renderResource(<ResourceFormPage resource={subAccountResource} mode="create" />, {
      route: `${BASE}/add`,
    });
    await user.type(await screen.findByLabelText('账号'), 'zhaoliu');
    await user.type(screen.getByLabelText('姓名'), ' 赵六 ');
    await user.type(screen.getByLabelText('登录密码'), 'Secret-123');
    await pickRole(user, '财务');
    await user.click(save());

    await waitFor(() => expect(server.callsTo('POST', '/api/account/sub-account/create')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/account/sub-account/create')[0]!.body).toEqual({
      account: 'zhaoliu',
      name: '赵六',
      password: 'Secret-123',
      role_ids: [4],
    });
    expect(await screen.findByText('保存成功')).toBeTruthy();
    await waitFor(() => expect(currentLocation()).toBe(BASE));
  });

  it('leaves an untouched form at once', async () => {
    serve();
    const { user } = renderResource(<ResourceFormPage resource={subAccountResource} mode="create" />, {
      route: `${BASE}/add`,
    });
    await user.click(await screen.findByRole('button', { name: label('取消') }));
    await waitFor(() => expect(currentLocation()).toBe(BASE));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks before leaving a changed form', async () => {
    serve();
    const { user } = renderResource(<ResourceFormPage resource={subAccountResource} mode="create" />, {
      route: `${BASE}/add`,
    });
    await user.type(await screen.findByLabelText('姓名'), '赵');
    await user.click(screen.getByRole('button', { name: label('取消') }));
    expect((await screen.findByRole('dialog')).textContent).toContain('确定放弃未保存的修改吗？');
    await user.click(screen.getByRole('button', { name: '继续编辑' }));
    expect(currentLocation()).toBe(`${BASE}/add`);
    await user.click(screen.getByRole('button', { name: label('取消') }));
    await user.click(await screen.findByRole('button', { name: '放弃修改' }));
    await waitFor(() => expect(currentLocation()).toBe(BASE));
  });
});

describe('ResourceFormPage edit', () => {
  it('loads the row, locks immutable fields and puts the changed body with the id', async () => {
    const server = serve();
    const { user } = renderResource(<ResourceFormPage resource={subAccountResource} mode="edit" />, {
      route: `${BASE}/edit?id=11`,
    });
    const name = await screen.findByLabelText('姓名');
    expect((name as HTMLInputElement).value).toBe('李四');
    expect((screen.getByLabelText('账号') as HTMLInputElement).disabled).toBe(true);
    // The password becomes an optional reset: saving without one keeps it.
    expect(screen.getByLabelText('重置密码')).toBeTruthy();
    expect(screen.queryByLabelText('登录密码')).toBeNull();

    await user.clear(name);
    await user.type(name, '李四四');
    await pickRole(user, '财务');
    await user.click(save());

    await waitFor(() => expect(server.callsTo('PUT', '/api/account/sub-account/update')).toHaveLength(1));
    expect(server.callsTo('PUT', '/api/account/sub-account/update')[0]!.body).toEqual({
      id: 11,
      name: '李四四',
      mobile: '13800138000',
      role_ids: [3, 4],
    });
    await waitFor(() => expect(currentLocation()).toBe(BASE));
  });

  it('sends a new password only when one is typed', async () => {
    const server = serve();
    const { user } = renderResource(<ResourceFormPage resource={subAccountResource} mode="edit" />, {
      route: `${BASE}/edit?id=11`,
    });
    await user.type(await screen.findByLabelText('重置密码'), 'short');
    await user.click(save());
    expect(await screen.findByText(PASSWORD_MESSAGE)).toBeTruthy();
    await user.clear(screen.getByLabelText('重置密码'));
    await user.type(screen.getByLabelText('重置密码'), 'Newpass-456');
    await user.click(save());
    await waitFor(() =>
      expect(server.callsTo('PUT', '/api/account/sub-account/update')[0]?.body).toMatchObject({
        id: 11,
        password: 'Newpass-456',
      }),
    );
  });

  it('says 数据不存在或无权查看 for a row it cannot load', async () => {
    serve();
    renderResource(<ResourceFormPage resource={subAccountResource} mode="edit" />, {
      route: `${BASE}/edit?id=404`,
    });
    expect(await screen.findByText('数据不存在或无权查看')).toBeTruthy();
  });
});
