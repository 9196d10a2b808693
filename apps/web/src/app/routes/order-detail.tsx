import { ErrorCode, permissionCodes } from '@mall/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { LinkButton } from '../../components/link-button';
import { PermissionNote, usePermission, useWithheld } from '../../components/permission';
import { Skeleton } from '../../components/skeleton';
import { paths } from '../../config/paths';
import { invalidateCart } from '../../features/cart/api/get-cart';
import { setCartCount } from '../../features/cart/api/get-cart-count';
import { useChatStore } from '../../features/chat/chat-store';
import { useOrderDetail } from '../../features/orders/api/get-order-detail';
import { OrderDetailView } from '../../features/orders/components/order-detail-view';
import { useMallPrefix } from '../../hooks/use-mall-prefix';
import { isApiError } from '../../lib/api-error';
import { useAppStore } from '../../lib/app-store';
import { usePayFlow } from '../compose/pay-flow';
import { BuyingPage, MyOrdersButton, RetryResult } from '../layouts/buying-page';

/**
 * Buyer order detail (/user/order/detail/{orderNumber}). Another buyer's order and an unknown number
 * show the same not-found state: the server answers both alike.
 */
export default function OrderDetailPage() {
  const { t } = useTranslation('buying');
  const { t: tMain } = useTranslation();
  const { orderNumber = '' } = useParams();
  const navigate = useNavigate();
  const prefix = useMallPrefix();
  const queryClient = useQueryClient();
  const hasToken = useAppStore((state) => state.hasToken);
  const valid = /^\d{8,32}$/.test(orderNumber);
  // Orders are order:list's to see: without it the page says so and asks nothing of the server.
  const withheld = useWithheld([permissionCodes.orderList]);
  const mayRead = usePermission([permissionCodes.orderList]);
  const actionsWithheld = useWithheld([permissionCodes.orderCreate]);
  const order = useOrderDetail(hasToken && valid && mayRead ? orderNumber : undefined);
  const payFlow = usePayFlow();

  const loginText = t('orders.loginFirst');
  if (withheld) {
    return (
      <BuyingPage
        loginText={loginText}
        stateTestId="order-no-permission"
        state={<Result status="warning" subTitle={tMain('common.permission.orderList')} />}
      />
    );
  }
  const notFound =
    !valid || (order.isError && isApiError(order.error) && order.error.code === ErrorCode.NOT_FOUND);
  if (notFound) {
    return (
      <BuyingPage
        loginText={loginText}
        state={
          <Result
            status="404"
            title={t('orders.notFound')}
            subTitle={t('orders.notFoundHint')}
            extra={<MyOrdersButton />}
            data-testid="order-not-found"
          />
        }
      />
    );
  }
  if (order.isError && !order.data) {
    return <BuyingPage loginText={loginText} state={<RetryResult onRetry={() => void order.refetch()} />} />;
  }
  const data = order.data;

  return (
    <BuyingPage loginText={loginText}>
      <nav className="buying-page__crumbs" aria-label={t('orders.breadcrumb')}>
        <LinkButton type="link" to={paths.orderList.href()}>
          {t('orders.myOrders')}
        </LinkButton>
        <span aria-hidden="true">/</span>
        <span>{t('orders.detail')}</span>
      </nav>
      {actionsWithheld && <PermissionNote action="orderActions" className="order-detail__note" />}
      {data ? (
        <OrderDetailView
          order={data}
          onPay={(number) => payFlow.pay([number])}
          onChanged={() => void order.refetch()}
          onBoughtAgain={(cartNum) => {
            setCartCount(queryClient, cartNum);
            void invalidateCart(queryClient);
            navigate(paths.cart.href(undefined, prefix));
          }}
          onChat={
            data.shopCustId
              ? () =>
                  useChatStore.getState().openChat({
                    receiveCustId: data.shopCustId!,
                    orderNumber: data.orderNumber,
                    title: data.shopName,
                  })
              : undefined
          }
        />
      ) : (
        <div className="page-panel">
          <Skeleton active paragraph={{ rows: 10 }} />
        </div>
      )}
      {payFlow.element}
    </BuyingPage>
  );
}
