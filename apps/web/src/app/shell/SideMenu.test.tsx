import { ALL_PERMISSION_CODES, ALL_PRODUCT_CODES } from '@console/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Layout } from 'antd';
import { useNavigate } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '../../lib/session-store';
import { setUpSignedInSuite, TEST_USER } from '../../test/session';
import { renderWidget } from '../../widgets/testing/render-widget';
import { SideMenu } from './SideMenu';

/** Goes to a path the way the palette or a visited tab does: not through the sidebar. */
function GoTo({ path }: { path: string }) {
  const navigate = useNavigate();
  return <button onClick={() => void navigate(path)}>{`去 ${path}`}</button>;
}

const sidebar = () => screen.getByRole('menu', { name: '侧边菜单' });
const entry = (name: string) => screen.queryByRole('menuitem', { name });

setUpSignedInSuite();

describe('SideMenu', () => {
  beforeEach(() => {
    useSession.getState().setProfile({
      ...TEST_USER,
      permission: ALL_PERMISSION_CODES.join(','),
      product: [...ALL_PRODUCT_CODES],
    });
  });

  it('keeps each module’s sidebar as the user left it, and opens the section of an entry reached elsewhere', async () => {
    const user = userEvent.setup();
    renderWidget(
      <>
        <GoTo path="/parking/record/list" />
        <GoTo path="/energy/station/list" />
        <GoTo path="/parking/customer/list" />
        <SideMenu />
      </>,
      { route: '/parking/record/list' },
    );
    // At first only the section of the selected entry is open.
    const parking = sidebar();
    expect(entry('停车记录')).toBeTruthy();
    expect(entry('车场列表')).toBeNull();
    await user.click(screen.getByRole('menuitem', { name: '车场管理' }));
    await waitFor(() => expect(entry('车场列表')).toBeTruthy());

    await user.click(screen.getByRole('button', { name: '去 /energy/station/list' }));
    await waitFor(() => expect(entry('充电站列表')).toBeTruthy());
    // The parking sidebar is kept, hidden: one sidebar is offered.
    expect(screen.getAllByRole('menu', { name: '侧边菜单' })).toHaveLength(1);
    expect(entry('停车记录')).toBeNull();

    // Back in 停车: the same menu, with the section the user opened still open.
    await user.click(screen.getByRole('button', { name: '去 /parking/record/list' }));
    await waitFor(() => expect(sidebar()).toBe(parking));
    expect(entry('车场列表')).toBeTruthy();
    expect(entry('客户列表')).toBeNull();

    // An entry reached another way opens its section and is selected.
    await user.click(screen.getByRole('button', { name: '去 /parking/customer/list' }));
    await waitFor(() => expect(entry('客户列表')).toBeTruthy());
    expect(entry('客户列表')!.className).toContain('ant-menu-item-selected');
  });

  it('names the entries in tooltips while the sider is collapsed', async () => {
    const user = userEvent.setup();
    renderWidget(
      <Layout.Sider collapsed>
        <SideMenu collapsed />
      </Layout.Sider>,
      { route: '/energy/station/list' },
    );
    await user.hover(screen.getByRole('menuitem', { name: /充电站列表/ }));
    expect((await screen.findByRole('tooltip')).textContent).toBe('充电站列表');
  });

  it('opens the same sections again when the sider expands after a collapse', async () => {
    const sider = (collapsed: boolean) => (
      <Layout.Sider collapsed={collapsed}>
        <SideMenu collapsed={collapsed} />
      </Layout.Sider>
    );
    const { rerender } = renderWidget(sider(false), { route: '/parking/record/list' });
    expect(entry('停车记录')).toBeTruthy();
    rerender(sider(true));
    await waitFor(() => expect(entry('停车记录')).toBeNull());
    rerender(sider(false));
    await waitFor(() => expect(entry('停车记录')).toBeTruthy());
    expect(entry('车场列表')).toBeNull();
  });
});
