import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderResource } from '../../resources/testing/render-resource';
import { installFakeApi, listPayload } from '../../test/fake-api';
import { label } from '../../widgets/testing/render-widget';
import { setUpSignedInSuite } from '../../test/session';
import OperationLogPage from './OperationLogPage';

setUpSignedInSuite(['account:logging:list']);
vi.setConfig({ testTimeout: 30_000 });

const ENTRY = {
  id: 31,
  account: 'zhangsan',
  manager_id: 7,
  action: 'update',
  resource: 'account/role',
  row_id: 5,
  ip: '10.0.0.1',
  create_time: 1_700_000_000,
};

describe('OperationLogPage', () => {
  it('names the subject and the action in Chinese and shows the change field by field', async () => {
    const server = installFakeApi({
      'GET /api/account/logging/list': () => listPayload([ENTRY], 1, 1, 20),
      'GET /api/account/logging/detail': () => ({
        ...ENTRY,
        before_json: JSON.stringify({ name: '收费员', description: '旧', update_time: 1_700_000_000 }),
        after_json: JSON.stringify({ name: '收费员', description: '新', update_time: 1_700_000_060 }),
      }),
    });
    const { user } = renderResource(<OperationLogPage />, { route: '/account/logging/list' });

    // 操作对象 reads as the resource's label, never its key.
    const row = (await screen.findByRole('cell', { name: '角色' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('编辑')).toBeTruthy();
    expect(screen.queryByText('account/role')).toBeNull();
    expect(screen.queryByRole('button', { name: label('新增') })).toBeNull();

    await user.click(within(row).getByRole('button', { name: label('详情') }));
    // antd names dialogs through ids that are all 'test-id' under test, so check the title as text.
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('操作详情')).toBeTruthy();
    const changes = await within(drawer).findByRole('table', { name: '变更内容' });
    const lines = within(changes)
      .getAllByRole('row')
      .map((tr) => [...tr.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(lines).toEqual([
      ['字段', '修改前', '修改后'],
      ['角色描述', '旧', '新'],
      ['更新时间', '2023-11-15 06:13:20', '2023-11-15 06:14:20'],
    ]);
    expect(drawer.textContent).not.toContain('{');
    expect(within(drawer).getByText('10.0.0.1')).toBeTruthy();
    expect(server.callsTo('GET', '/api/account/logging/detail')[0]!.query.get('id')).toBe('31');
  });

  it('searches 操作对象 by its Chinese label and sends the key', async () => {
    const server = installFakeApi({
      'GET /api/account/logging/list': () => listPayload([ENTRY], 1, 1, 20),
    });
    const { user } = renderResource(<OperationLogPage />, { route: '/account/logging/list' });
    await screen.findByRole('cell', { name: '角色' });

    await user.click(screen.getByRole('button', { name: /更多条件/ }));
    await user.click(screen.getByRole('combobox', { name: '操作对象' }));
    await user.click(await screen.findByTitle('子账号'));
    await user.click(screen.getByRole('button', { name: label('查询') }));

    await waitFor(() =>
      expect(server.callsTo('GET', '/api/account/logging/list').at(-1)!.query.get('resource')).toBe(
        'account/sub-account',
      ),
    );
  });
});
