import { render } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { FeedbackBridge } from '../../lib/feedback-bridge';

/**
 * Renders as the app does: antd in Chinese (dialogs read 确定 and 取消) inside antd's App, so messages
 * live in the test's own tree and go away with it instead of animating on after the test ends.
 */
export function renderWidget(ui: ReactNode) {
  return render(
    <ConfigProvider locale={zhCN}>
      <App>
        <FeedbackBridge />
        {ui}
      </App>
    </ConfigProvider>,
  );
}

/**
 * Every test starts signed in (the request helper refuses token-requiring calls otherwise) with a
 * clean localStorage, and gets the real fetch and real timers back afterwards (the feedback bridge
 * puts the static feedback back as it unmounts).
 */
export function setUpWidgetSuite(): void {
  const originalFetch = globalThis.fetch;
  beforeEach(() => {
    document.cookie = 'accessToken=abc; path=/';
    localStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
    globalThis.fetch = originalFetch;
    vi.restoreAllMocks();
  });
}
