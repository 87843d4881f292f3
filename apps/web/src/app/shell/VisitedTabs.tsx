import { Tabs } from 'antd';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useActiveRoute } from './active-route';
import { usePageCache } from './page-cache';

/** The visited-view tabs: the last 2 pages opened (spec 01 section 9), each closable. */
export function VisitedTabs() {
  const location = useLocation();
  const navigate = useNavigate();
  const { route } = useActiveRoute();
  const { visited, visit, closeView, drop } = usePageCache();

  useEffect(() => {
    if (route) visit({ path: location.pathname, title: route.title, search: location.search });
  }, [route, location.pathname, location.search, visit]);

  if (visited.length === 0) return null;
  return (
    <Tabs
      type="editable-card"
      hideAdd
      size="small"
      activeKey={location.pathname}
      aria-label="最近访问"
      style={{ marginBottom: 8 }}
      items={visited.map((v) => ({ key: v.path, label: v.title, closable: visited.length > 1 }))}
      onChange={(key) => {
        const view = visited.find((v) => v.path === key);
        if (view) navigate(`${view.path}${view.search}`);
      }}
      onEdit={(key, action) => {
        if (action !== 'remove' || typeof key !== 'string') return;
        closeView(key);
        drop(key);
        if (key === location.pathname) {
          const other = visited.find((v) => v.path !== key);
          if (other) navigate(`${other.path}${other.search}`);
        }
      }}
    />
  );
}
