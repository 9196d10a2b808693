import { permissionCodes } from '@mall/contracts';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { CapitalAmount } from '../../components/capital-amount';
import { PayCountdown } from '../../components/pay-countdown';
import { Permission } from '../../components/permission';
import { Price } from '../../components/price';
import { QueryState } from '../../components/query-state';
import { Skeleton } from '../../components/skeleton';
import { usePayInfo } from '../../features/payments/api/get-pay-info';
import { useAppStore } from '../../lib/app-store';
import { useSearchParams } from '../../lib/search-params';
import { usePayFlow } from '../compose/pay-flow';
import { BuyingPage, MyOrdersButton, PlacedOrders } from '../layouts/buying-page';
import { readsOnly } from '../route-handle';

/** Order numbers of `?orderNumbers=a,b` (digits only, at most 50: one submit's orders). */
function orderNumbersOf(value: string | null): string[] {
  const numbers = (value ?? '').split(',').map((v) => v.trim());
  return numbers.every((n) => /^\d{8,32}$/.test(n)) ? numbers.slice(0, 50) : [];
}

/** Nothing of a visitor's order is shown on the server; the address's parameter is read all the same. */
export const serverData = readsOnly('orderNumbers');

/**
 * Order success ({prefix}/fillorder/ordersuccess): the orders just placed, the amount due and the pay
 * button that opens the pay dialog (spec screen 10). Orders already paid (points orders) say so.
 */
export default function OrderSuccessPage() {
  const { t } = useTranslation('buying');
  const [params] = useSearchParams();
  const hasToken = useAppStore((state) => state.hasToken);
  const orderNumbers = orderNumbersOf(params.get('orderNumbers'));
  const info = usePayInfo(orderNumbers, hasToken);
  const payFlow = usePayFlow();

  const loginText = t('checkout.loginFirst');
  if (orderNumbers.length === 0) {
    return (
      <BuyingPage
        loginText={loginText}
        state={<Result status="404" title={t('orders.notFound')} extra={<MyOrdersButton />} />}
      />
    );
  }

  return (
    <BuyingPage loginText={loginText} testId="order-success">
      <div className="page-panel">
        <QueryState query={info} isEmpty={() => false} loading={<Skeleton active paragraph={{ rows: 5 }} />}>
          {(data) => {
            const due = data.orders.some((order) => order.status === 'pendingPayment');
            return (
              <Result
                status="success"
                title={due ? t('success.title') : t('success.paidTitle')}
                subTitle={due ? t('success.hint') : t('success.paidHint')}
                extra={
                  <div className="order-success">
                    <PlacedOrders orders={data.orders} itemTestId="success-order" />
                    {due && (
                      <div className="order-success__due">
                        {t('pay.amount')}
                        <span data-testid="success-amount">
                          <Price value={data.amount} size="large" />
                        </span>
                        <CapitalAmount value={data.amount} />
                      </div>
                    )}
                    {due && <PayCountdown deadline={data.payDeadline} />}
                    <div className="order-success__actions">
                      {due && (
                        <Permission codes={[permissionCodes.orderPay]}>
                          <Button
                            type="primary"
                            size="large"
                            onClick={() => payFlow.pay(orderNumbers)}
                            data-testid="success-pay"
                          >
                            {t('success.payNow')}
                          </Button>
                        </Permission>
                      )}
                      <MyOrdersButton size="large" />
                    </div>
                  </div>
                }
              />
            );
          }}
        </QueryState>
      </div>
      {payFlow.element}
    </BuyingPage>
  );
}
