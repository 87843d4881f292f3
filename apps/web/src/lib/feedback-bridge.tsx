import { App } from 'antd';
import { useEffect } from 'react';
import { installFeedback, type FeedbackApi } from './feedback';

type AppApi = ReturnType<typeof App.useApp>;

/** The feedback API from antd's App context: its confirm's result as a plain promise. */
export function feedbackFrom({ message, modal }: AppApi): FeedbackApi {
  return { message, modal: { confirm: (config) => Promise.resolve(modal.confirm(config)) } };
}

/**
 * Inside antd's App: hands its context-aware instances to lib/feedback, which the request helper and
 * the shell use (app/FeedbackHost.tsx in the console; the render helpers in tests).
 */
export function FeedbackBridge() {
  const app = App.useApp();
  useEffect(() => installFeedback(feedbackFrom(app)), [app]);
  return null;
}
