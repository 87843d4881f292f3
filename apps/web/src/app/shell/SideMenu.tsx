import type { SidebarNode } from '@console/core';
import type { MenuProps } from 'antd';
import { Activity, lazy, memo, Suspense, useMemo, useState } from 'react';
import { withListSearch } from '../../lib/list-search-memory';
import { useMenuTree } from '../../lib/navigation';
import { useMenuRoute } from './active-route';
import { FocusFollowingMenu } from './FocusFollowingMenu';
import { MenuIcon } from './MenuIcon';
import { useShellNavigate } from './use-shell-navigate';

/** Only inside a detail group: its own small chunk, so the first page does not carry it. */
const GroupMenu = lazy(() => import('./GroupMenu'));

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

const NO_OP = () => {};

/** A module's sidebar as last shown: the entry selected in it then. */
type KeptSidebar = { readonly module: string; readonly menuKey: string | undefined };

/**
 * The two-level sidebar of the active top menu, or the group sidebar inside a detail group. The
 * sidebar of every module visited stays mounted (hidden with <Activity>, like the kept pages): going
 * back to a module, through its visited tab say, shows its sidebar as it was, open sections included,
 * instead of building a menu of a few hundred components again before the page can paint.
 */
export function SideMenu({
  onNavigate = NO_OP,
  collapsed = false,
}: {
  onNavigate?(): void;
  /** The sider shows icons only: the entries' names move into tooltips. */
  collapsed?: boolean;
}) {
  const { menus } = useMenuTree();
  const { topMenu, menuKey, group } = useMenuRoute();
  const current = menus.find((m) => m.key === topMenu) ?? menus[0];
  const [kept, setKept] = useState<readonly KeptSidebar[]>([]);
  // Adjusted while rendering (React's pattern for state derived from props): the shown module's
  // sidebar joins the kept ones, or takes its new entry, in this render already. A module's place
  // in the list never changes, so the document does not move its nodes.
  let shown = kept;
  if (current && !kept.some((k) => k.module === current.key && k.menuKey === menuKey)) {
    const entry = { module: current.key, menuKey };
    shown = kept.some((k) => k.module === current.key)
      ? kept.map((k) => (k.module === current.key ? entry : k))
      : [...kept, entry];
    setKept(shown);
  }
  if (group) {
    return (
      <Suspense fallback={null}>
        <GroupMenu onNavigate={onNavigate} collapsed={collapsed} />
      </Suspense>
    );
  }
  return shown.map(({ module, menuKey: selected }) => {
    const sidebar = menus.find((m) => m.key === module)?.sidebar;
    return (
      sidebar && (
        <Activity key={module} mode={module === current?.key ? 'visible' : 'hidden'}>
          <ModuleSidebar sidebar={sidebar} menuKey={selected} collapsed={collapsed} onNavigate={onNavigate} />
        </Activity>
      )
    );
  });
}

/** One module's sidebar; memoised, so a route change elsewhere does not re-render its entries. */
const ModuleSidebar = memo(function ModuleSidebar({
  sidebar,
  menuKey,
  collapsed,
  onNavigate,
}: {
  sidebar: readonly SidebarNode[];
  menuKey: string | undefined;
  collapsed: boolean;
  onNavigate(): void;
}) {
  const navigate = useShellNavigate();
  const items = useMemo(() => toItems(sidebar), [sidebar]);
  const sectionOf = (key: string | undefined) =>
    sidebar.find((n) => n.kind === 'section' && n.children.some((c) => c.path === key))?.key;
  // Every section open at first, or only the one holding the selected entry; afterwards as the user
  // leaves them, except that the section of a newly selected entry opens.
  const [openKeys, setOpenKeys] = useState<readonly string[]>(() => {
    const section = sectionOf(menuKey);
    return section ? [section] : sidebar.filter((n) => n.kind === 'section').map((n) => n.key);
  });
  const [openedFor, setOpenedFor] = useState(menuKey);
  let open = openKeys;
  if (openedFor !== menuKey) {
    const section = sectionOf(menuKey);
    if (section && !openKeys.includes(section)) {
      open = [...openKeys, section];
      setOpenKeys(open);
    }
    setOpenedFor(menuKey);
  }
  return (
    <FocusFollowingMenu
      mode="inline"
      aria-label="侧边菜单"
      selectedKeys={menuKey ? [menuKey] : []}
      // Collapsed, the sections are popups that open on hover (rc-menu's own state); the sections
      // open before are kept for when the sider expands, rather than cleared by the collapse.
      openKeys={collapsed ? undefined : (open as string[])}
      onOpenChange={collapsed ? undefined : setOpenKeys}
      items={items}
      // antd wraps each entry in a tooltip, shown only while the sider is collapsed.
      tooltip={collapsed ? undefined : false}
      onClick={({ key }) => {
        onNavigate();
        navigate(withListSearch(key));
      }}
    />
  );
});
