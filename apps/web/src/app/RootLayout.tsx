import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { loadBranding, useBranding } from '../lib/branding';
import AppConfigMissingPage from './AppConfigMissingPage';
import { RouteFallback } from './RouteFallback';

let brandingRequested = false;

/**
 * Applies the domain's branding before anything else (spec 01 section 8): a failed summary goes to
 * /error-page/no-auth, a summary without app_id shows 应用配置缺失. Error pages render regardless.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const status = useBranding((s) => s.status);
  useEffect(() => {
    if (brandingRequested) return;
    brandingRequested = true;
    void loadBranding();
  }, []);
  if (pathname.startsWith('/error-page/')) return <Outlet />;
  if (status === 'failed') return <Navigate to="/error-page/no-auth" replace />;
  if (status === 'missing') return <AppConfigMissingPage />;
  if (status === 'loading') return <RouteFallback />;
  return <Outlet />;
}
