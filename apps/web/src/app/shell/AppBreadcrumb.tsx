import { breadcrumbFor, groupTabHref } from '@console/core';
import { Breadcrumb } from 'antd';
import { Link, useLocation, useSearchParams } from 'react-router';
import { EXTRA_ROUTES } from '../../lib/navigation';

export function AppBreadcrumb() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const query = Object.fromEntries(params.entries());
  const extra = EXTRA_ROUTES.find((r) => r.path === pathname);
  const trail = extra ? [{ title: extra.title }] : breadcrumbFor(pathname);
  if (trail.length === 0) return null;
  return (
    <Breadcrumb
      style={{ marginBottom: 12 }}
      items={trail.map((item) => ({
        title:
          'path' in item && item.path ? (
            <Link
              to={
                'carriesGroupQuery' in item && item.carriesGroupQuery
                  ? groupTabHref(item.path, query)
                  : item.path
              }
            >
              {item.title}
            </Link>
          ) : (
            item.title
          ),
      }))}
    />
  );
}
