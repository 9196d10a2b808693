import { limits } from '@mall/contracts';
import type { MessageInstance } from 'antd/es/message/interface';

/**
 * Toasts for code outside React (the http client). antd's static `message.*` methods render outside
 * the ConfigProvider and miss the theme and locale, so the app binds the `App.useApp()` instance here
 * (see ToastBridge). Toasts raised before the bridge mounts are queued, not lost.
 */
let messageApi: MessageInstance | null = null;
const queued: Array<(api: MessageInstance) => void> = [];

export function bindToast(api: MessageInstance | null) {
  messageApi = api;
  if (!api) return;
  for (const show of queued.splice(0)) show(api);
}

function show(run: (api: MessageInstance) => void) {
  if (messageApi) run(messageApi);
  else queued.push(run);
}

export const toast = {
  error(text: string, seconds: number = limits.toastSeconds) {
    show((api) => void api.error({ content: text, duration: seconds }));
  },
  warning(text: string, seconds = 3) {
    show((api) => void api.warning({ content: text, duration: seconds }));
  },
  info(text: string, seconds = 3) {
    show((api) => void api.info({ content: text, duration: seconds }));
  },
  success(text: string, seconds = 3) {
    show((api) => void api.success({ content: text, duration: seconds }));
  },
};
