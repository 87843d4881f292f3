import { IconProvider } from '@ant-design/icons';
import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
// The ES module, not the CommonJS one the package's locale path names (its interop wrappers and a
// second copy of the date pickers' locale rode along on every page).
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { RouterProvider } from 'react-router';
import { useBranding } from '../lib/branding';
import { themePrimaryOf } from '../lib/domain-summary';
import { registerFeedbackHost } from '../lib/feedback';
import { queryClient } from '../lib/query-client';
import { usePrefersReducedMotion } from '../lib/reduced-motion';
import { readableTheme } from './readable-theme';
import { router } from './router';

dayjs.locale('zh-cn');

const FeedbackHost = lazy(() => import('./FeedbackHost'));

/**
 * antd's App (message, notification and dialog holders) mounts on the first toast or confirmation
 * asked for (lib/feedback.ts), not with the first page, which shows none.
 */
function FeedbackMount() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => registerFeedbackHost(() => setWanted(true)), []);
  return wanted ? (
    <Suspense fallback={null}>
      <FeedbackHost />
    </Suspense>
  ) : null;
}

/**
 * What react-router/dom's RouterProvider adds: a navigation may ask to be rendered at once (flushSync)
 * rather than in a transition (the visited tabs do, for a kept page).
 */
function syncUpdate(update: () => unknown): undefined {
  flushSync(update);
}

/**
 * antd's ConfigProvider already writes the icons' styles (`.anticon`, the spin) once for the whole
 * console. Left to itself, every icon also runs an effect that looks through the document's head for
 * its own copy of the same rules, on every mount and every time a kept page is shown again (the
 * 停车记录 list and the shell hold about 70 icons).
 */
const ICONS_STYLED_BY_ANTD = { zeroRuntime: true };

export function App() {
  const summary = useBranding((s) => s.summary);
  const reducedMotion = usePrefersReducedMotion();
  const theme = useMemo(
    () => readableTheme(themePrimaryOf(summary), !reducedMotion),
    [summary, reducedMotion],
  );
  return (
    <ConfigProvider locale={zhCN} theme={theme}>
      <IconProvider value={ICONS_STYLED_BY_ANTD}>
        <FeedbackMount />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} flushSync={syncUpdate} />
        </QueryClientProvider>
      </IconProvider>
    </ConfigProvider>
  );
}
