import { App } from 'antd';
import { FeedbackBridge } from '../lib/feedback-bridge';

/**
 * antd's App with nothing inside but the bridge: its message and dialog holders render here, inside
 * the console's ConfigProvider (theme, locale). Mounted by App.tsx on the first feedback call.
 */
export default function FeedbackHost() {
  return (
    <App component={false}>
      <FeedbackBridge />
    </App>
  );
}
