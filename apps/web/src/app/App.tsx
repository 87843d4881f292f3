import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useEffect, useMemo } from 'react';
import { RouterProvider } from 'react-router';
import { useBranding } from '../lib/branding';
import { themePrimaryOf } from '../lib/domain-summary';
import { installFeedback } from '../lib/feedback';
import { queryClient } from '../lib/query-client';
import { usePrefersReducedMotion } from '../lib/reduced-motion';
import { readableTheme } from './readable-theme';
import { router } from './router';

dayjs.locale('zh-cn');

/** Hands the context-aware message and notification APIs to code outside React (the request helper). */
function FeedbackBridge() {
  const { message, notification } = AntdApp.useApp();
  useEffect(() => installFeedback({ message, notification }), [message, notification]);
  return null;
}

export function App() {
  const summary = useBranding((s) => s.summary);
  const reducedMotion = usePrefersReducedMotion();
  const theme = useMemo(
    () => readableTheme(themePrimaryOf(summary), !reducedMotion),
    [summary, reducedMotion],
  );
  return (
    <ConfigProvider locale={zhCN} theme={theme}>
      <AntdApp>
        <FeedbackBridge />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AntdApp>
    </ConfigProvider>
  );
}
