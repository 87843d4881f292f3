import type { MessageInstance } from 'antd/es/message/interface';
import type { ModalFuncProps } from 'antd/es/modal/interface';

/** A confirmation dialog: resolves true on OK (after `onOk` has settled), false on cancel. */
export interface FeedbackModal {
  confirm(config: ModalFuncProps): Promise<boolean>;
}

/**
 * The antd feedback API (toasts and confirmation dialogs) for code outside components (the request
 * helper) and for the shell. antd's App, which provides the context-aware instances, carries message,
 * notification and Modal (~10 KiB gzip beyond what a list page shows), so the console mounts it
 * (app/FeedbackHost.tsx) on the first call instead of with the first page; calls made before it is
 * ready wait for it. Without a host (a component rendered alone) antd's static API serves.
 */
export interface FeedbackApi {
  message: MessageInstance;
  modal: FeedbackModal;
}

let current: FeedbackApi | undefined;
let waiting: ((api: FeedbackApi) => void)[] = [];
let askHost: (() => void) | undefined;
let staticLoading = false;

/** Installs the app's instances and serves what waited; the returned function uninstalls them. */
export function installFeedback(api: FeedbackApi): () => void {
  current = api;
  const queued = waiting;
  waiting = [];
  for (const run of queued) run(api);
  return () => {
    if (current === api) current = undefined;
  };
}

/** The app's host registers here and is asked to mount on the first call (at once if one waits). */
export function registerFeedbackHost(mount: () => void): () => void {
  askHost = mount;
  if (waiting.length > 0) mount();
  return () => {
    if (askHost === mount) askHost = undefined;
  };
}

function whenReady(run: (api: FeedbackApi) => void): void {
  if (current) return run(current);
  waiting.push(run);
  if (askHost) return askHost();
  if (staticLoading) return;
  staticLoading = true;
  void import('./feedback-static').then(({ staticFeedback }) => {
    staticLoading = false;
    if (!current) installFeedback(staticFeedback);
  });
}

// Toast methods return a handle the console never uses; until the API is there they return nothing.
const deferredMessage = new Proxy({} as MessageInstance, {
  get:
    (_target, method: keyof MessageInstance) =>
    (...args: unknown[]) =>
      whenReady((api) => (api.message[method] as (...a: unknown[]) => unknown)(...args)),
});

const deferred: FeedbackApi = {
  message: deferredMessage,
  modal: {
    confirm: (config) =>
      new Promise<boolean>((resolve, reject) => {
        whenReady((api) => api.modal.confirm(config).then(resolve, reject));
      }),
  },
};

export function feedback(): FeedbackApi {
  return current ?? deferred;
}
