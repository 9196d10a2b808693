import { limits } from '@mall/contracts';
import type { MessageInstance } from 'antd/es/message/interface';

/**
 * Toasts for code outside React (the http client). antd's static `message.*` methods render outside
 * the ConfigProvider and miss the theme and locale, so the app binds a `message.useMessage()` instance here
 * (app/toast-bridge.tsx). Toasts raised before the bridge mounts are queued, not lost.
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

/**
 * Decides whether a toast is new: the same kind and text within `windowMs` of the last one shown is not
 * (spec §8 shows one toast per failure, but a page whose calls all fail at once, e.g. the server down,
 * stacked a dozen identical toasts over the header). Texts that differ are all shown.
 */
export function createToastDeduper(windowMs: number, now: () => number = Date.now) {
  const lastShown = new Map<string, number>();
  return (kind: string, text: string): boolean => {
    const at = now();
    for (const [key, time] of lastShown) if (at - time >= windowMs) lastShown.delete(key);
    const key = `${kind}\u0000${text}`;
    if (lastShown.has(key)) return false;
    lastShown.set(key, at);
    return true;
  };
}

// As long as a toast stays on screen: an identical one raised meanwhile would stack under it.
const isNew = createToastDeduper(limits.toastSeconds * 1000);

export const toast = {
  error(text: string, seconds: number = limits.toastSeconds) {
    if (isNew('error', text)) show((api) => void api.error({ content: text, duration: seconds }));
  },
  warning(text: string, seconds = 3) {
    if (isNew('warning', text)) show((api) => void api.warning({ content: text, duration: seconds }));
  },
  info(text: string, seconds = 3) {
    if (isNew('info', text)) show((api) => void api.info({ content: text, duration: seconds }));
  },
  success(text: string, seconds = 3) {
    if (isNew('success', text)) show((api) => void api.success({ content: text, duration: seconds }));
  },
};
