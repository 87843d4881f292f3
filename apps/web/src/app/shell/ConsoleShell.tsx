import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Layout, theme } from 'antd';
import { lazy, memo, Suspense, useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { MessageCentreButton } from '../../features/messages/components/MessageCentreButton';
import { useBranding } from '../../lib/branding';
import { siteNameOf } from '../../lib/domain-summary';
import { accessToken } from '../../lib/auth-token';
import { signInUrlFor } from '../../lib/request';
import { noteSessionExpired } from '../../lib/session-expired';
import { loadProfile, useSession } from '../../lib/session-store';
import { useIsMobile } from '../../lib/use-is-mobile';
import { RouteFallback } from '../RouteFallback';
import { resolveRoute } from './resolve-route';
import { AppBreadcrumb } from './AppBreadcrumb';
import { DocumentTitle } from './DocumentTitle';
import { CommandPaletteLauncher } from './command-palette/CommandPaletteLauncher';
import { KeepAliveOutlet } from './KeepAliveOutlet';
import { SideMenu } from './SideMenu';
import { TopMenuBar } from './TopMenuBar';
import { useSessionWatchers } from './use-session-watchers';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';
import { UserPanel } from './UserPanel';
import { VisitedTabs } from './VisitedTabs';

const HEADER_HEIGHT = 56;

const MobileMenuDrawer = lazy(() => import('./MobileMenuDrawer'));

/**
 * Header, two-level sidebar (a drawer on phones), breadcrumb, visited tabs and the kept-alive pages.
 * Memoised: the parts that follow the route read it themselves, so a route change does not re-render
 * the whole layout from ConsoleShell down.
 */
const ShellLayout = memo(function ShellLayout() {
  const mobile = useIsMobile();
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const summary = useBranding((s) => s.summary);
  const canMessage = useSession((s) => s.permissions.has('universal:message:basic'));
  const { token } = theme.useToken();
  useSessionWatchers();

  const logo = summary.metadata.IMAGE_MENU_LOGO;
  const titleStyle = parseInlineStyle(summary.metadata.STYLE_MENU_TITLE);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 12,
          paddingInline: mobile ? 8 : 16,
          height: HEADER_HEIGHT,
          position: 'sticky',
          top: 0,
          zIndex: 10,
          color: '#fff',
        }}
      >
        <Button
          type="text"
          aria-label={mobile ? '打开菜单' : collapsed ? '展开侧边栏' : '收起侧边栏'}
          icon={mobile || collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
          onClick={() => (mobile ? setDrawerOpen(true) : setCollapsed((c) => !c))}
          style={{ color: 'inherit' }}
        />
        <a
          href="/"
          onClick={(e) => e.preventDefault()}
          style={{ display: 'flex', alignItems: 'center', gap: 8, color: 'inherit' }}
          // The shown name is part of the accessible name (WCAG 2.5.3, label in name).
          aria-label={`站点名称：${siteNameOf(summary)}`}
        >
          {logo && <img src={logo} alt="" width={28} height={28} />}
          {!mobile && (
            <span style={{ fontSize: 16, fontWeight: 600, whiteSpace: 'nowrap', ...titleStyle }}>
              {siteNameOf(summary)}
            </span>
          )}
        </a>
        <TopMenuBar compact={mobile} />
        <div style={{ marginLeft: 'auto', display: 'flex', alignItems: 'center', gap: 8 }}>
          <CommandPaletteLauncher />
          {canMessage && <MessageCentreButton />}
          <UserPanel compact={mobile} />
        </div>
      </Layout.Header>
      <Layout>
        {mobile ? (
          <Suspense fallback={null}>
            <MobileMenuDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
          </Suspense>
        ) : (
          <Layout.Sider
            width={220}
            collapsed={collapsed}
            collapsedWidth={64}
            theme="light"
            style={{
              borderRight: `1px solid ${token.colorBorderSecondary}`,
              position: 'sticky',
              top: HEADER_HEIGHT,
              height: `calc(100vh - ${HEADER_HEIGHT}px)`,
              overflow: 'auto',
            }}
          >
            <SideMenu collapsed={collapsed} />
          </Layout.Sider>
        )}
        <Layout.Content style={{ padding: mobile ? 8 : 16, minWidth: 0 }} role="main">
          <DocumentTitle />
          <UnsavedChangesGuard />
          <AppBreadcrumb />
          <VisitedTabs />
          <KeepAliveOutlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
});

/** STYLE_MENU_TITLE is a CSS declaration list ("color:#fff;font-weight:600"); only simple properties pass. */
export function parseInlineStyle(css: string | undefined): React.CSSProperties {
  const style: Record<string, string> = {};
  for (const part of (css ?? '').split(';')) {
    const [name, ...rest] = part.split(':');
    const value = rest.join(':').trim();
    if (!name || !value || /url\(|expression|javascript:/i.test(value)) continue;
    const key = name
      .trim()
      .toLowerCase()
      .replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
    if (/^[a-zA-Z]+$/.test(key)) style[key] = value;
  }
  return style;
}

/** A console page opened without a token: 登录信息已过期 on the sign-in page (spec 01 sections 4, 8). */
function ExpiredSession() {
  const location = useLocation();
  useEffect(() => noteSessionExpired(), []);
  return <Navigate to={signInUrlFor(location)} replace />;
}

/**
 * The signed-in part of the console: fetches the profile once, and sends anyone without a session or
 * without any permission to sign in, with a redirect back.
 */
export function ConsoleShell() {
  const location = useLocation();
  const status = useSession((s) => s.status);
  const [checked, setChecked] = useState(status === 'ready');

  useEffect(() => {
    if (status === 'ready') return;
    let live = true;
    void loadProfile().then(() => live && setChecked(true));
    return () => {
      live = false;
    };
  }, [status]);

  // An unknown path is a 404 for everybody; only a real page asks to sign in first.
  if (!resolveRoute(location.pathname)) return <Navigate to="/error-page/404" replace />;
  if (!accessToken()) return <ExpiredSession />;
  if (!checked && status !== 'ready') return <RouteFallback />;
  if (status !== 'ready') return <Navigate to={signInUrlFor(location)} replace />;
  return <ShellLayout />;
}
