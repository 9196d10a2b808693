import {
  buyerCentreCode,
  type ChatConversation,
  type ChatProductCard,
  chatConversationTypes,
  chatSendTypes,
  limits,
  type OrderCard,
  permissionCodes,
  platformAdminCustId,
  type UserInfo,
} from '@mall/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Tabs } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { type ComponentType, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PermissionNote, usePermission } from '../../../components/permission';
import { paths, sellerOrderHref } from '../../../config/paths';
import { useFitViewport } from '../../../hooks/use-fit-viewport';
import { useKeyboardInset } from '../../../hooks/use-keyboard-inset';
import { useMallPrefix } from '../../../hooks/use-mall-prefix';
import { useAppStore } from '../../../lib/app-store';
import { type ChatSide, markConversationRead, reloadConversations } from '../api/get-conversations';
import { useConversationMessages } from '../api/get-messages';
import { openConversation } from '../api/open-conversation';
import type { ChatTarget } from '../chat-store';
import { useLiveChannel, useLiveStatus } from '../hooks/use-live-channel';
import { useSendMessage } from '../hooks/use-send-message';
import { productCardTarget } from '../utils/chat-view';
import { ChatMarquee } from './chat-marquee';
import { ConversationList } from './conversation-list';
import { MerchantCard } from './merchant-card';
import { MessageInput } from './message-input';
import { MessagePane } from './message-pane';
import { OrderPicker } from './order-picker';
import { ProductBar } from './product-bar';
import { QuickPhrases } from './quick-phrases';
import './chat.css';
import { Sheet } from '../../../components/sheet';
import { toast } from '../../../lib/toast';

export interface ChatPanelProps {
  /** `page` is the chat page (spec "mode 2": close goes home); `dialog` the chat window (close is emitted). */
  mode: 'page' | 'dialog';
  /** Open (or start) the conversation with this customer first. */
  target?: ChatTarget;
  /** CHAT_MARQUEE. */
  marquee?: string;
  /** DOMAIN_CHANNEL: a seller's order cards link to the channel site's order list. */
  channelDomain?: string;
  /** Dialog mode: the window closes. */
  onClose?: () => void;
  /** The picture gallery (composed by the page); without it the chat has no picture button. */
  pictureChooser?: PictureChooser;
}

/** A dialog that lets the user choose pictures from their gallery (the page passes the gallery's). */
export type PictureChooser = ComponentType<{
  open: boolean;
  limit: number;
  onCancel(): void;
  onConfirm(files: { fileUrl: string }[]): void;
}>;

/**
 * Who answers chats: a user in a seller centre, and the platform admin (service chats). They see the
 * conversations others started with them (the seller list) as well as their own.
 */
function sidesOf(user: UserInfo | null): readonly ChatSide[] {
  if (!user) return ['buyer'];
  const answers = user.subsysCode !== buyerCentreCode || user.custId === platformAdminCustId;
  return answers ? ['seller', 'buyer'] : ['buyer'];
}

/**
 * The chat (spec §2 screens 5 and 6): contacts on the left, the conversation in the middle, consulting
 * tools on the right. Both the chat page and the chat window render this one component.
 */
