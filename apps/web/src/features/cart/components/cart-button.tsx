import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CartIcon } from '../../../components/icons';
import { paths } from '../../../config/paths';
import { useMallPrefix } from '../../../hooks/use-mall-prefix';
import { useAppStore } from '../../../lib/app-store';
import { useCartCount } from '../api/get-cart-count';
import './cart-button.css';

/**
 * Header cart button with the count badge: 0 for visitors; for a signed-in buyer the server's count
 * (`querycartnum`), which every cart change in the app updates at once.
 */
export function CartButton() {
  const { t } = useTranslation();
  const prefix = useMallPrefix();
  const hasToken = useAppStore((state) => state.hasToken);
  const { data } = useCartCount(hasToken);
  const setStoreCount = useAppStore((state) => state.setCartCount);
  const count = hasToken ? (data ?? 0) : 0;
  useEffect(() => setStoreCount(count), [count, setStoreCount]);
  const shown = count > 99 ? '99+' : String(count);
  return (
    <Link
      className="cart-button"
      to={paths.cart.href(undefined, prefix)}
      aria-label={t('layout.header.cartCount.aria', { count, shown })}
      data-testid="cart-button"
    >
      <CartIcon className="cart-button__icon" />
      <span>{t('layout.header.cart')}</span>
      {/* A space between the word and the number: without it axe reads the visible text as one word
          ("Корзина0"), which the name "Корзина, 0 товаров" does not hold (WCAG 2.5.3). */}{' '}
      {/* A plain badge (antd's Badge and its scrolling digits are 3 KB gzip of every page). */}
      <span className="cart-button__badge" data-testid="cart-count" aria-hidden="true">
        {shown}
      </span>
    </Link>
  );
}
