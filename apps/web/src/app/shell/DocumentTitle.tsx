import { useEffect } from 'react';
import { useBranding } from '../../lib/branding';
import { setPageTitle } from '../../lib/domain-summary';
import { useActiveRoute } from './active-route';

/**
 * Keeps the browser tab titled with the shown page, then the site ("停车记录 - 商户管理平台"). A
 * component of its own, so a route change re-renders only it and not the memoised shell layout.
 */
export function DocumentTitle() {
  const { route } = useActiveRoute();
  const summary = useBranding((s) => s.summary);
  const title = route?.title;
  useEffect(() => setPageTitle(title, summary), [title, summary]);
  return null;
}
