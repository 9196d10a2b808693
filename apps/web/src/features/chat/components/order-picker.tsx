import { limits, type OrderCard } from '@mall/contracts';
import { Button, Pagination } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Price } from '../../../components/price';
import { QueryState } from '../../../components/query-state';
import { SafeImage } from '../../../components/safe-image';
import { Skeleton } from '../../../components/skeleton';
import { useDateText } from '../../../hooks/use-date-text';
import { listText } from '../../../lib/list-text';
import { type ChatOrderFilter, useChatOrders } from '../api/get-chat-orders';

export interface OrderPickerProps {
  filter: Omit<ChatOrderFilter, 'page'>;
  /** Sends the order as a card into the open conversation; without it the orders are only listed. */
  onSend?: (order: OrderCard) => void;
  /** The order being sent (its button spins). */
  sending?: string;
}

/** The chat's order picker (spec §2 screen 12): the buyer's orders, 20 a page, each with a send button. */
export function OrderPicker({ filter, onSend, sending }: OrderPickerProps) {
  const { t } = useTranslation('chat');
  const [page, setPage] = useState(1);
  const query = useChatOrders({ ...filter, page });
  return (
    <section className="chat-orders" aria-label={t('orders.aria')} data-testid="order-picker">
      <QueryState
        query={query}
        compact
        emptyText={t('orders.empty')}
        loading={<Skeleton active paragraph={{ rows: 4 }} />}
      >
        {(data) => (
          <>
            <ul className="chat-orders__list">
              {data.rows.map((order) => (
                <OrderRow
                  key={order.orderNumber}
                  order={order}
                  onSend={onSend}
                  sending={sending === order.orderNumber}
                />
              ))}
            </ul>
            {data.total > limits.chatOrderPageSize && (
              <Pagination
                simple
                size="small"
                className="chat-orders__pages"
                current={page}
                pageSize={limits.chatOrderPageSize}
                total={data.total}
                onChange={setPage}
              />
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}

function OrderRow({
  order,
  onSend,
  sending,
}: {
  order: OrderCard;
  onSend?: (order: OrderCard) => void;
  sending: boolean;
}) {
  const { t, i18n } = useTranslation('chat');
  const { dateTime } = useDateText();
  const first = order.orderItems[0];
  return (
    <li className="chat-order" data-testid="chat-order">
      <div className="chat-order__head">
        <span className="chat-order__number">{t('orders.number', { number: order.orderNumber })}</span>
        <span className="chat-order__status">{t(`orders.status.${order.status}`)}</span>
      </div>
      <div className="chat-order__body">
        <SafeImage src={first?.productImg} alt="" className="chat-card__img" />
        <div className="chat-order__info">
          <span className="chat-order__title">
            {listText(
              order.orderItems.map((item) => item.title),
              i18n.language,
            )}
          </span>
          <span className="chat-order__meta">
            <time dateTime={order.gmtCreate}>{dateTime(order.gmtCreate)}</time>
            <span>
              {t('orders.amount')}
              <Price value={order.payAmount} size="small" />
            </span>
          </span>
        </div>
      </div>
      <div className="chat-order__foot">
        <span className="chat-order__shop">{order.shopName}</span>
        {onSend && (
          <Button
            size="small"
            type="primary"
            ghost
            loading={sending}
            onClick={() => onSend(order)}
            aria-label={t('orders.sendOrder', { number: order.orderNumber })}
          >
            {t('orders.send')}
          </Button>
        )}
      </div>
    </li>
  );
}
