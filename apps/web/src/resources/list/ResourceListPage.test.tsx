import { subAccountResource } from '@console/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { installFakeApi, listPayload, type FakeCall } from '../../test/fake-api';
import { label } from '../../widgets/testing/render-widget';
import { signInWith, setUpSignedInSuite } from '../../test/session';
import { currentLocation, renderResource } from '../testing/render-resource';
import { ResourceListPage } from './ResourceListPage';

setUpSignedInSuite();
// Many antd popups per test; the default 5 s is tight when the machine is busy.
vi.setConfig({ testTimeout: 30_000 });

const LIST = '/api/account/sub-account/list';
const ALL_CODES = [
  'account:sub-account:list',
  'account:sub-account:create',
  'account:sub-account:update',
  'account:sub-account:delete',
];

const ROWS = [
  {
    id: 11,
    account: 'lisi',
    name: '李四',
    mobile: '13800138000',
    role_names: '收费员、财务',
    status: 1,
    last_login_time: 1_700_000_000,
    create_time: 1_700_000_000,
  },
  {
    id: 12,
    account: 'wangwu',
    name: '王五',
    mobile: '',
    role_names: '',
    status: 0,
    last_login_time: 0,
    create_time: 1_700_000_000,
  },
];

function serve(extra: Record<string, (call: FakeCall) => unknown> = {}) {
  return installFakeApi({
    [`GET ${LIST}`]: ({ query }) =>
      listPayload(ROWS, 45, Number(query.get('page_index')), Number(query.get('page_size'))),
    ...extra,
  });
}

function renderList(route = '/account/role-permission/sub-account') {
  return renderResource(
    <ResourceListPage
      resource={subAccountResource}
      addPath="/account/role-permission/sub-account/add"
      editPath="/account/role-permission/sub-account/edit"
    />,
    { route },
  );
}

const searchField = (name: string) =>
  within(screen.getByRole('search', { name: '搜索条件' })).queryByLabelText(name);
const rowOf = (text: string) => screen.getByRole('cell', { name: text }).closest('tr') as HTMLElement;
const lastQuery = (server: ReturnType<typeof serve>) => server.callsTo('GET', LIST).at(-1)!.query;

