import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { currentLocation, renderResource } from '../../resources/testing/render-resource';
import { installFakeApi } from '../../test/fake-api';
import { label } from '../../widgets/testing/render-widget';
import { setUpSignedInSuite } from '../../test/session';
import { RoleAddPage, RoleEditPage } from './RoleFormPage';

setUpSignedInSuite(['account:role:list', 'account:role:create', 'account:role:update']);
vi.setConfig({ testTimeout: 30_000 });

function expand(title: string) {
  const switcher = screen.getByText(title).closest('.ant-tree-treenode')?.querySelector('.ant-tree-switcher');
  if (!switcher) throw new Error(`no switcher for ${title}`);
  return switcher;
}

describe('Role add and edit', () => {
  it('creates a role with the codes ticked in the permission tree', async () => {
    const server = installFakeApi({ 'POST /api/account/role/create': () => ({ id: 8 }) });
    const { user } = renderResource(<RoleAddPage />, { route: '/account/role-permission/role/add' });

    await user.type(screen.getByLabelText('角色名称'), '值班长');
    await user.click(expand('角色'));
    await user.click(screen.getByText('角色列表'));
    await user.click(screen.getByText('编辑角色'));
    await user.click(screen.getByRole('button', { name: label('保存') }));

    await waitFor(() => expect(server.callsTo('POST', '/api/account/role/create')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/account/role/create')[0]!.body).toEqual({
      name: '值班长',
      permissions: ['account:role:list', 'account:role:update'],
    });
    await waitFor(() => expect(currentLocation()).toBe('/account/role-permission/role'));
  });

  it('edits a role, keeping its codes, and puts the id', async () => {
    const server = installFakeApi({
      'GET /api/account/role/detail': () => ({
        id: 5,
        name: '收费员',
        description: '白班',
        permissions: ['account:role:list'],
        create_time: 1_700_000_000,
      }),
      'PUT /api/account/role/update': () => null,
    });
    const { user } = renderResource(<RoleEditPage />, { route: '/account/role-permission/role/edit?id=5' });
    await user.type(await screen.findByLabelText('角色描述'), '与夜班');
    await user.click(screen.getByRole('button', { name: label('保存') }));
    await waitFor(() =>
      expect(server.callsTo('PUT', '/api/account/role/update')[0]?.body).toEqual({
        id: 5,
        name: '收费员',
        description: '白班与夜班',
        permissions: ['account:role:list'],
      }),
    );
  });
});
