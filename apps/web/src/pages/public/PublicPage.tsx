import { findRoute } from '@console/core';
import { Card } from 'antd';
import { useLocation } from 'react-router';
import UnderConstructionPage from './UnderConstructionPage';

/**
 * Public screens outside the shell (the business application, payment-channel onboarding and the
 * /external pages opened with a temporary token). Their screens come with later capabilities.
 */
export default function PublicPage() {
  const { pathname } = useLocation();
  const route = findRoute(pathname)?.route;
  return (
    <main style={{ maxWidth: 960, margin: '40px auto', padding: 16 }}>
      <Card>
        <UnderConstructionPage title={route?.title ?? '外部页面'} path={pathname} />
      </Card>
    </main>
  );
}