describe('ResourceListPage from a definition', () => {
  it('builds the search fields and columns and renders values by kind', async () => {
    signInWith(ALL_CODES);
    const server = serve();
    renderList();

    // The file's first table render is the slow one on a busy machine; the default 1 s is too tight.
    expect(await screen.findByRole('cell', { name: 'lisi' }, { timeout: 10_000 })).toBeTruthy();
    const form = screen.getByRole('search', { name: '搜索条件' });
    expect(within(form).getByLabelText('账号')).toBeTruthy();
    expect(within(form).getByLabelText('姓名')).toBeTruthy();
    // The third searchable field (状态, a code) is folded under 更多条件.
    expect(within(form).getByRole('button', { name: '更多条件（1）' })).toBeTruthy();
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['账号', '姓名', '手机号', '角色', '状态', '最后登录时间', '创建时间', '操作']);
    expect(within(rowOf('lisi')).getByText('启用')).toBeTruthy();
    expect(within(rowOf('lisi')).getAllByText('2023-11-15 06:13:20')).toHaveLength(2);
    expect(within(rowOf('wangwu')).getByText('停用')).toBeTruthy();
    // Spec 01 §5: a phone number is shown masked in a list, even to an account that may edit it.
    expect(within(rowOf('lisi')).getByText('138****8000')).toBeTruthy();
    expect(within(rowOf('lisi')).queryByText('13800138000')).toBeNull();
    expect(screen.getByText('共 45 条')).toBeTruthy();

    const first = lastQuery(server);
    expect([first.get('page_index'), first.get('page_size'), first.get('sort_by')]).toEqual([
      '1',
      '20',
      null,
    ]);
  });

  it('sends the search conditions, the page and the sort of sortable columns only', async () => {
    signInWith(ALL_CODES);
    const server = serve();
    const { user } = renderList();
    await screen.findByRole('cell', { name: 'lisi' });

    await user.click(screen.getByTitle('2'));
    await waitFor(() => expect(lastQuery(server).get('page_index')).toBe('2'));

    await user.type(searchField('账号')!, '  li ');
    await user.click(screen.getByRole('button', { name: label('查询') }));
    await waitFor(() => expect(lastQuery(server).get('account')).toBe('li'));
    expect(lastQuery(server).get('page_index')).toBe('1');

    // 账号 is the default sort (asc), so the first click asks for descending.
    await user.click(screen.getByRole('columnheader', { name: /账号/ }));
    await waitFor(() => expect(lastQuery(server).get('sort_order')).toBe('desc'));
    expect(lastQuery(server).get('sort_by')).toBe('account');
    expect(lastQuery(server).get('account')).toBe('li');
    // 姓名 is not indexed: its header offers no sorting.
    expect(screen.getByRole('columnheader', { name: '姓名' }).getAttribute('aria-sort')).toBeNull();
    expect(screen.getByRole('columnheader', { name: /账号/ }).getAttribute('aria-sort')).toBe('descending');
  });

  it('keeps conditions, page and sort in the address, so a reload or a shared link shows the same rows', async () => {
    signInWith(ALL_CODES);
    const server = serve();
    const { user } = renderList(
      '/account/role-permission/sub-account?account=li&page_index=2&sort_by=account&sort_order=desc',
    );
    await screen.findByRole('cell', { name: 'lisi' });
    const opened = lastQuery(server);
    expect([opened.get('account'), opened.get('page_index'), opened.get('sort_order')]).toEqual([
      'li',
      '2',
      'desc',
    ]);
    expect((searchField('账号') as HTMLInputElement).value).toBe('li');

    await user.clear(searchField('姓名')!);
    await user.type(searchField('姓名')!, '李');
    await user.click(screen.getByRole('button', { name: label('查询') }));
    await waitFor(() =>
      expect(currentLocation()).toBe(
        '/account/role-permission/sub-account?account=li&name=%E6%9D%8E&sort_by=account&sort_order=desc',
      ),
    );

    // 重置 empties the conditions rather than returning to those the list was opened with.
    await user.click(screen.getByRole('button', { name: label('重置') }));
    await waitFor(() =>
      expect(currentLocation()).toBe('/account/role-permission/sub-account?sort_by=account&sort_order=desc'),
    );
    expect(lastQuery(server).get('account')).toBeNull();
  });

  it('exports with the current filters in the chosen format, and offers 导出 only with the export code', async () => {
    signInWith([...ALL_CODES, 'account:sub-account:export']);
    const server = serve({ 'POST /api/account/sub-account/export': () => ({ task_id: 7 }) });
    const { user } = renderList();
    await screen.findByRole('cell', { name: 'lisi' });
    await user.type(searchField('账号')!, 'li');
    await user.click(screen.getByRole('button', { name: label('查询') }));
    await waitFor(() => expect(lastQuery(server).get('account')).toBe('li'));

    await user.click(screen.getByRole('button', { name: label('导出') }));
    await user.click(await screen.findByRole('menuitem', { name: '导出 Excel' }));
    expect(await screen.findByText('导出任务已提交，可在报表中心查看进度')).toBeTruthy();
    expect(server.callsTo('POST', '/api/account/sub-account/export')[0]!.body).toEqual({
      account: 'li',
      format: 'xlsx',
    });
  });

  it('shows no 导出 without the export code', async () => {
    signInWith(ALL_CODES);
    serve();
    renderList();
    await screen.findByRole('cell', { name: 'lisi' });
    expect(screen.queryByRole('button', { name: label('导出') })).toBeNull();
  });

  it('hides 新增, 编辑, 删除 and the declared actions without their codes', async () => {
    signInWith(['account:sub-account:list']);
    serve();
    renderList();
    await screen.findByRole('cell', { name: 'lisi' });

    expect(screen.queryByRole('button', { name: label('新增') })).toBeNull();
    for (const name of ['编辑', '删除', '停用', '启用']) {
      expect(screen.queryByRole('button', { name: label(name) })).toBeNull();
    }
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).not.toContain('操作');
  });

  it('shows no search field without the list code', async () => {
    signInWith(['account:sub-account:create']);
    serve();
    renderList();
    await screen.findByRole('cell', { name: 'lisi' });
    expect(searchField('账号')).toBeNull();
    expect(searchField('姓名')).toBeNull();
    expect(screen.getByRole('button', { name: label('新增') })).toBeTruthy();
  });

  it('opens the add and edit pages with the row id', async () => {
    signInWith(ALL_CODES);
    serve();
    const { user } = renderList();
    await screen.findByRole('cell', { name: 'lisi' });

    await user.click(within(rowOf('lisi')).getByRole('button', { name: label('编辑') }));
    expect(screen.getByTestId('location').textContent).toBe(
      '/account/role-permission/sub-account/edit?id=11',
    );
  });

  it('deletes after confirmation with the row id and loads the list again', async () => {
    signInWith(ALL_CODES);
    const server = serve({ 'DELETE /api/account/sub-account/delete': () => null });
    const { user } = renderList();
    await screen.findByRole('cell', { name: 'lisi' });
    const loads = server.callsTo('GET', LIST).length;

    await user.click(within(rowOf('wangwu')).getByRole('button', { name: label('删除') }));
    expect(await screen.findByText('确定删除该子账号吗？删除后不可恢复。')).toBeTruthy();
    expect(server.callsTo('DELETE', '/api/account/sub-account/delete')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: label('确定') }));

    await waitFor(() => expect(server.callsTo('DELETE', '/api/account/sub-account/delete')).toHaveLength(1));
    expect(server.callsTo('DELETE', '/api/account/sub-account/delete')[0]!.body).toEqual({ id: 12 });
    expect(await screen.findByText('删除成功')).toBeTruthy();
    await waitFor(() => expect(server.callsTo('GET', LIST).length).toBeGreaterThan(loads));
  });

  it('offers a declared action only in the states it starts from, and confirms it', async () => {
    signInWith(ALL_CODES);
    const server = serve({ 'PUT /api/account/sub-account/disable': () => null });
    const { user } = renderList();
    await screen.findByRole('cell', { name: 'lisi' });

    const enabled = within(rowOf('lisi'));
    const disabled = within(rowOf('wangwu'));
    expect(enabled.getByRole('button', { name: label('停用') })).toBeTruthy();
    expect(enabled.queryByRole('button', { name: label('启用') })).toBeNull();
    expect(disabled.getByRole('button', { name: label('启用') })).toBeTruthy();
    expect(disabled.queryByRole('button', { name: label('停用') })).toBeNull();

    await user.click(enabled.getByRole('button', { name: label('停用') }));
    expect(await screen.findByText('确定要停用该子账号吗？')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: label('确定') }));
    await waitFor(() =>
      expect(server.callsTo('PUT', '/api/account/sub-account/disable')[0]?.body).toEqual({ id: 11 }),
    );
    expect(await screen.findByText('停用成功')).toBeTruthy();
  });
});
