import { useEffect, useRef } from 'react';
import { clearAccessToken, LOGIN_COUNT_KEY, loginCount } from '../../lib/auth-token';
import { feedback } from '../../lib/feedback';
import { loadProfile, needsRefresh } from '../../lib/session-store';

// Often enough to refresh well inside the 1200 s window; cheap because it only reads local storage.
const REFRESH_CHECK_MS = 60_000;

/**
 * The session's background duties (spec 01 section 4): rotate the token when fewer than 1200 s are
 * left, and when another tab signs in or out, ask whether to sign in again or refresh.
 */
export function useSessionWatchers(): void {
  const prompting = useRef(false);
  const seenCount = useRef(loginCount());

  useEffect(() => {
    const timer = setInterval(() => {
      if (needsRefresh()) void loadProfile();
    }, REFRESH_CHECK_MS);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== LOGIN_COUNT_KEY || prompting.current) return;
      if (loginCount() === seenCount.current) return;
      prompting.current = true;
      void feedback().modal.confirm({
        title: '登录信息变更',
        content: '检测到当前账号在其他页面登录或退出，请重新登录或刷新页面。',
        okText: '刷新',
        cancelText: '使用其他账号登录',
        closable: false,
        maskClosable: false,
        keyboard: false,
        onOk: () => location.reload(),
        onCancel: () => {
          // The token only: clearing the session store as well re-rendered the shell, whose own
          // signed-out redirect (/?redirect=…, 登录信息已过期) could overtake this navigation.
          clearAccessToken();
          location.assign('/');
        },
      });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
}
