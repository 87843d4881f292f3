import { ArrowLeftOutlined } from '@ant-design/icons';
import { canAccessRoute, groupTabHref, type SidebarNode } from '@console/core';
import type { MenuProps } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { withListSearch } from '../../lib/list-search-memory';
import { useMenuTree } from '../../lib/navigation';
import { useSession } from '../../lib/session-store';
import { useActiveRoute } from './active-route';
import { FocusFollowingMenu } from './FocusFollowingMenu';
import { MenuIcon } from './MenuIcon';

type Items = NonNullable<MenuProps['items']>;

function toItems(nodes: readonly SidebarNode[]): Items {
  return nodes.map((node) =>
    node.kind === 'item'
      ? { key: node.path, label: node.title, icon: <MenuIcon name={node.icon} /> }
      : {
          key: node.key,
          label: node.title,
          icon: <MenuIcon name={node.icon} />,
          children: node.children.map((child) => ({ key: child.path, label: child.title })),
        },
  );
}

/** The group sidebar of a detail group: a back link to the list, then the tabs the user may open. */
function GroupMenu({ onNavigate }: { onNavigate(): void }) {
  const { group, route } = useActiveRoute();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const permissions = useSession((s) => s.permissions);
  const products = useSession((s) => s.products);
  if (!group || !route) return null;
  const query = Object.fromEntries(params.entries());
  const tabs = group.tabs.filter((tab) => canAccessRoute(tab, permissions, products));
  const sections = new Map<string, Items>();
  for (const tab of tabs) {
    const section = tab.groupSection ?? '';
    if (!sections.has(section)) sections.set(section, []);
    sections.get(section)!.push({ key: tab.path, label: tab.title });
  }
  const items: Items = [
    { key: '__back', icon: <ArrowLeftOutlined />, label: `返回${group.back.title}` },
    { type: 'divider' },
    ...[...sections.entries()].flatMap(([title, children]) =>
      title ? [{ type: 'group' as const, key: `g:${title}`, label: title, children }] : children,
    ),
  ];
  return (
    <FocusFollowingMenu
      mode="inline"
      aria-label={`${group.group.title}菜单`}
      selectedKeys={[group.current.path]}
      items={items}
      onClick={({ key }) => {
        onNavigate();
        navigate(key === '__back' ? group.back.path : groupTabHref(key, query));
      }}
    />
  );
}

/** The two-level sidebar of the active top menu, or the group sidebar inside a detail group. */
export function SideMenu({ onNavigate = () => {} }: { onNavigate?(): void }) {
  const { menus } = useMenuTree();
  const { topMenu, menuKey, group } = useActiveRoute();
  const navigate = useNavigate();
  const sidebar = menus.find((m) => m.key === topMenu)?.sidebar ?? menus[0]?.sidebar ?? [];
  const items = toItems(sidebar);
  const openSection = sidebar.find(
    (n) => n.kind === 'section' && n.children.some((c) => c.path === menuKey),
  )?.key;
  if (group) return <GroupMenu onNavigate={onNavigate} />;
  return (
    <FocusFollowingMenu
      key={topMenu}
      mode="inline"
      aria-label="侧边菜单"
      selectedKeys={menuKey ? [menuKey] : []}
      defaultOpenKeys={
        openSection ? [openSection] : sidebar.filter((n) => n.kind === 'section').map((n) => n.key)
      }
      items={items}
      onClick={({ key }) => {
        onNavigate();
        navigate(withListSearch(key));
      }}
    />
  );
}
