import { permissionCodes } from '@mall/contracts';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LinkButton } from '../../components/link-button';
import { Permission } from '../../components/permission';
import { QueryState } from '../../components/query-state';
import { lightKeys, paths } from '../../config/paths';
import { useCart } from '../../features/cart/api/get-cart';
import { useCartChanges } from '../../features/cart/api/update-cart';
import { CartView } from '../../features/cart/components/cart-view';
import { useMallPrefix } from '../../hooks/use-mall-prefix';
import { useAppStore } from '../../lib/app-store';
import { BuyingPage } from '../layouts/buying-page';

/** The cart ({prefix}/shopcart, spec §1): grouped by shop, totals from the server, checkout of the selection. */
export default function CartPage() {
  const { t } = useTranslation('buying');
  const navigate = useNavigate();
  const prefix = useMallPrefix();
  const hasToken = useAppStore((state) => state.hasToken);
  const cart = useCart(hasToken);
  const changes = useCartChanges();

  const count = cart.data?.totalCount ?? 0;
  return (
    <BuyingPage
      loginText={t('page.loginFirst')}
      testId="cart-page"
      title={
        <>
          {t('page.title')}
          {count > 0 && <span className="buying-page__count">{t('page.count', { count })}</span>}
        </>
      }
      actions={
        <Permission codes={[permissionCodes.quickOrder]}>
          <LinkButton to={paths.quickOrder.href()} data-testid="cart-quick-order">
            {t('page.quickOrder')}
          </LinkButton>
        </Permission>
      }
    >
      <QueryState query={cart} isEmpty={() => false}>
        {(data) =>
          data.shops.length === 0 && data.invalidItems.length === 0 ? (
            <div className="page-panel" data-testid="cart-empty">
              <Result
                status="info"
                title={t('page.empty')}
                subTitle={t('page.emptyHint')}
                extra={
                  <LinkButton
                    type="primary"
                    to={paths.productList.href({ lightKey: lightKeys.commerce }, prefix)}
                  >
                    {t('page.goShopping')}
                  </LinkButton>
                }
              />
            </div>
          ) : (
            <CartView
              cart={data}
              changes={changes}
              onCheckout={() => navigate(paths.fillOrderNormal.href(undefined, prefix))}
            />
          )
        }
      </QueryState>
    </BuyingPage>
  );
}
