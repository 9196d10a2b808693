import { type Cart, cartEndpoints } from '@mall/contracts';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { endpointKey } from '../../../lib/query-client';
import { setCartCount } from './get-cart-count';

const endpoint = cartEndpoints.cartList;

export function getCart(signal?: AbortSignal): Promise<Cart> {
  return request(endpoint, { signal, quiet: true });
}

export function getCartQueryOptions() {
  return queryOptions({
    queryKey: endpointKey(endpoint),
    queryFn: ({ signal }) => getCart(signal),
    // Prices and stock move: the cart page always asks again when it opens.
    staleTime: 0,
  });
}

export function useCart(enabled = true) {
  return useQuery({ ...getCartQueryOptions(), enabled });
}

/** A whole cart the server answered (every cart change answers one): page and badge show it at once. */
export function applyCart(queryClient: QueryClient, cart: Cart) {
  queryClient.setQueryData(getCartQueryOptions().queryKey, cart);
  setCartCount(queryClient, cart.totalCount);
}

/** The cart changed elsewhere (an add, a quick order, buy again, an order placed): ask again when shown. */
export function invalidateCart(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: getCartQueryOptions().queryKey });
}
