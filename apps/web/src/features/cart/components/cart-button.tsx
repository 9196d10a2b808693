import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CartIcon } from '../../../components/icons';
import { paths } from '../../../config/paths';
import { useMallPrefix } from '../../../hooks/use-mall-prefix';
import { useAppStore } from '../../../lib/app-store';
import './cart-button.css';

/** Header cart button with the count badge (0 for visitors; the logged-in count comes with the cart). */
export function CartButton() {
  const { t } = useTranslation();
  const prefix = useMallPrefix();
  const count = useAppStore((state) => state.cartCount);
  return (
    <Link
      className="cart-button"
      to={paths.cart.href(undefined, prefix)}
      aria-label={t('layout.header.cartAria', { count })}
      data-testid="cart-button"
    >
      <CartIcon className="cart-button__icon" />
      <span>{t('layout.header.cart')}</span>
      <Badge count={count} showZero size="small" overflowCount={99} className="cart-button__badge" />
    </Link>
  );
}
