import { cartEndpoints } from '@mall/contracts';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { useAppStore } from '../../../lib/app-store';
import { request } from '../../../lib/http';
import { endpointKey } from '../../../lib/query-client';

const endpoint = cartEndpoints.cartNum;
/** What the storefront sends (spec §7); the server accepts and ignores it. */
const query = { stockSource: 1 } as const;

export function getCartCount(signal?: AbortSignal): Promise<number> {
  return request(endpoint, { query, signal });
}

export function getCartCountQueryOptions() {
  return queryOptions({
    queryKey: endpointKey(endpoint, query),
    queryFn: ({ signal }) => getCartCount(signal),
    // Every change made here sets the count at once; this only catches changes from other tabs.
    staleTime: 30_000,
  });
}

/** The navbar badge number: lines in the signed-in buyer's cart (0 for visitors, never asked). */
export function useCartCount(enabled: boolean) {
  return useQuery({ ...getCartCountQueryOptions(), enabled });
}

/**
 * Puts a count the server just answered (add, update, delete, quick order, buy again) into the badge,
 * so it is right after every change without another request.
 */
export function setCartCount(queryClient: QueryClient, count: number) {
  queryClient.setQueryData(getCartCountQueryOptions().queryKey, count);
  useAppStore.getState().setCartCount(count);
}

/** The cart changed on the server in a way this page did not see the count of (an order was placed). */
export function refreshCartCount(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: getCartCountQueryOptions().queryKey });
}