export function ChatPanel({
  mode,
  target,
  marquee,
  channelDomain,
  onClose,
  pictureChooser: PictureChooser,
}: ChatPanelProps) {
  const { t } = useTranslation('chat');
  const navigate = useNavigate();
  const prefix = useMallPrefix();
  const user = useAppStore((state) => state.userInfo);
  const sides = sidesOf(user);

  const [chosenSide, setChosenSide] = useState<ChatSide>();
  const side = chosenSide ?? (target ? 'buyer' : sides[0]) ?? 'buyer';
  const [selected, setSelected] = useState<ChatConversation>();
  const [draft, setDraft] = useState('');
  const [picturesOpen, setPicturesOpen] = useState(false);
  // Phones: the right column's tools (phrases, orders, the other side's card) in a bottom sheet.
  const [toolsOpen, setToolsOpen] = useState(false);
  const [opening, setOpening] = useState(Boolean(target));
  const inputRef = useRef<TextAreaRef>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  // The page's three columns end above the bottom of the window (the message box and Send button in view
  // at 1366 × 900) and scroll inside; spec §9 caps them at 670 px.
  const pageHeight = useFitViewport(bodyRef, {
    enabled: mode === 'page',
    min: 420,
    max: limits.chatListMaxHeight,
    gap: 16,
  });
  // On phones the chat fills the screen (page and window alike) and ends above the on-screen keyboard.
  useKeyboardInset();

  const detail = useConversationMessages(selected?.messageId);
  const conversation = detail.conversation ?? selected;
  const send = useSendMessage();
  useLiveChannel(selected?.messageId);
  const live = useLiveStatus();

  const queryClient = useQueryClient();
  // Spec §6: sending (and starting a conversation) is chat:send's, the order picker order:list's. Without
  // them the chat still shows the company's conversations; a note says why there is no message box.
  const codesKnown = useAppStore((state) => state.permissions !== null);
  const maySend = usePermission([permissionCodes.chatSend]);
  const mayListOrders = usePermission([permissionCodes.orderList]);

  // A page asked for a chat with someone: find or start that conversation, then show it.
  const started = useRef<ChatTarget | undefined>(undefined);
  useEffect(() => {
    if (!target || started.current === target) return;
    started.current = target;
    if (codesKnown && !maySend) {
      // Opening a conversation is contacting someone: the server would refuse it; the list stays.
      setOpening(false);
      return;
    }
    setOpening(true);
    openConversation(target)
      .then((opened) => {
        setChosenSide('buyer');
        setSelected(opened);
        reloadConversations(queryClient);
      })
      .catch(() => undefined)
      .finally(() => setOpening(false));
  }, [target, queryClient, codesKnown, maySend]);

  const select = (next: ChatConversation) => {
    setSelected(next);
    // The server marks it read when its messages load; the dot goes at once.
    markConversationRead(queryClient, next.messageId);
  };

  const sendText = () => {
    if (!conversation) {
      toast.warning(t('input.chooseChatFirst'));
      return;
    }
    const content = draft.trim();
    if (!content) {
      toast.warning(t('input.enterContent'));
      return;
    }
    send.mutate(
      { messageId: conversation.messageId, message: { sendType: chatSendTypes.text, content } },
      { onSuccess: () => setDraft('') },
    );
  };

  const openPictures = () => {
    if (!conversation) {
      toast.warning(t('input.chooseChatFirst'));
      return;
    }
    setPicturesOpen(true);
  };
  const sendPicture = (files: { fileUrl: string }[]) => {
    setPicturesOpen(false);
    const fileUrl = files[0]?.fileUrl;
    if (!conversation || !fileUrl) return;
    send.mutate({ messageId: conversation.messageId, message: { sendType: chatSendTypes.picture, fileUrl } });
  };

  const sendOrder = (order: OrderCard) => {
    if (!conversation) {
      toast.warning(t('input.chooseChatFirst'));
      return;
    }
    setToolsOpen(false);
    send.mutate({
      messageId: conversation.messageId,
      // Only the number: the server builds the card (date, lines, prices) from the order itself.
      message: { sendType: chatSendTypes.orderCard, orderNumber: order.orderNumber },
    });
  };

  const aboutProduct =
    conversation?.type === chatConversationTypes.product && /^\d+$/.test(conversation.bizId)
      ? Number(conversation.bizId)
      : undefined;
  const sendProduct = () => {
    if (!conversation || aboutProduct === undefined) return;
    send.mutate({
      messageId: conversation.messageId,
      message: { sendType: chatSendTypes.productCard, productId: aboutProduct },
    });
  };

  const leave = () => {
    if (mode === 'dialog') onClose?.();
  };
  const openProduct = (card: ChatProductCard) => {
    const kind = productCardTarget(card);
    if (!kind) {
      toast.warning(t('cards.sorry'));
      return;
    }
    leave();
    navigate(
      kind === 'supply'
        ? paths.supplyDetail.href({ productId: card.productId })
        : paths.productDetail.href({ productId: card.productId }, prefix),
    );
  };

  const insertPhrase = (text: string) => {
    setDraft((current) => current + text);
    if (toolsOpen) {
      setToolsOpen(false);
      // After the sheet has closed and given the focus back to its button.
      window.setTimeout(() => inputRef.current?.focus(), 0);
    } else inputRef.current?.focus();
  };

  // The side that started the conversation is the buyer's: it sees "my orders" and the merchant's card.
  const isBuyerSide = conversation && user ? conversation.sendCustId === user.custId : side === 'buyer';
  const contactCustId = conversation?.contactCustId ?? target?.receiveCustId;
  const orderFilter = isBuyerSide
    ? { sellCustId: contactCustId === platformAdminCustId ? undefined : contactCustId }
    : { sellCustId: user?.custId, buyCustId: contactCustId };

  const close = () => {
    if (mode === 'page') navigate(paths.root.href());
    else onClose?.();
  };

  const header = conversation ? (
    <header className="chat-pane__head">
      <button
        type="button"
        className="chat-pane__back mall-phone-only"
        onClick={() => {
          setToolsOpen(false);
          setSelected(undefined);
        }}
        aria-label={t('panel.backToList')}
        data-testid="chat-back"
      >
        ‹
      </button>
      <h3 className="chat-pane__title">{conversation.contactName}</h3>
      <button
        type="button"
        className="chat-pane__tools mall-phone-only"
        onClick={() => setToolsOpen(true)}
        aria-haspopup="dialog"
        aria-expanded={toolsOpen}
        data-testid="chat-tools"
      >
        {t('panel.tools')}
      </button>
    </header>
  ) : null;

  const footer = !maySend ? (
    codesKnown && <PermissionNote action="chatSend" testId="chat-no-send-permission" />
  ) : (
    <>
      {aboutProduct !== undefined && isBuyerSide && (
        <ProductBar
          productId={aboutProduct}
          onSend={sendProduct}
          sending={send.isPending && send.variables?.message.sendType === chatSendTypes.productCard}
        />
      )}
      <MessageInput
        value={draft}
        onChange={setDraft}
        onSend={sendText}
        sending={send.isPending && send.variables?.message.sendType === chatSendTypes.text}
        inputRef={inputRef}
        idle={!conversation && !opening}
        onPicture={PictureChooser ? openPictures : undefined}
        sendingPicture={send.isPending && send.variables?.message.sendType === chatSendTypes.picture}
      />
      {PictureChooser && (
        <PictureChooser
          open={picturesOpen}
          limit={1}
          onCancel={() => setPicturesOpen(false)}
          onConfirm={sendPicture}
        />
      )}
    </>
  );

  const ordersTool = {
    key: 'orders',
    label: t(isBuyerSide ? 'tabs.myOrders' : 'tabs.customerOrders'),
    children: (
      <div className="chat-side__pane">
        <OrderPicker
          key={`${orderFilter.sellCustId}-${orderFilter.buyCustId}`}
          filter={orderFilter}
          onSend={maySend ? sendOrder : undefined}
          sending={
            send.isPending && send.variables?.message.sendType === chatSendTypes.orderCard
              ? send.variables.message.orderNumber
              : undefined
          }
        />
      </div>
    ),
  };

  // The tools of the right column; on phones the same tabs open in a sheet from the conversation's head.
  const tools = [
    {
      key: 'consulting',
      label: t('tabs.consulting'),
      children: (
        <div className="chat-side__pane">
          <QuickPhrases onInsert={insertPhrase} />
        </div>
      ),
    },
    ...(mayListOrders ? [ordersTool] : []),
    {
      key: 'merchant',
      label: t(isBuyerSide ? 'tabs.merchant' : 'tabs.customer'),
      children: (
        <div className="chat-side__pane">
          <MerchantCard custId={contactCustId} />
        </div>
      ),
    },
  ];

  return (
    <section
      className={`chat-panel chat-panel--${mode}${conversation || opening ? ' chat-panel--chatting' : ''}`}
      aria-label={t('panel.aria')}
      data-testid="chat-panel"
    >
      {(mode === 'page' || marquee) && (
        <div className="chat-panel__head">
          {mode === 'page' && <h1 className="chat-panel__title">{t('panel.title')}</h1>}
          <ChatMarquee text={marquee} />
          {mode === 'page' && (
            <button type="button" className="chat-panel__close" onClick={close} aria-label={t('panel.close')}>
              ×
            </button>
          )}
        </div>
      )}
      <div className="chat-panel__body" ref={bodyRef} style={pageHeight ? { height: pageHeight } : undefined}>
        <ConversationList
          sides={sides}
          side={side}
          onSideChange={setChosenSide}
          selectedId={conversation?.messageId}
          onSelect={select}
        />
        <MessagePane
          idle={!conversation}
          loading={opening || (detail.isPending && detail.messages.length === 0 && Boolean(selected))}
          failed={detail.isError}
          onRetry={() => void detail.refetch()}
          messages={detail.messages}
          hasOlder={detail.hasNextPage}
          loadingOlder={detail.isFetchingNextPage}
          onLoadOlder={() => void detail.fetchNextPage()}
          reconnecting={live === 'waiting'}
          orderPath={
            isBuyerSide
              ? (orderNumber) => paths.orderDetail.href(orderNumber)
              : (orderNumber) => sellerOrderHref(user?.centres ?? [], channelDomain, orderNumber)
          }
          onNavigate={leave}
          onOpenProduct={openProduct}
          header={header}
          footer={footer}
          contactName={conversation?.contactName}
        />
        <aside className="chat-side">
          <Tabs
            size="small"
            tabBarGutter={16}
            className="chat-side__tabs"
            aria-label={t('tabs.aria')}
            items={tools}
          />
        </aside>
      </div>
      <Sheet
        open={toolsOpen && Boolean(conversation)}
        onClose={() => setToolsOpen(false)}
        side="bottom"
        title={t('tabs.aria')}
        testId="chat-tools-sheet"
      >
        <Tabs size="middle" className="chat-tools-sheet__tabs" items={tools} />
      </Sheet>
    </section>
  );
}
