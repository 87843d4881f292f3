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
  it('lists entries and shows one in a drawer with before and after side by side', async () => {
    const server = installFakeApi({
      'GET /api/account/logging/list': () => listPayload([ENTRY], 1, 1, 20),
      'GET /api/account/logging/detail': () => ({
        ...ENTRY,
        before_json: JSON.stringify({ name: '收费员', description: '旧' }),
        after_json: JSON.stringify({ name: '收费员', description: '新' }),
      }),
    });
    const { user } = renderResource(<OperationLogPage />, { route: '/account/logging/list' });

    const row = (await screen.findByRole('cell', { name: 'account/role' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('编辑')).toBeTruthy();
    expect(screen.queryByRole('button', { name: label('新增') })).toBeNull();

    await user.click(within(row).getByRole('button', { name: label('详情') }));
    // antd names dialogs through ids that are all 'test-id' under test, so check the title as text.
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('操作详情')).toBeTruthy();
    await waitFor(() => expect(within(drawer).getByLabelText('变更前').textContent).toContain('"旧"'));
    expect(within(drawer).getByLabelText('变更后').textContent).toContain('"新"');
    expect(within(drawer).getByText('description')).toBeTruthy();
    expect(within(drawer).getByText('10.0.0.1')).toBeTruthy();
    expect(server.callsTo('GET', '/api/account/logging/detail')[0]!.query.get('id')).toBe('31');
  });
});
