import { type Cart, cartEndpoints } from '@mall/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { request } from '../../../lib/http';
import { applyCart, invalidateCart } from './get-cart';

export function updateCartQuantity(cartId: number, quantity: string) {
  return request(cartEndpoints.updateCartNum, { body: { cartId, quantity } });
}

export function selectCartLines(cartIds: number[], selected: boolean) {
  return request(cartEndpoints.selectCart, { body: { cartIds, selected } });
}

export function deleteCartLines(cartIds: number[]) {
  return request(cartEndpoints.deleteCart, { body: { cartIds } });
}

export function clearInvalidLines() {
  return request(cartEndpoints.clearInvalid);
}

/**
 * The cart page's changes. Each answers the whole cart, which replaces what is shown (totals are the
 * server's). When changes overlap (fast clicks on +), only the answer of the latest one is shown, so an
 * older answer arriving late never undoes a newer change on screen. Failures were already toasted by
 * the http client; the cart then shows the server's state again.
 */
export function useCartChanges() {
  const queryClient = useQueryClient();
  const latest = useRef(0);
  const [pending, setPending] = useState(0);

  const run = async (change: () => Promise<Cart>): Promise<boolean> => {
    const id = ++latest.current;
    setPending((n) => n + 1);
    try {
      const cart = await change();
      if (id === latest.current) applyCart(queryClient, cart);
      return true;
    } catch {
      if (id === latest.current) void invalidateCart(queryClient);
      return false;
    } finally {
      setPending((n) => n - 1);
    }
  };

  return {
    pending: pending > 0,
    updateQuantity: (cartId: number, quantity: string) => run(() => updateCartQuantity(cartId, quantity)),
    select: (cartIds: number[], selected: boolean) => run(() => selectCartLines(cartIds, selected)),
    remove: (cartIds: number[]) => run(() => deleteCartLines(cartIds)),
    clearInvalid: () => run(clearInvalidLines),
  };
}
