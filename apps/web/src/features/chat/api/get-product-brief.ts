import { catalogEndpoints, type ProductDetail } from '@mall/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { endpointKey } from '../../../lib/query-client';

const endpoint = catalogEndpoints.productDetail;

/**
 * The product a conversation is about, for the "send this product" bar. Same call and cache key as the
 * product page, so coming from that page it is already loaded.
 */
export function getProductBrief(productId: number, signal?: AbortSignal): Promise<ProductDetail> {
  return request(endpoint, { query: { productId }, signal });
}

export function getProductBriefQueryOptions(productId: number) {
  return queryOptions({
    queryKey: endpointKey(endpoint, { productId }),
    queryFn: ({ signal }) => getProductBrief(productId, signal),
  });
}

export function useProductBrief(productId: number | undefined) {
  return useQuery({ ...getProductBriefQueryOptions(productId ?? 0), enabled: productId !== undefined });
}
