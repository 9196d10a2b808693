import type { OrderDetail } from '@mall/contracts';
import { Alert, Button, Steps, Timeline } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CapitalAmount } from '../../../components/capital-amount';
import { ChatIcon } from '../../../components/icons';
import { OrderLines } from '../../../components/order-lines';
import { PayCountdown } from '../../../components/pay-countdown';
import { Price } from '../../../components/price';
import { SafeImage } from '../../../components/safe-image';
import { paths } from '../../../config/paths';
import { useMallPrefix } from '../../../hooks/use-mall-prefix';
import { OrderActions, type OrderActionsProps } from './order-actions';
import { OrderPrice } from './order-price';
import { OrderStatusTag, useOrderTime } from './order-status-tag';
import './orders.css';
import { langProps } from '../../../lib/content-lang';

/** The way an order was paid, as the buyer knows it (a provider the page does not know reads "QR code"). */
const providerKeys: Record<string, `orders.provider.${'virtual' | 'qr' | 'alipay' | 'wechat'}`> = {
  virtual: 'orders.provider.virtual',
  sandbox_qr: 'orders.provider.qr',
  alipay: 'orders.provider.alipay',
  wechat: 'orders.provider.wechat',
};

const progress = ['pendingPayment', 'paid', 'shipped', 'completed'] as const;

export interface OrderDetailViewProps extends Omit<OrderActionsProps, 'order' | 'size'> {
  order: OrderDetail;
  /** Chat with the merchant about this order (absent for points orders, which have no merchant). */
  onChat?(): void;
}

function Info({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="order-info__row">
      <dt>{label}</dt>
      <dd>{children || '--'}</dd>
    </div>
  );
}

/**
 * One order (spec §2 /user/order/detail/{orderNumber}): status and its timeline, what the buyer may do,
 * address, delivery, invoice, payment, the shop with a chat button, the lines and the amounts.
 */
