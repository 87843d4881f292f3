import { Card, Skeleton } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { signInUrlFor } from '../../../lib/request';
import { loadProfile, useSession } from '../../../lib/session-store';
import { accessToken } from '../../../lib/auth-token';

/**
 * A public page that needs the partner signed in, outside the console shell (a page opened on its
 * own, from a message or a bookmark): loads the session once like the shell does and sends anyone
 * without one to sign in with a redirect back. The calls then carry the access token and the
 * server's codes and scope decide, as on any console screen.
 */
export function SignedInFrame({ children }: { children: ReactNode }) {
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

  if (!accessToken() || (checked && status !== 'ready'))
    return <Navigate to={signInUrlFor(location)} replace />;
  return (
    <main style={{ minHeight: '100vh', background: '#f0f2f5', padding: 16 }}>
      <div style={{ maxWidth: 960, margin: '32px auto' }}>
        {status === 'ready' ? (
          children
        ) : (
          <Card>
            <Skeleton active paragraph={{ rows: 6 }} />
          </Card>
        )}
      </div>
    </main>
  );
}
