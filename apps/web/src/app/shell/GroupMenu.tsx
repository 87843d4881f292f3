import { ArrowLeftOutlined } from '@ant-design/icons';
import { canAccessRoute, groupTabHref } from '@console/core';
import type { MenuProps } from 'antd';
import { useSearchParams } from 'react-router';
import { useSession } from '../../lib/session-store';
import { useActiveRoute } from './active-route';
import { FocusFollowingMenu } from './FocusFollowingMenu';
import { useShellNavigate } from './use-shell-navigate';

type Items = NonNullable<MenuProps['items']>;

/** The group sidebar of a detail group: a back link to the list, then the tabs the user may open. */
export default function GroupMenu({ onNavigate, collapsed }: { onNavigate(): void; collapsed: boolean }) {
  const { group, route } = useActiveRoute();
  const [params] = useSearchParams();
  const navigate = useShellNavigate();
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
      tooltip={collapsed ? undefined : false}
      onClick={({ key }) => {
        onNavigate();
        navigate(key === '__back' ? group.back.path : groupTabHref(key, query));
      }}
    />
  );
}
