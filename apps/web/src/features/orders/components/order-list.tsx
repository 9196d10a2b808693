import { type OrderStatus, orderStatuses, permissionCodes } from '@mall/contracts';
import { Empty, Input, Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PanelList } from '../../../components/listing/panel-list';
import { PermissionNote, useWithheld } from '../../../components/permission';
import { useMoneyText } from '../../../components/price';
import { SafeImage } from '../../../components/safe-image';
import { Skeleton } from '../../../components/skeleton';
import { paths } from '../../../config/paths';
import { type SortChoice, useListParams } from '../../../hooks/use-list-params';
import { useRequiredText } from '../../../hooks/use-required-text';
import { useOrderStatusCount, useOrders } from '../api/get-orders';
import { OrderActions, type OrderActionsProps } from './order-actions';
import { OrderPrice } from './order-price';
import { OrderStatusTag, useOrderTime } from './order-status-tag';
import './orders.css';
import { langProps } from '../../../lib/content-lang';

type StatusFilter = 'all' | OrderStatus;

const sorts = [{ key: 'new', column: 'createTime', order: 'desc' }] as const satisfies readonly SortChoice[];

function statusOf(value: string | null): StatusFilter {
  return orderStatuses.find((status) => status === value) ?? 'all';
}

export type OrderListProps = Omit<OrderActionsProps, 'order' | 'size' | 'onChanged'>;

/**
 * The buyer's orders in the personal centre: status tabs with counts, search by order number or product,
 * paging (spec §4 list loader), and each order's actions and a link to its detail.
 */
export function OrderList(actions: OrderListProps) {
  const { t } = useTranslation('buying');
  const money = useMoneyText();
  const orderTime = useOrderTime();
  const list = useListParams(sorts);
  // Tab, search word and page live in the address (`?status=paid&searchkey=...&page=2`).
  const status = statusOf(list.params.get('status'));
  const { searchkey } = list;
  const [typed, setTyped] = useState(searchkey);
  // Back and forward change the search word: the box follows the address.
  useEffect(() => setTyped(searchkey), [searchkey]);
  const counts = useOrderStatusCount();
  const hasText = useRequiredText();
  const actionsWithheld = useWithheld([permissionCodes.orderCreate]);
  const orders = useOrders({ ...list.paging, status, searchkey: searchkey || undefined });

  const reload = () => {
    void orders.refetch();
    void counts.refetch();
  };

  return (
    <section className="account-panel order-list" data-testid="order-list">
      {/* Seeing orders is order:list's, acting on them order:create's: a viewer learns why there are no buttons. */}
      {actionsWithheld && <PermissionNote action="orderActions" testId="order-actions-no-permission" />}
      <Tabs
        activeKey={status}
        onChange={(key) => list.setFilter({ status: key === 'all' ? undefined : key })}
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
        // A search needs a word (spec §8); the × button shows every order again.
        onSearch={(value, _event, info) => {
          if (info?.source === 'clear') list.setSearchkey('');
          else if (hasText(value)) list.setSearchkey(value);
        }}
        enterButton={t('orders.search')}
      />
      <PanelList
        query={orders}
        list={list}
        pagerClassName="order-list__pager"
        loading={<Skeleton active paragraph={{ rows: 6 }} />}
        empty={
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={searchkey ? t('orders.noMatch') : t('orders.empty')}
            data-testid="order-list-empty"
          />
        }
      >
        {(rows, busy) => (
          <ul className="order-list__rows" aria-busy={busy}>
            {rows.map((order) => {
              const points = order.payKind === 'points';
              return (
                <li key={order.orderNumber} className="order-card" data-testid="order-card">
                  <header className="order-card__head">
                    <span>{orderTime(order.gmtCreate)}</span>
                    <span>
                      {t('orders.number')} {order.orderNumber}
                    </span>
                    <span className="order-card__shop" {...langProps(order.shopContentLang)}>
                      {order.shopName}
                    </span>
                    <OrderStatusTag status={order.status} />
                  </header>
                  <div className="order-card__body">
                    <ul className="order-card__items">
                      {order.items.map((item) => (
                        <li key={item.id} className="order-card__item">
                          <SafeImage src={item.productImg} alt={item.title} />
                          <div className="order-card__item-text">
                            <span className="order-card__title" {...langProps(item.contentLang)}>
                              {item.title}
                            </span>
                            {item.productStyle && (
                              <span className="order-card__style" {...langProps(item.contentLang)}>
                                {item.productStyle}
                              </span>
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
      </PanelList>
    </section>
  );
}
