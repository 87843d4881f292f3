import { message, Modal } from 'antd';
import type { FeedbackApi } from './feedback';

/** antd's static API, for components rendered without the app's feedback host (lib/feedback.ts). */
export const staticFeedback: FeedbackApi = {
  message,
  modal: {
    confirm: (config) =>
      new Promise<boolean>((resolve) => {
        Modal.confirm({
          ...config,
          onOk: async (...args: unknown[]) => {
            await (config.onOk as ((...a: unknown[]) => unknown) | undefined)?.(...args);
            resolve(true);
          },
          onCancel: (...args: unknown[]) => {
            (config.onCancel as ((...a: unknown[]) => unknown) | undefined)?.(...args);
            resolve(false);
          },
        });
      }),
  },
};
