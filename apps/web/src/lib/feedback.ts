import { message as staticMessage, notification as staticNotification } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';

/**
 * The antd feedback API that non-React code (the request helper) uses. The app shell installs the
 * context-aware instances from App.useApp(); before that the static ones serve.
 */
let current: { message: MessageInstance; notification: NotificationInstance } = {
  message: staticMessage,
  notification: staticNotification,
};

export function installFeedback(api: { message: MessageInstance; notification: NotificationInstance }): void {
  current = api;
}

export function feedback() {
  return current;
}