export function OrderDetailView({ order, onChat, ...actions }: OrderDetailViewProps) {
  const { t } = useTranslation('buying');
  const prefix = useMallPrefix();
  const orderTime = useOrderTime();
  const points = order.payKind === 'points';
  const reached = new Map(order.timeline.map((entry) => [entry.status, entry.time]));
  const cancelled = order.status === 'cancelled';

  return (
    <div className="order-detail" data-testid="order-detail">
      <section className="order-detail__head">
        <div className="order-detail__title">
          <h1>
            {t('orders.number')} <span data-testid="order-number">{order.orderNumber}</span>
          </h1>
          <OrderStatusTag status={order.status} />
        </div>
        <div className="order-detail__sub">
          <span>{t('orders.created', { time: orderTime(order.gmtCreate) })}</span>
          <OrderActions order={order} {...actions} />
        </div>
        {order.payDeadline && (
          <PayCountdown deadline={order.payDeadline} className="order-detail__deadline" />
        )}
        {cancelled ? (
          <Alert
            type="info"
            showIcon
            message={t('orders.cancelledNote')}
            description={order.timeline.find((entry) => entry.status === 'cancelled')?.note || undefined}
          />
        ) : (
          <Steps
            size="small"
            className="order-detail__steps"
            current={Math.max(0, progress.indexOf(order.status as (typeof progress)[number]))}
            items={progress.map((status) => ({
              title: t(`orders.step.${status}`),
              description: reached.has(status) ? orderTime(reached.get(status) ?? '') : undefined,
            }))}
          />
        )}
      </section>

      <div className="order-detail__columns">
        <section className="order-panel" aria-labelledby="order-info-title">
          <h2 id="order-info-title">{t('orders.info')}</h2>
          <dl className="order-info">
            <Info label={t('orders.consignee')}>
              {order.address.consignee} {order.address.mobile}
            </Info>
            <Info label={t('orders.address')}>{order.address.fullAddress}</Info>
            <Info label={t('checkout.delivery')}>{t(`checkout.deliveryType.${order.deliveryType}`)}</Info>
            <Info label={t('checkout.invoice')}>
              {order.invoice.type === 'none'
                ? t('checkout.invoiceType.none')
                : `${t(`checkout.invoiceType.${order.invoice.type}`)} · ${order.invoice.title}${order.invoice.taxNo ? ` · ${order.invoice.taxNo}` : ''}`}
            </Info>
            {order.discountMethod && <Info label={t('checkout.discount')}>{order.discountMethod.name}</Info>}
            <Info label={t('checkout.remark')}>{order.remark}</Info>
          </dl>
        </section>

        <section className="order-panel" aria-labelledby="order-pay-title">
          <h2 id="order-pay-title">{t('orders.payment')}</h2>
          <dl className="order-info" data-testid="order-payment">
            {points ? (
              <Info label={t('orders.payMethod')}>
                {t('orders.paidWithPoints', { count: order.pointsAmount })}
              </Info>
            ) : order.payment ? (
              <>
                <Info label={t('orders.payMethod')}>
                  {t(providerKeys[order.payment.provider] ?? 'orders.provider.qr')}
                </Info>
                <Info label={t('orders.payNo')}>{order.payment.payNo}</Info>
                <Info label={t('orders.paidAmount')}>
                  <Price value={order.payment.amount} size="small" />
                </Info>
                <Info label={t('orders.paidTime')}>{orderTime(order.payment.paidTime)}</Info>
              </>
            ) : (
              <Info label={t('orders.payMethod')}>{t('orders.unpaid')}</Info>
            )}
          </dl>
        </section>

        <section className="order-panel order-shop" aria-labelledby="order-shop-title">
          <h2 id="order-shop-title">{t('orders.shop')}</h2>
          <div className="order-shop__body">
            <SafeImage className="order-shop__logo" src={order.shopLogoUrl} alt={order.shopName} />
            {order.shopId ? (
              <Link
                to={paths.shopDetail.href({ shopId: order.shopId }, prefix)}
                className="order-shop__name"
                {...langProps(order.shopContentLang)}
              >
                {order.shopName}
              </Link>
            ) : (
              <span className="order-shop__name">{order.shopName}</span>
            )}
          </div>
          {onChat && (
            <Button icon={<ChatIcon />} onClick={onChat} data-testid="order-chat">
              {t('orders.chat')}
            </Button>
          )}
        </section>
      </div>

      {order.shipments.length > 0 && (
        <section
          className="order-panel"
          aria-labelledby="order-shipments-title"
          data-testid="order-shipments"
        >
          <h2 id="order-shipments-title">{t('orders.shipments')}</h2>
          {order.shipments.map((shipment, index) => (
            <dl className="order-info" key={shipment.shipmentId} data-testid="order-shipment">
              <Info label={t('orders.shipmentNo', { n: index + 1 })}>{orderTime(shipment.time)}</Info>
              {shipment.method === 'express' ? (
                <>
                  <Info label={t('orders.carrier')}>{shipment.carrierName}</Info>
                  <Info label={t('orders.trackingNumber')}>{shipment.trackingNumber}</Info>
                </>
              ) : (
                <>
                  <Info label={t('orders.driver')}>{`${shipment.driverName} ${shipment.driverMobile}`}</Info>
                  <Info label={t('orders.vehicle')}>{shipment.vehiclePlate}</Info>
                </>
              )}
              <Info label={t('orders.shippedItems')}>
                {shipment.items.map((item) => (
                  <div key={item.itemId}>{`${item.title} × ${item.quantity}`}</div>
                ))}
              </Info>
            </dl>
          ))}
        </section>
      )}

      <section className="order-panel" aria-labelledby="order-items-title">
        <h2 id="order-items-title">{t('orders.items')}</h2>
        <OrderLines
          rowTestId="order-item"
          lines={order.items.map((item) => ({
            key: item.id,
            name: item.title,
            imageUrl: item.productImg,
            href: points ? undefined : paths.productDetail.href({ productId: item.productId }, prefix),
            styleName: item.productStyle,
            contentLang: item.contentLang,
            model: item.model,
            price: <OrderPrice value={item.price} points={points} />,
            quantity: item.quantity,
            unit: item.unit,
            amount: <OrderPrice value={item.amount} points={points} />,
          }))}
        />
        <dl className="order-amounts" data-testid="order-amounts">
          {points ? (
            <div>
              <dt>{t('orders.pointsSpent')}</dt>
              <dd>
                <OrderPrice value={String(order.pointsAmount)} points size="default" />
              </dd>
            </div>
          ) : (
            <>
              <div>
                <dt>{t('checkout.goods')}</dt>
                <dd>
                  <Price value={order.goodsAmount} size="small" />
                </dd>
              </div>
              <div>
                <dt>{t('checkout.shipping')}</dt>
                <dd>
                  <Price value={order.shippingFee} size="small" />
                </dd>
              </div>
              <div>
                <dt>{t('checkout.discountAmount')}</dt>
                <dd>
                  -<Price value={order.discountAmount} size="small" />
                </dd>
              </div>
              <div className="order-amounts__total">
                <dt>{order.payment ? t('orders.paidTotal') : t('checkout.payable')}</dt>
                <dd>
                  <span data-testid="order-pay-amount">
                    <Price value={order.payAmount} size="large" />
                  </span>
                  <CapitalAmount value={order.payAmount} className="order-amounts__capital" />
                </dd>
              </div>
            </>
          )}
        </dl>
      </section>

      <section className="order-panel" aria-labelledby="order-timeline-title">
        <h2 id="order-timeline-title">{t('orders.timeline')}</h2>
        <Timeline
          className="order-timeline"
          items={[...order.timeline].reverse().map((entry) => ({
            color: entry.status === 'cancelled' ? 'gray' : 'orange',
            children: (
              <div data-testid="order-timeline-entry">
                <strong>{t(`orders.event.${entry.status}`)}</strong>
                <span className="order-timeline__time">{orderTime(entry.time)}</span>
                {entry.note && <div className="order-timeline__note">{entry.note}</div>}
              </div>
            ),
          }))}
        />
      </section>
    </div>
  );
}
