import { render } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { FeedbackBridge } from '../../lib/feedback-bridge';

dayjs.locale('zh-cn');

// happy-dom never ends CSS transitions, so closing dialogs would stay mid-animation.
const NO_MOTION = { token: { motion: false } };

/** Renders a widget as the app shows it: antd in Chinese, weeks starting on Monday; no animations. */
export function renderWidget(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const wrap = (node: ReactElement) => (
    <ConfigProvider locale={zhCN} theme={NO_MOTION}>
      <App>
        <FeedbackBridge />
        {/* Widgets may keep state in the URL (paging), so they render inside a router as in the app. */}
        <MemoryRouter initialEntries={[route]}>{node}</MemoryRouter>
      </App>
    </ConfigProvider>
  );
  const result = render(wrap(ui));
  return { ...result, rerender: (next: ReactElement) => result.rerender(wrap(next)) };
}

/**
 * Accessible name of an antd button: antd spaces out two-character Chinese labels (搜索 reads 搜 索),
 * so tests match the characters with optional whitespace between them.
 */
export function label(text: string): RegExp {
  return new RegExp(`^${[...text].map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s*')}$`);
}
