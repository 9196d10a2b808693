import {
  type ChatConversation,
  chatConversationTypes,
  chatReadStates,
  formatRelativeTime,
  getRelativeTime,
} from '@mall/contracts';
import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state';
import { type ChatSide, useConversations } from '../api/get-conversations';
import { conversationAvatar, previewKind } from '../utils/chat-view';
import { ChatAvatar } from './chat-avatar';

export interface ConversationListProps {
  sides: readonly ChatSide[];
  side: ChatSide;
  onSideChange: (side: ChatSide) => void;
  selectedId: number | undefined;
  onSelect: (conversation: ChatConversation) => void;
}

/** The contact list (spec screens 5, 6): newest first, unread dot when haveRead is 1. */
export function ConversationList({ sides, side, onSideChange, selectedId, onSelect }: ConversationListProps) {
  const { t } = useTranslation('chat');
  const query = useConversations(side);
  return (
    <nav className="chat-contacts" aria-label={t('contacts.aria')}>
      {sides.length > 1 && (
        <Segmented
          block
          size="small"
          className="chat-contacts__sides"
          value={side}
          onChange={(value) => onSideChange(value as ChatSide)}
          options={sides.map((value) => ({
            value,
            label: t(value === 'seller' ? 'contacts.sellerSide' : 'contacts.buyerSide'),
          }))}
        />
      )}
      <div className="chat-contacts__scroll">
        <QueryState query={query} compact emptyText={t('contacts.empty')}>
          {(page) => (
            <ul className="chat-contacts__list">
              {page.rows.map((conversation) => (
                <ConversationItem
                  key={conversation.messageId}
                  conversation={conversation}
                  active={conversation.messageId === selectedId}
                  onSelect={onSelect}
                />
              ))}
            </ul>
          )}
        </QueryState>
      </div>
    </nav>
  );
}

function ConversationItem({
  conversation,
  active,
  onSelect,
}: {
  conversation: ChatConversation;
  active: boolean;
  onSelect: (conversation: ChatConversation) => void;
}) {
  const { t } = useTranslation('chat');
  const { t: tMain } = useTranslation();
  // The open conversation is being read: no dot for it even before the server's answer arrives.
  const unread = conversation.haveRead === chatReadStates.unread && !active;
  const kind = previewKind(conversation);
  const preview =
    kind === 'none'
      ? t('contacts.noMessages')
      : kind === 'product'
        ? t('contacts.productPreview', { text: conversation.content })
        : kind === 'order'
          ? t('contacts.orderPreview', { text: conversation.content })
          : kind === 'picture'
            ? t('contacts.picturePreview')
            : conversation.content;
  return (
    <li>
      <button
        type="button"
        className={`chat-contact${active ? ' is-active' : ''}`}
        aria-current={active ? 'true' : undefined}
        onClick={() => onSelect(conversation)}
        data-testid="chat-contact"
      >
        <span className="chat-contact__avatar">
          <ChatAvatar src={conversationAvatar(conversation)} name={conversation.contactName} />
          {unread && (
            <span className="chat-contact__dot" data-testid="unread-dot">
              <span className="mall-sr-only">{t('contacts.unread')}</span>
            </span>
          )}
        </span>
        <span className="chat-contact__body">
          <span className="chat-contact__name">{conversation.contactName}</span>
          <span className="chat-contact__bottom">
            <span className="chat-contact__preview">
              {conversation.bizId && (
                <span className="chat-contact__tag">
                  {t(
                    conversation.type === chatConversationTypes.product
                      ? 'contacts.product'
                      : 'contacts.order',
                  )}
                </span>
              )}
              {preview}
            </span>
            <time className="chat-contact__time" dateTime={conversation.sendTime}>
              {formatRelativeTime(getRelativeTime(conversation.sendTime), tMain)}
            </time>
          </span>
        </span>
      </button>
    </li>
  );
}
