import { AppstoreOutlined } from '@ant-design/icons';
import { Button, Dropdown, Menu } from 'antd';
import { useNavigate } from 'react-router';
import { useMenuTree } from '../../lib/navigation';
import { useActiveRoute } from './active-route';
import { MenuIcon } from './MenuIcon';

/** The header's top tab menu: at most 6, hidden items filtered out; a dropdown on narrow screens. */
export function TopMenuBar({ compact }: { compact: boolean }) {
  const { topMenus } = useMenuTree();
  const { topMenu } = useActiveRoute();
  const navigate = useNavigate();
  const items = topMenus.map((menu) => ({
    key: menu.key,
    label: menu.title,
    icon: <MenuIcon name={menu.icon} />,
  }));
  const go = (key: string) => {
    const target = topMenus.find((m) => m.key === key);
    if (target) navigate(target.path);
  };
  if (compact) {
    return (
      <Dropdown
        menu={{
          items,
          selectable: true,
          selectedKeys: topMenu ? [topMenu] : [],
          onClick: ({ key }) => go(key),
        }}
      >
        <Button
          type="text"
          icon={<AppstoreOutlined />}
          aria-label="切换业务模块"
          style={{ color: 'inherit' }}
        >
          {topMenus.find((m) => m.key === topMenu)?.title ?? '业务模块'}
        </Button>
      </Dropdown>
    );
  }
  return (
    <Menu
      mode="horizontal"
      theme="dark"
      aria-label="顶部菜单"
      selectedKeys={topMenu ? [topMenu] : []}
      items={items}
      onClick={({ key }) => go(key)}
      style={{ flex: 1, minWidth: 0, background: 'transparent', borderBottom: 'none' }}
    />
  );
}
