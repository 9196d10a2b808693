import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../components/link-button';
import { Price } from '../../components/price';
import { QueryState } from '../../components/query-state';
import { Skeleton } from '../../components/skeleton';
import { lightKeys, paths } from '../../config/paths';
import { useOrderTime } from '../../features/orders/components/order-status-tag';
import { usePayment } from '../../features/payments/api/pay';
import { useAppStore } from '../../lib/app-store';
import { useSearchParams } from '../../lib/search-params';
import { BuyingPage, MyOrdersButton, PlacedOrders } from '../layouts/buying-page';
import { readsOnly } from '../route-handle';

/** Nothing of a visitor's order is shown on the server; the address's parameter is read all the same. */
export const serverData = readsOnly('payNo');

/** Payment success (/mall/fillorder/paysuccess?payNo=): what was paid, when, for which orders. */
export default function PaySuccessPage() {
  const { t } = useTranslation('buying');
  const [params] = useSearchParams();
  const orderTime = useOrderTime();
  const hasToken = useAppStore((state) => state.hasToken);
  const raw = params.get('payNo') ?? '';
  const payNo = /^P\d{8,32}$/.test(raw) ? raw : undefined;
  const payment = usePayment(hasToken ? payNo : undefined);

  const loginText = t('checkout.loginFirst');
  if (!payNo || (payment.isError && !payment.data)) {
    return (
      <BuyingPage
        loginText={loginText}
        state={<Result status="404" title={t('paid.notFound')} extra={<MyOrdersButton />} />}
      />
    );
  }

  return (
    <BuyingPage loginText={loginText} testId="pay-success">
      <div className="page-panel">
        <QueryState query={payment} isEmpty={() => false} loading={<Skeleton active />}>
          {(data) => (
            <Result
              status={data.status === 'paid' ? 'success' : 'info'}
              title={data.status === 'paid' ? t('paid.title') : t('paid.pending')}
              subTitle={data.paidTime ? t('paid.time', { time: orderTime(data.paidTime) }) : undefined}
              extra={
                <div className="order-success">
                  <div className="order-success__due">
                    {t('paid.amount')}
                    <span data-testid="paid-amount">
                      <Price value={data.amount} size="large" />
                    </span>
                  </div>
                  <PlacedOrders orders={data.orders} linkTestId="paid-order-link" />
                  <div className="order-success__actions">
                    <MyOrdersButton />
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
    </BuyingPage>
  );
}
