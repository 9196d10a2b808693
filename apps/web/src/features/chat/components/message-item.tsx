import {
  type ChatMessage,
  type ChatOrderCard,
  type ChatProductCard,
  chatDirections,
  chatSendTypes,
} from '@mall/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Price } from '../../../components/price';
import { SafeImage } from '../../../components/safe-image';
import { useDateText } from '../../../hooks/use-date-text';
import { langProps } from '../../../lib/content-lang';
import { bubbleBox, parseOrderCard, parsePicture, parseProductCard } from '../utils/chat-view';
import { ChatAvatar } from './chat-avatar';

export interface MessageItemProps {
  message: ChatMessage;
  /**
   * Where an order card links: the buyer's order page (the order's owner), or for a seller the order list
   * of the channel site (an absolute address, opened in a new tab so the chat stays).
   */
  orderPath?: (orderNumber: string) => string | undefined;
  /** Called when a card link leaves the chat (the window closes). */
  onNavigate: () => void;
  onOpenProduct: (card: ChatProductCard) => void;
  /**
   * The other side's name as the conversation shows it (a shop's name in the reader's language): messages
   * pushed by the live channel carry the customer's legal name, which is not what the contact list says.
   */
  contactName?: string;
}

/** One message (spec §3 chat message detail): own on the right, the other side's on the left. */
export function MessageItem({
  message,
  orderPath,
  onNavigate,
  onOpenProduct,
  contactName,
}: MessageItemProps) {
  const { t } = useTranslation('chat');
  const { dateTime } = useDateText();
  const own = message.sendOrReceive === chatDirections.own;
  const senderName = own ? message.sendCustName : contactName || message.sendCustName;
  return (
    <li
      className={`chat-msg ${own ? 'chat-msg--own' : 'chat-msg--other'}`}
      data-testid="chat-message"
      data-id={message.id}
    >
      <ChatAvatar src={message.image} name={senderName} />
      <div className="chat-msg__main">
        <div className="chat-msg__meta">
          <span>{own ? t('messages.own') : senderName}</span>
          <time dateTime={message.addTime}>{dateTime(message.addTime)}</time>
        </div>
        <MessageBody
          message={message}
          orderPath={orderPath}
          onNavigate={onNavigate}
          onOpenProduct={onOpenProduct}
        />
      </div>
    </li>
  );
}

function MessageBody({ message, orderPath, onNavigate, onOpenProduct }: MessageItemProps) {
  const { t } = useTranslation('chat');
  if (message.sendType === chatSendTypes.orderCard) {
    const card = parseOrderCard(message.messageObj);
    if (card)
      return <OrderCardView card={card} path={orderPath?.(card.orderNumber)} onNavigate={onNavigate} />;
  } else if (message.sendType === chatSendTypes.productCard) {
    const card = parseProductCard(message.messageObj);
    if (card) return <ProductCardView card={card} onOpen={onOpenProduct} />;
  } else if (message.sendType === chatSendTypes.picture) {
    const picture = parsePicture(message.messageObj);
    const box = picture ? bubbleBox(picture.width, picture.height) : null;
    if (picture)
      return (
        <a
          className="chat-msg__picture"
          href={picture.fileUrl}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="chat-picture"
        >
          {/*
           * A thumbnail in the bubble when the picture's size is known (the box is then set from it: a
           * thumbnail's own width would be read through its srcset entry, and a small picture shrunk); the
           * link opens the picture itself.
           */}
          <SafeImage
            src={picture.fileUrl}
            sizes={box ? `${box.width}px` : undefined}
            style={box ?? undefined}
            alt={t('messages.picture')}
            width={picture.width || undefined}
            height={picture.height || undefined}
          />
        </a>
      );
  }
  // Text (and a card that cannot be read) is shown as text: React escapes it, never HTML.
  const body =
    message.sendType === chatSendTypes.text ? message.content : message.content || t('cards.unreadable');
  return <p className="chat-msg__bubble">{body}</p>;
}

export function OrderCardView({
  card,
  path,
  onNavigate,
}: {
  card: ChatOrderCard;
  path?: string;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('chat');
  const { dateTime } = useDateText();
  const shown = card.orderItems.slice(0, 3);
  return (
    <div className="chat-card chat-card--order" data-testid="chat-order-card">
      <div className="chat-card__head">
        <strong>{t('cards.orderNumber', { number: card.orderNumber })}</strong>
        {card.gmtCreate && <span>{t('cards.orderTime', { time: dateTime(card.gmtCreate) })}</span>}
      </div>
      <ul className="chat-card__items">
        {shown.map((item) => (
          <li key={item.id} className="chat-card__item">
            <SafeImage src={item.productImg} alt="" className="chat-card__img" />
            <span className="chat-card__title" {...langProps(item.contentLang)}>
              <span>{item.title}</span>
              {item.productStyle && <span className="chat-card__style">{item.productStyle}</span>}
            </span>
            <Price value={String(item.price)} size="small" />
          </li>
        ))}
      </ul>
      <div className="chat-card__foot">
        <span>{t('cards.itemCount', { count: card.orderItems.length })}</span>
        {path &&
          (/^https?:\/\//i.test(path) ? (
            <a href={path} target="_blank" rel="noopener noreferrer" data-testid="chat-order-channel-link">
              {t('cards.viewOrder')}
            </a>
          ) : path.startsWith('/console/') ? (
            // The merchant workbench is another app of this site: a page load, in a tab of its own (the chat
            // stays open here).
            <a href={path} target="_blank" rel="noopener" data-testid="chat-order-workbench-link">
              {t('cards.viewOrder')}
            </a>
          ) : (
            <Link to={path} onClick={onNavigate}>
              {t('cards.viewOrder')}
            </Link>
          ))}
      </div>
    </div>
  );
}

function ProductCardView({
  card,
  onOpen,
}: {
  card: ChatProductCard;
  onOpen: (card: ChatProductCard) => void;
}) {
  const { t } = useTranslation('chat');
  return (
    <button
      type="button"
      className="chat-card chat-card--product"
      onClick={() => onOpen(card)}
      data-testid="chat-product-card"
    >
      {/* Named "View product: <name> <price>": an aria-label without the price would not hold the card's
          visible text (WCAG 2.5.3, label in name). */}
      <span className="mall-sr-only">{`${t('cards.viewProduct')}: `}</span>
      <SafeImage src={card.fild[0]?.fileUrl} alt="" className="chat-card__img chat-card__img--large" />
      <span className="chat-card__title">
        <span className="chat-card__name" {...langProps(card.contentLang)}>
          {card.productName}
        </span>
        <Price value={card.productPrice} />
      </span>
    </button>
  );
}
