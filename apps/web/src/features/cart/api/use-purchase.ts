import { cartEndpoints } from '@mall/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useMallPrefix } from '../../../hooks/use-mall-prefix';
import { useAppStore } from '../../../lib/app-store';
import { request } from '../../../lib/http';
import { loadNamespaces } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { checkBindPurchase } from './check-bind-purchase';
import { invalidateCart } from './get-cart';
import { setCartCount } from './get-cart-count';

/** One line a buyer adds to the cart or buys at once. */
export interface PurchaseItem {
  productId: number;
  /** The chosen style, when the product has styles. */
  styleId?: number;
  /** Decimal string (the page has checked minimum order, step and PRODUCT_NUMS). */
  quantity: string;
}

const positiveDecimal = /^(?:0|[1-9]\d{0,7})(?:\.\d{1,6})?$/;

/** A well-formed line: positive ids and a positive quantity of at most 8 integer digits. */
export function isPurchaseItem(item: PurchaseItem): boolean {
  return (
    Number.isInteger(item.productId) &&
    item.productId > 0 &&
    (item.styleId === undefined || (Number.isInteger(item.styleId) && item.styleId > 0)) &&
    positiveDecimal.test(item.quantity) &&
    /[1-9]/.test(item.quantity)
  );
}

export function addToCart(item: PurchaseItem) {
  return request(cartEndpoints.addCart, {
    body: { productId: item.productId, styleId: item.styleId, quantity: item.quantity },
  });
}

export interface Purchase {
  /** Resolves true when the line was added to the cart. */
  addToCart(item: PurchaseItem): Promise<boolean>;
  /** Resolves true when order filling (`fillorder/buynow`) was opened with the line. */
  buyNow(item: PurchaseItem): Promise<boolean>;
  /** A request is on its way (the buttons show a spinner). */
  pending: boolean;
  /**
   * Why the last add or buy did not go ahead, from the bind-purchase check (the product is sold only
   * together with another one): shown in place, never as a toast. null when nothing stands in the way.
   */
  bindReason: string | null;
}

/**
 * Add to cart and buy now for the product pages. Visitors get the login dialog (spec §6); a malformed
 * line is refused. Both first ask the bind-purchase check (spec §8); when it does not pass, `bindReason`
 * says why and nothing else happens. Adding tells the buyer and puts the server's new count in the navbar
 * badge; buying now opens order filling with the line in the address (a reload keeps it), leaving the cart
 * alone.
 */
export function usePurchase(): Purchase {
  // The texts live in the `cart` namespace, loaded on first use: product pages do not load it.
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const prefix = useMallPrefix();
  const hasToken = useAppStore((state) => state.hasToken);
  const [pending, setPending] = useState(false);
  const [bindReason, setBindReason] = useState<string | null>(null);

  /** The bind-purchase check; false (with the reason kept for the page) when it did not pass. */
  const bindAllows = async (item: PurchaseItem, buyNow: boolean): Promise<boolean> => {
    const check = await checkBindPurchase(item.productId, buyNow);
    setBindReason(check.passed ? null : check.reason);
    return check.passed;
  };

  const ready = async (item: PurchaseItem): Promise<boolean> => {
    if (!hasToken) {
      useAppStore.getState().setLoginDialogOpen(true);
      return false;
    }
    await loadNamespaces(['buying']);
    if (!isPurchaseItem(item)) {
      toast.error(t('purchase.invalid', { ns: 'buying' }));
      return false;
    }
    return true;
  };

  return {
    pending,
    bindReason,
    async addToCart(item) {
      if (!(await ready(item)) || pending) return false;
      setPending(true);
      try {
        if (!(await bindAllows(item, false))) return false;
        const result = await addToCart(item);
        setCartCount(queryClient, result.cartNum);
        void invalidateCart(queryClient);
        toast.success(t('purchase.added', { ns: 'buying', quantity: result.quantity }));
        return true;
      } catch {
        // The http client has shown the server's reason (stock, minimum order, ...).
        return false;
      } finally {
        setPending(false);
      }
    },
    async buyNow(item) {
      if (!(await ready(item)) || pending) return false;
      setPending(true);
      try {
        if (!(await bindAllows(item, true))) return false;
      } catch {
        // The http client has shown why the check could not be made.
        return false;
      } finally {
        setPending(false);
      }
      navigate(
        paths.fillOrderBuyNow.href(
          { productId: item.productId, styleId: item.styleId, quantity: item.quantity },
          prefix,
        ),
      );
      return true;
    },
  };
}
