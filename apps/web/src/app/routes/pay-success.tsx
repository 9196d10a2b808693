import { Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LinkButton } from '../../components/link-button';
import { Price } from '../../components/price';
import { QueryState } from '../../components/query-state';
import { lightKeys, paths } from '../../config/paths';
import { LoginRequired } from '../../features/cart/components/cart-login';
import { formatOrderTime } from '../../features/orders/components/order-status-tag';
import { usePayment } from '../../features/payments/api/pay';
import { useAppStore } from '../../lib/app-store';
import './buying.css';

/** Payment success (/mall/fillorder/paysuccess?payNo=): what was paid, when, for which orders. */
export default function PaySuccessPage() {
  const { t } = useTranslation('cart');
  const [params] = useSearchParams();
  const hasToken = useAppStore((state) => state.hasToken);
  const raw = params.get('payNo') ?? '';
  const payNo = /^P\d{8,32}$/.test(raw) ? raw : undefined;
  const payment = usePayment(hasToken ? payNo : undefined);

  if (!hasToken) {
    return (
      <div className="mall-container buying-page">
        <div className="page-panel">
          <LoginRequired text={t('checkout.loginFirst')} />
        </div>
      </div>
    );
  }
  const back = <LinkButton to={paths.orderList.href()}>{t('orders.myOrders')}</LinkButton>;
  if (!payNo || (payment.isError && !payment.data)) {
    return (
      <div className="mall-container buying-page">
        <div className="page-panel">
          <Result status="404" title={t('paid.notFound')} extra={back} />
        </div>
      </div>
    );
  }

  return (
    <div className="mall-container buying-page" data-testid="pay-success">
      <div className="page-panel">
        <QueryState query={payment} isEmpty={() => false} loading={<Skeleton active />}>
          {(data) => (
            <Result
              status={data.status === 'paid' ? 'success' : 'info'}
              title={data.status === 'paid' ? t('paid.title') : t('paid.pending')}
              subTitle={data.paidTime ? t('paid.time', { time: formatOrderTime(data.paidTime) }) : undefined}
              extra={
                <div className="order-success">
                  <div className="order-success__due">
                    {t('paid.amount')}
                    <span data-testid="paid-amount">
                      <Price value={data.amount} size="large" />
                    </span>
                  </div>
                  <ul className="order-success__orders">
                    {data.orders.map((order) => (
                      <li key={order.orderNumber}>
                        <span>
                          {t('orders.number')}{' '}
                          <Link to={paths.orderDetail.href(order.orderNumber)} data-testid="paid-order-link">
                            {order.orderNumber}
                          </Link>
                        </span>
                        <span className="order-success__shop">{order.shopName}</span>
                        <Price value={order.payAmount} size="small" />
                      </li>
                    ))}
                  </ul>
                  <div className="order-success__actions">
                    {back}
                    <LinkButton type="primary" to={paths.productList.href({ lightKey: lightKeys.commerce })}>
                      {t('paid.continue')}
                    </LinkButton>
                  </div>
                </div>
              }
            />
          )}
        </QueryState>
      </div>
    </div>
  );
}
