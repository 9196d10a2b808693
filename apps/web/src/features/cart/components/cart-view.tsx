import { type Cart, type CartItem, type CartShop, permissionCodes } from '@mall/contracts';
import { Button, Checkbox, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmPopover } from '../../../components/confirm-popover';
import { Permission, PermissionNote } from '../../../components/permission';
import { Price } from '../../../components/price';
import { SafeImage } from '../../../components/safe-image';
import { paths } from '../../../config/paths';
import { useMallPrefix } from '../../../hooks/use-mall-prefix';
import { toast } from '../../../lib/toast';
import type { useCartChanges } from '../api/update-cart';
import { CartLine } from './cart-line';
import './cart.css';
import { useConfirm } from '../../../hooks/use-confirm';

type CartChanges = ReturnType<typeof useCartChanges>;

/** Ids of a shop's (or the cart's) lines that can be bought. */
function validIds(shops: readonly CartShop[]): number[] {
  return shops.flatMap((shop) => shop.items.map((item) => item.cartId));
}

function selectionOf(items: readonly CartItem[]) {
  const selected = items.filter((item) => item.selected).length;
  return {
    all: items.length > 0 && selected === items.length,
    some: selected > 0 && selected < items.length,
  };
}

export interface CartViewProps {
  cart: Cart;
  changes: CartChanges;
  onCheckout(): void;
}

/**
 * The cart grouped by shop (spec §1): select lines, a shop or everything, change quantities, remove;
 * per-shop and overall totals of the selected lines come from the server. Lines that can not be bought
 * are listed apart at the end.
 */
export function CartView({ cart, changes, onCheckout }: CartViewProps) {
  const { t } = useTranslation('buying');
  // Its confirmations render here, inside the app's theme and locale.
  const [confirmDialog, modalHolder] = useConfirm();
  const allIds = validIds(cart.shops);
  const allItems = cart.shops.flatMap((shop) => shop.items);
  const everything = selectionOf(allItems);
  const selectedIds = allItems.filter((item) => item.selected).map((item) => item.cartId);

  const removeSelected = () => {
    if (selectedIds.length === 0) {
      toast.warning(t('page.selectFirst'));
      return;
    }
    confirmDialog({
      title: t('page.removeTitle'),
      content: t('page.removeSelectedConfirm', { count: selectedIds.length }),
      okText: t('page.remove'),
      cancelText: t('page.cancel'),
      onOk: () => changes.remove(selectedIds),
    });
  };

  const selectAll = (
    <Checkbox
      checked={everything.all}
      indeterminate={everything.some}
      disabled={allIds.length === 0}
      onChange={(event) => void changes.select(allIds, event.target.checked)}
    >
      {t('page.selectAll')}
    </Checkbox>
  );

  return (
    <div className="cart-view" data-testid="cart-view">
      {modalHolder}
      <div className="cart-view__head" role="presentation">
        <span className="cart-view__head-select">{selectAll}</span>
        <span>{t('page.columns.product')}</span>
        <span>{t('page.columns.price')}</span>
        <span>{t('page.columns.quantity')}</span>
        <span>{t('page.columns.amount')}</span>
        <span>{t('page.columns.actions')}</span>
      </div>

      {cart.shops.map((shop) => (
        <ShopGroup key={shop.shopId} shop={shop} decimals={cart.quantityDecimals} changes={changes} />
      ))}

      {cart.invalidItems.length > 0 && <InvalidItems items={cart.invalidItems} changes={changes} />}

      <div className="cart-view__bar" data-testid="cart-summary">
        <div className="cart-view__bar-left">
          {selectAll}
          <Button type="link" onClick={removeSelected}>
            {t('page.removeSelected')}
          </Button>
        </div>
        <div className="cart-view__bar-right">
          <span className="cart-view__count">{t('page.selectedCount', { count: cart.selectedCount })}</span>
          <span className="cart-view__total">
            {t('page.total')}
            <Price value={cart.selectedAmount} size="large" />
          </span>
          <Permission
            codes={[permissionCodes.orderCreate]}
            fallback={<PermissionNote action="orderCreate" testId="cart-no-order-permission" />}
          >
            <Button
              type="primary"
              size="large"
              className="cart-view__checkout"
              disabled={cart.selectedCount === 0}
              onClick={onCheckout}
              data-testid="cart-checkout"
            >
              {t('page.checkout')}
            </Button>
          </Permission>
        </div>
      </div>
    </div>
  );
}

function ShopGroup({ shop, decimals, changes }: { shop: CartShop; decimals: number; changes: CartChanges }) {
  const { t } = useTranslation('buying');
  const prefix = useMallPrefix();
  const state = selectionOf(shop.items);
  return (
    <section className="cart-shop" aria-label={shop.shopName} data-testid="cart-shop">
      <header className="cart-shop__head">
        <Checkbox
          checked={state.all}
          indeterminate={state.some}
          onChange={(event) =>
            void changes.select(
              shop.items.map((item) => item.cartId),
              event.target.checked,
            )
          }
          aria-label={t('page.selectShop', { name: shop.shopName })}
        />
        <Link to={paths.shopDetail.href({ shopId: shop.shopId }, prefix)} className="cart-shop__name">
          {shop.shopName}
        </Link>
        <span className="cart-shop__subtotal" data-testid="cart-shop-subtotal">
          {t('page.shopSubtotal', { count: shop.selectedCount })}
          <Price value={shop.selectedAmount} size="small" />
        </span>
      </header>
      <ul className="cart-shop__lines">
        {shop.items.map((item) => (
          <CartLine
            key={item.cartId}
            item={item}
            decimals={decimals}
            onSelect={(selected) => void changes.select([item.cartId], selected)}
            onQuantity={(quantity) => void changes.updateQuantity(item.cartId, quantity)}
            onRemove={() => void changes.remove([item.cartId])}
          />
        ))}
      </ul>
    </section>
  );
}

function InvalidItems({ items, changes }: { items: CartItem[]; changes: CartChanges }) {
  const { t } = useTranslation('buying');
  return (
    <section className="cart-shop cart-shop--invalid" data-testid="cart-invalid">
      <header className="cart-shop__head">
        <strong>{t('page.invalidTitle', { count: items.length })}</strong>
        <ConfirmPopover
          title={t('page.removeTitle')}
          description={t('page.clearInvalidConfirm')}
          okText={t('page.remove')}
          cancelText={t('page.cancel')}
          onConfirm={() => changes.clearInvalid()}
        >
          <Button type="link" size="small">
            {t('page.clearInvalid')}
          </Button>
        </ConfirmPopover>
      </header>
      <ul className="cart-shop__lines">
        {items.map((item) => (
          <li key={item.cartId} className="cart-line cart-line--invalid" data-testid="cart-invalid-line">
            <Tag>{t(`page.invalidReason.${item.invalidReason ?? 'offShelf'}`)}</Tag>
            <span className="cart-line__image">
              <SafeImage src={item.imageUrl} alt={item.productName} />
            </span>
            <div className="cart-line__info">
              <span className="cart-line__name">{item.productName}</span>
              <div className="cart-line__meta">
                {item.styleName && <span>{t('page.style', { name: item.styleName })}</span>}
                <span>{t('page.shop', { name: item.shopName })}</span>
              </div>
            </div>
            <div className="cart-line__price">
              <Price value={item.price} size="small" />
            </div>
            <div className="cart-line__quantity">{item.quantity}</div>
            <div />
            <div className="cart-line__actions">
              <Button
                type="link"
                size="small"
                onClick={() => void changes.remove([item.cartId])}
                aria-label={t('page.removeLine', { name: item.productName })}
              >
                {t('page.remove')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
