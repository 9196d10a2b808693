import { type OrderStatus, orderStatuses } from '@mall/contracts';
import { Empty, Input, Skeleton, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListPager } from '../../../components/list-pager';
import { useMoneyText } from '../../../components/price';
import { SafeImage } from '../../../components/safe-image';
import { paths } from '../../../config/paths';
import { useListLoader } from '../../../lib/use-list-loader';
import { orderListEndpoint, useOrderStatusCount } from '../api/get-orders';
import { OrderActions, type OrderActionsProps } from './order-actions';
import { OrderPrice } from './order-price';
import { formatOrderTime, OrderStatusTag } from './order-status-tag';
import './orders.css';

type StatusFilter = 'all' | OrderStatus;

export type OrderListProps = Omit<OrderActionsProps, 'order' | 'size' | 'onChanged'>;

/**
 * The buyer's orders in the personal centre: status tabs with counts, search by order number or product,
 * paging (spec §4 list loader), and each order's actions and a link to its detail.
 */
export function OrderList(actions: OrderListProps) {
  const { t } = useTranslation('cart');
  const money = useMoneyText();
  const [status, setStatus] = useState<StatusFilter>('all');
  const [searchkey, setSearchkey] = useState('');
  const [typed, setTyped] = useState('');
  const counts = useOrderStatusCount();
  const list = useListLoader(orderListEndpoint, {
    filters: { status, searchkey: searchkey || undefined },
  });

  const reload = () => {
    void list.reload();
    void counts.refetch();
  };

  return (
    <section className="account-panel order-list" data-testid="order-list">
      <Tabs
        activeKey={status}
        onChange={(key) => setStatus(key as StatusFilter)}
        items={(['all', ...orderStatuses] as StatusFilter[]).map((key) => ({
          key,
          label: (
            <span data-testid={`order-tab-${key}`}>
              {t(key === 'all' ? 'orders.all' : `orders.status.${key}`)}
              {counts.data && counts.data[key] > 0 && (
                <span className="order-list__count">{counts.data[key]}</span>
              )}
            </span>
          ),
        }))}
      />
      <Input.Search
        className="order-list__search"
        placeholder={t('orders.searchPlaceholder')}
        aria-label={t('orders.searchPlaceholder')}
        allowClear
        value={typed}
        maxLength={100}
        onChange={(event) => setTyped(event.target.value)}
        onSearch={(value) => setSearchkey(value.trim())}
        enterButton={t('orders.search')}
      />
      {!list.loaded ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : list.rows.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={searchkey ? t('orders.noMatch') : t('orders.empty')}
          data-testid="order-list-empty"
        />
      ) : (
        <ul className="order-list__rows" aria-busy={list.loading}>
          {list.rows.map((order) => {
            const points = order.payKind === 'points';
            return (
              <li key={order.orderNumber} className="order-card" data-testid="order-card">
                <header className="order-card__head">
                  <span>{formatOrderTime(order.gmtCreate)}</span>
                  <span>
                    {t('orders.number')} {order.orderNumber}
                  </span>
                  <span className="order-card__shop">{order.shopName}</span>
                  <OrderStatusTag status={order.status} />
                </header>
                <div className="order-card__body">
                  <ul className="order-card__items">
                    {order.items.map((item) => (
                      <li key={item.id} className="order-card__item">
                        <SafeImage src={item.productImg} alt={item.title} />
                        <div className="order-card__item-text">
                          <span className="order-card__title">{item.title}</span>
                          {item.productStyle && (
                            <span className="order-card__style">{item.productStyle}</span>
                          )}
                        </div>
                        <span className="order-card__qty">
                          <OrderPrice value={item.price} points={points} /> × {item.quantity}
                        </span>
                      </li>
                    ))}
                  </ul>
                  <div className="order-card__total">
                    {points ? (
                      <OrderPrice value={String(order.pointsAmount)} points size="default" />
                    ) : (
                      <OrderPrice value={order.payAmount} points={false} size="default" />
                    )}
                    <span className="order-card__total-hint">
                      {points
                        ? t('orders.pointsOrder')
                        : t('orders.shippingIncluded', { fee: money(order.shippingFee) })}
                    </span>
                  </div>
                  <div className="order-card__actions">
                    <Link to={paths.orderDetail.href(order.orderNumber)} data-testid="order-detail-link">
                      {t('orders.viewDetail')}
                    </Link>
                    <OrderActions order={order} size="small" onChanged={reload} {...actions} />
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <ListPager list={list} className="order-list__pager" />
    </section>
  );
}
