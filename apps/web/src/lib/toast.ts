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
 * Decides whether a toast is new: the same kind and text while the last one shown is still on screen
 * (`windowMs`, or the toast's own duration when given) is not (spec §8 shows one toast per failure, but a
 * page whose calls all fail at once, e.g. the server down, stacked a dozen identical toasts over the
 * header). Texts that differ are all shown; once a toast has gone, the same text shows again.
 */
export function createToastDeduper(windowMs: number, now: () => number = Date.now) {
  const shownUntil = new Map<string, number>();
  return (kind: string, text: string, forMs: number = windowMs): boolean => {
    const at = now();
    for (const [key, until] of shownUntil) if (at >= until) shownUntil.delete(key);
    const key = `${kind}\u0000${text}`;
    if (shownUntil.has(key)) return false;
    shownUntil.set(key, at + forMs);
    return true;
  };
}

const isNew = createToastDeduper(limits.toastSeconds * 1000);

export const toast = {
  error(text: string, seconds: number = limits.toastSeconds) {
    if (isNew('error', text, seconds * 1000))
      show((api) => void api.error({ content: text, duration: seconds }));
  },
  warning(text: string, seconds = 3) {
    if (isNew('warning', text, seconds * 1000))
      show((api) => void api.warning({ content: text, duration: seconds }));
  },
  info(text: string, seconds = 3) {
    if (isNew('info', text, seconds * 1000))
      show((api) => void api.info({ content: text, duration: seconds }));
  },
  success(text: string, seconds = 3) {
    if (isNew('success', text, seconds * 1000))
      show((api) => void api.success({ content: text, duration: seconds }));
  },
};
