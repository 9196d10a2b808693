import { message as antdMessage } from 'antd';
import { useEffect } from 'react';
import { bindToast } from '../lib/toast';

/**
 * Hands antd's message API, bound to the theme and locale of the ConfigProvider it renders in, to code
 * outside React (lib/toast). Loaded after the first view: toasts raised before it mounts wait in lib/toast.
 */
export default function ToastBridge() {
  const [message, holder] = antdMessage.useMessage();
  useEffect(() => {
    bindToast(message);
    return () => bindToast(null);
  }, [message]);
  return holder;
}
