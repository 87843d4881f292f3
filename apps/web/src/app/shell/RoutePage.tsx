import { canAccessRoute, fillPath, missingPermission } from '@console/core';
import { createElement, lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../../lib/session-store';
import { pageOf } from '../page-registry';
import { RouteFallback } from '../RouteFallback';
import { PageErrorBoundary } from './PageErrorBoundary';
import { resolveRoute } from './resolve-route';

// The 建设中 and 401 notices load when shown, so a built page the user may open does not carry them.
const UnderConstructionPage = lazy(() => import('../../pages/public/UnderConstructionPage'));
const NoAccessResult = lazy(() =>
  import('../../pages/public/errors/NoAccessResult').then((m) => ({ default: m.NoAccessResult })),
);

/**
 * One page of the shell for the location it is rendered at (a kept-alive page keeps its own): the
 * guard (any one code, products), redirects, the built screen or the 建设中 notice.
 */
export function RoutePage() {
  const location = useLocation();
  const permissions = useSession((s) => s.permissions);
  const products = useSession((s) => s.products);
  const resolved = resolveRoute(location.pathname);
  if (!resolved) return <Navigate to="/error-page/404" replace />;
  const { route, params } = resolved;
  if (route.redirect) return <Navigate to={fillPath(route.redirect, params)} replace />;
  if (!canAccessRoute(route, permissions, products)) {
    const missing = missingPermission(route, permissions);
    return (
      <Suspense fallback={<RouteFallback />}>
        <NoAccessResult codes={missing.length > 0 ? missing : route.permissions} path={location.pathname} />
      </Suspense>
    );
  }
  const Page = pageOf(route);
  return (
    <PageErrorBoundary key={route.path}>
      <Suspense fallback={<RouteFallback />}>
        {Page ? (
          // The lazy component comes from a static map, so createElement keeps its identity across renders.
          createElement(Page)
        ) : (
          <UnderConstructionPage title={route.title} path={location.pathname} />
        )}
      </Suspense>
    </PageErrorBoundary>
  );
}
