import { message as staticMessage, notification as staticNotification } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';

/**
 * The antd feedback API that non-React code (the request helper) uses. The app shell installs the
 * context-aware instances from App.useApp(); before that the static ones serve.
 */
type FeedbackApi = { message: MessageInstance; notification: NotificationInstance };

const staticApi: FeedbackApi = { message: staticMessage, notification: staticNotification };
let current = staticApi;

/** Installs the app's instances; the returned function puts the static ones back (on unmount). */
export function installFeedback(api: FeedbackApi): () => void {
  current = api;
  return () => {
    if (current === api) current = staticApi;
  };
}

export function feedback() {
  return current;
}
