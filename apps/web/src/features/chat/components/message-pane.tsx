import type { ChatMessage, ChatProductCard } from '@mall/contracts';
import { Alert, Button, Empty } from 'antd';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/query-state';
import { Skeleton } from '../../../components/skeleton';
import { MessageItem } from './message-item';

export interface MessagePaneProps {
  /** No conversation chosen yet. */
  idle: boolean;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  messages: ChatMessage[];
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  /** Shown when the live channel is down and waiting to reconnect. */
  reconnecting: boolean;
  orderPath?: (orderNumber: string) => string | undefined;
  onNavigate: () => void;
  onOpenProduct: (card: ChatProductCard) => void;
  /** The product bar and the input, below the messages. */
  footer: ReactNode;
  header: ReactNode;
  /** The open conversation's contact, as its header names them. */
  contactName?: string;
}

/** The middle column: messages oldest first, kept scrolled to the newest, then the input. */
export function MessagePane(props: MessagePaneProps) {
  const { t } = useTranslation('chat');
  const { messages, idle, loading, failed } = props;
  const scroller = useRef<HTMLDivElement>(null);
  const newestId = messages[messages.length - 1]?.id;

  // Spec §4: selecting a conversation (and every new message) scrolls to the bottom. Loading older
  // messages adds at the top and leaves the newest id alone, so the reader keeps their place.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element && newestId !== undefined) element.scrollTop = element.scrollHeight;
  }, [newestId]);

  let body: ReactNode;
  if (idle) {
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('messages.chooseChat')} />;
  } else if (loading) {
    body = <Skeleton active avatar paragraph={{ rows: 4 }} />;
  } else if (failed && messages.length === 0) {
    body = <LoadFailed compact onRetry={props.onRetry} />;
  } else if (messages.length === 0) {
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('messages.empty')} />;
  } else {
    body = (
      <ol className="chat-messages__list">
        {messages.map((message) => (
          <MessageItem
            key={message.id}
            message={message}
            orderPath={props.orderPath}
            onNavigate={props.onNavigate}
            onOpenProduct={props.onOpenProduct}
            contactName={props.contactName}
          />
        ))}
      </ol>
    );
  }

  return (
    <section className="chat-pane" aria-label={t('messages.aria')}>
      {props.header}
      {props.reconnecting && (
        <Alert
          type="warning"
          banner
          showIcon
          title={t('panel.reconnecting')}
          data-testid="chat-reconnecting"
        />
      )}
      <div className="chat-messages" ref={scroller} aria-live="polite" data-testid="chat-messages">
        {props.hasOlder && (
          <div className="chat-messages__older">
            <Button size="small" type="link" onClick={props.onLoadOlder} loading={props.loadingOlder}>
              {t('messages.loadOlder')}
            </Button>
          </div>
        )}
        {body}
      </div>
      {props.footer}
    </section>
  );
}
