import { platformAdminCustId } from '@mall/contracts';
import { Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ChatTarget, useChatStore } from '../chat-store';
import { ChatPanel, type PictureChooser } from './chat-panel';

/**
 * The chat window (spec §2 screen 6): the chat in a dialog 80% wide, opened by pages through
 * `useChatStore().openChat(...)`. Mounted once by the storefront layout, loaded on first use.
 */
export function ChatWindow({
  marquee,
  channelDomain,
  pictureChooser,
}: {
  marquee?: string;
  channelDomain?: string;
  pictureChooser?: PictureChooser;
}) {
  const { t } = useTranslation('chat');
  const target = useChatStore((state) => state.target);
  const closeChat = useChatStore((state) => state.closeChat);
  // The last target stays while the dialog animates closed, so its content does not vanish first.
  const [shown, setShown] = useState<ChatTarget | undefined>(target);
  useEffect(() => {
    if (target) setShown(target);
  }, [target]);
  const current = target ?? shown;
  const windowTitle = () => {
    if (current?.receiveCustId === platformAdminCustId) return t('panel.serviceTitle');
    return current?.title ? t('panel.titleWith', { name: current.title }) : t('panel.title');
  };
  return (
    <Modal
      open={target !== undefined}
      onCancel={closeChat}
      afterClose={() => setShown(undefined)}
      title={windowTitle()}
      footer={null}
      width="80%"
      centered
      destroyOnHidden
      className="chat-window"
    >
      {current && (
        <ChatPanel
          key={targetKey(current)}
          mode="dialog"
          target={current}
          marquee={marquee}
          channelDomain={channelDomain}
          onClose={closeChat}
          pictureChooser={pictureChooser}
        />
      )}
    </Modal>
  );
}

/** A new target (another merchant, product or order) starts a fresh panel. */
function targetKey(target: ChatTarget) {
  return `${target.receiveCustId}/${target.productId ?? ''}/${target.orderNumber ?? ''}`;
}
