import { permissionCodes } from '@mall/contracts';
import { Button, Result } from 'antd';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LinkButton } from '../../components/link-button';
import { Permission, usePermission } from '../../components/permission';
import { Price } from '../../components/price';
import { paths } from '../../config/paths';
import { AddressCards } from '../../features/addresses/components/address-cards';
import { LoginRequired } from '../../features/cart/components/cart-login';
import { RegionPicker } from '../../features/region/components/region-picker';
import { useAppStore } from '../../lib/app-store';
import './buying-page.css';

/**
 * Every buying page needs a buyer. A visitor reads `loginText` above the sign-in button, or sees
 * `signedOut` instead (quick order sends the visitor to the sign-on page and shows a placeholder meanwhile).
 */
type SignedOutProps = { loginText: string; signedOut?: never } | { loginText?: never; signedOut: ReactNode };

export type BuyingPageProps = SignedOutProps & {
  title?: ReactNode;
  /** Beside the title: a link to the cart, to quick order. */
  actions?: ReactNode;
  testId?: string;
  className?: string;
  /** Shown alone in a panel instead of the page: not found, refused, loading. */
  state?: ReactNode;
  stateTestId?: string;
  children?: ReactNode;
};

/**
 * The frame of a buying page (cart, quick order, order filling, order success, pay success, order detail):
 * the sign-in prompt for visitors, a state panel in place of the page, or the page with its title.
 */
export function BuyingPage({
  loginText,
  signedOut,
  title,
  actions,
  testId,
  className,
  state,
  stateTestId,
  children,
}: BuyingPageProps) {
  const hasToken = useAppStore((store) => store.hasToken);
  if (!hasToken) {
    return (
      <div className="mall-container buying-page">
        {signedOut ?? (
          <div className="page-panel">
            <LoginRequired text={loginText ?? ''} />
          </div>
        )}
      </div>
    );
  }
  if (state) {
    return (
      <div className="mall-container buying-page">
        <div className="page-panel" data-testid={stateTestId}>
          {state}
        </div>
      </div>
    );
  }
  return (
    <div className={`mall-container buying-page${className ? ` ${className}` : ''}`} data-testid={testId}>
      {(title || actions) && (
        <div className="buying-page__head">
          <h1 className="buying-page__title">{title}</h1>
          {actions}
        </div>
      )}
      {children}
    </div>
  );
}

/** One titled section of an order-filling page (address, goods, invoice). */
export function BuyingSection({
  title,
  extra,
  className,
  children,
}: {
  title: string;
  /** On the right of the title (a link to manage the addresses). */
  extra?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section className={`checkout-section${className ? ` ${className}` : ''}`} aria-labelledby={titleId}>
      <div className="checkout-section__head">
        <h2 id={titleId}>{title}</h2>
        {extra}
      </div>
      {children}
    </section>
  );
}

/** Where the order goes: the buyer's addresses to choose from, a new one added in place (4 region levels). */
export function AddressSection({
  selectedId,
  onSelect,
  manageLink = false,
}: {
  selectedId: number | undefined;
  onSelect(addressId: number): void;
  /** A link to the address book beside the title. */
  manageLink?: boolean;
}) {
  const { t } = useTranslation('buying');
  return (
    <BuyingSection
      title={t('checkout.address')}
      extra={
        manageLink && (
          <LinkButton type="link" to={paths.addressBook.href()}>
            {t('checkout.manageAddresses')}
          </LinkButton>
        )
      }
    >
      <AddressCards
        selectedId={selectedId}
        onSelect={onSelect}
        renderRegionPicker={(props) => <RegionPicker {...props} maxLevel={4} confirmLevel={3} />}
      />
    </BuyingSection>
  );
}

/** A failed load (or a refusal) with a retry button, and whatever else may help (a way back). */
export function RetryResult({
  title,
  onRetry,
  extra,
}: {
  title?: string;
  onRetry(): void;
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      title={title ?? t('common.states.loadFailed')}
      extra={[
        <Button key="retry" onClick={onRetry}>
          {t('common.actions.retry')}
        </Button>,
        extra && <span key="extra">{extra}</span>,
      ]}
    />
  );
}

/** The buyer's order list, the way out of every buying state (for accounts that may see orders). */
export function MyOrdersButton({ size }: { size?: 'large' }) {
  const { t } = useTranslation('buying');
  return (
    <Permission codes={[permissionCodes.orderList]}>
      <LinkButton size={size} to={paths.orderList.href()}>
        {t('orders.myOrders')}
      </LinkButton>
    </Permission>
  );
}

export interface PlacedOrder {
  orderNumber: string;
  shopName: string;
  payAmount: string;
}

/** The orders one submit or one payment covered: number (to the order page), shop and amount. */
export function PlacedOrders({
  orders,
  itemTestId,
  linkTestId,
}: {
  orders: readonly PlacedOrder[];
  itemTestId?: string;
  linkTestId?: string;
}) {
  const { t } = useTranslation('buying');
  // The number links to the order page only for an account that may see orders (order:list).
  const mayOpen = usePermission([permissionCodes.orderList]);
  return (
    <ul className="order-success__orders">
      {orders.map((order) => (
        <li key={order.orderNumber} data-testid={itemTestId}>
          <span>
            {t('orders.number')}{' '}
            {mayOpen ? (
              <Link to={paths.orderDetail.href(order.orderNumber)} data-testid={linkTestId}>
                {order.orderNumber}
              </Link>
            ) : (
              order.orderNumber
            )}
          </span>
          <span className="order-success__shop">{order.shopName}</span>
          {/* Points orders cost no money: no ¥0.00 next to them. */}
          {order.payAmount !== '0.00' ? <Price value={order.payAmount} size="small" /> : <span />}
        </li>
      ))}
    </ul>
  );
}
