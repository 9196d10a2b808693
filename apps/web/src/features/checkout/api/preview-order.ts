import { type CheckoutInput, type CheckoutPreview, orderEndpoints } from '@mall/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { endpointKey } from '../../../lib/query-client';

const endpoint = orderEndpoints.preview;

export function previewOrder(input: CheckoutInput, signal?: AbortSignal): Promise<CheckoutPreview> {
  return request(endpoint, { body: input, signal });
}

export function previewOrderQueryOptions(input: CheckoutInput) {
  return queryOptions({
    queryKey: endpointKey(endpoint, input),
    queryFn: ({ signal }) => previewOrder(input, signal),
    // Totals are the server's and move with prices and stock: never shown from an old visit.
    staleTime: 0,
    gcTime: 0,
  });
}

/**
 * What the order would be: lines per shop, shipping, discounts, totals (all computed on the server). A
 * changed choice (address, delivery, discount) asks again; the previous answer stays on screen meanwhile.
 */
export function usePreviewOrder(input: CheckoutInput | undefined) {
  return useQuery({
    ...previewOrderQueryOptions(input ?? { source: 'cart' }),
    enabled: input !== undefined,
    placeholderData: keepPreviousData,
  });
}
