import { CloseOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { useActiveRoute } from './active-route';
import { usePageCache } from './page-cache';
import { useShellNavigate } from './use-shell-navigate';

/**
 * The visited-view tabs: the last 2 pages opened (spec 01 section 9), each closable. They are links
 * in a navigation landmark, not an ARIA tab list: they switch pages rather than panels, and antd's
 * editable tabs put their close buttons inside the tablist, which axe reports as critical.
 */
export function VisitedTabs() {
  const location = useLocation();
  const navigate = useShellNavigate();
  const { route } = useActiveRoute();
  // The tabs only: a kept page shown or its scroll remembered does not re-render them.
  const visited = usePageCache((s) => s.visited);
  const kept = usePageCache((s) => s.pages);
  const { visit, closeView, drop } = usePageCache.getState();
  const { token } = theme.useToken();

  useEffect(() => {
    if (route) visit({ path: location.pathname, title: route.title, search: location.search });
  }, [route, location.pathname, location.search, visit]);

  if (visited.length === 0) return null;
  const close = (path: string) => {
    closeView(path);
    drop(path);
    if (path === location.pathname) {
      const other = visited.find((v) => v.path !== path);
      if (other) navigate(`${other.path}${other.search}`);
    }
  };
  return (
    <nav aria-label="最近访问" className="visited-tabs">
      {visited.map((view) => {
        const current = view.path === location.pathname;
        return (
          <span key={view.path} className={current ? 'visited-tab visited-tab-current' : 'visited-tab'}>
            <Link
              to={`${view.path}${view.search}`}
              // A kept page shows again in the click's own task (flushSync), rather than in a
              // transition that yields to the browser between slices and paints the old page meanwhile.
              onClick={(event) => {
                const plain =
                  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
                if (!plain || !kept.some((page) => page.path === view.path)) return;
                event.preventDefault();
                navigate(`${view.path}${view.search}`, { flushSync: true });
              }}
              aria-current={current ? 'page' : undefined}
              style={current ? { color: token.colorPrimary } : undefined}
            >
              {view.title}
            </Link>
            {visited.length > 1 && (
              <button type="button" aria-label={`关闭 ${view.title}`} onClick={() => close(view.path)}>
                <CloseOutlined />
              </button>
            )}
          </span>
        );
      })}
    </nav>
  );
}
