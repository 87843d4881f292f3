import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { primaryColourOf, useBranding } from '../lib/branding';
import { installFeedback } from '../lib/feedback';
import { queryClient } from '../lib/query-client';
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
  const colorPrimary = primaryColourOf(summary);
  return (
    <ConfigProvider locale={zhCN} theme={colorPrimary ? { token: { colorPrimary } } : undefined}>
      <AntdApp>
        <FeedbackBridge />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AntdApp>
    </ConfigProvider>
  );
}
