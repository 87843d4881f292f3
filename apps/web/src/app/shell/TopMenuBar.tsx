import { AppstoreOutlined, EllipsisOutlined } from '@ant-design/icons';
import type { TopMenu } from '@console/core';
import { Button, Dropdown, type MenuProps } from 'antd';
import { memo } from 'react';
import { useMenuTree } from '../../lib/navigation';
import { useMenuRoute } from './active-route';
import { FocusFollowingMenu } from './FocusFollowingMenu';
import { MenuIcon } from './MenuIcon';
import { useShellNavigate } from './use-shell-navigate';
import { SHELL_OVERLAY } from './shell-overlay';

type Items = NonNullable<MenuProps['items']>;

const MORE_KEY = '__more';

function itemsOf(menus: readonly TopMenu[]): Items {
  return menus.map((menu) => ({ key: menu.key, label: menu.title, icon: <MenuIcon name={menu.icon} /> }));
}

/**
 * The header's top tab menu: at most 6 modules (spec 01 section 2), and a 7th entry 更多 listing the
 * other modules the account has, so every one stays reachable; a dropdown on narrow screens. antd's
 * menus carry the keyboard: arrows move between entries, Enter or ↓ opens 更多, Esc closes it.
 */
export function TopMenuBar({ compact }: { compact: boolean }) {
  const { topMenu } = useMenuRoute();
  return <TopMenus compact={compact} topMenu={topMenu} />;
}

/** Memoised: a route change within the same module does not re-render the menu and its entries. */
const TopMenus = memo(function TopMenus({
  compact,
  topMenu,
}: {
  compact: boolean;
  topMenu: string | undefined;
}) {
  const navigate = useShellNavigate();
  const { menus, topMenus, moreMenus } = useMenuTree();
  const go = (key: string) => {
    const target = menus.find((m) => m.key === key);
    if (target) navigate(target.path);
  };
  const selectedKeys = topMenu ? [topMenu] : [];
  if (compact) {
    const items: Items = [
      ...itemsOf(topMenus),
      ...(moreMenus.length > 0
        ? [{ type: 'group' as const, key: MORE_KEY, label: '更多', children: itemsOf(moreMenus) }]
        : []),
    ];
    return (
      <Dropdown
        menu={{ items, selectable: true, selectedKeys, onClick: ({ key }) => go(key) }}
        rootClassName={SHELL_OVERLAY}
      >
        <Button
          type="text"
          icon={<AppstoreOutlined />}
          aria-label="切换业务模块"
          style={{ color: 'inherit' }}
        >
          {menus.find((m) => m.key === topMenu)?.title ?? '业务模块'}
        </Button>
      </Dropdown>
    );
  }
  const items: Items = [
    ...itemsOf(topMenus),
    ...(moreMenus.length > 0
      ? [{ key: MORE_KEY, label: '更多', icon: <EllipsisOutlined />, children: itemsOf(moreMenus) }]
      : []),
  ];
  return (
    <FocusFollowingMenu
      mode="horizontal"
      theme="dark"
      aria-label="顶部菜单"
      selectedKeys={selectedKeys}
      items={items}
      // ↓ on 更多 opens its list, and rc-menu highlights the list's first entry five frames later,
      // but only if the list is in the page by then: a list opened for the first time was not, on a
      // busy machine. Rendered ahead (hidden), it is; FocusFollowingMenu then gives it the focus.
      forceSubMenuRender
      // antd wraps each entry in a tooltip for a collapsed inline menu; a horizontal one never shows it.
      tooltip={false}
      onClick={({ key }) => go(key)}
      style={{ flex: 1, minWidth: 0, background: 'transparent', borderBottom: 'none' }}
    />
  );
});
