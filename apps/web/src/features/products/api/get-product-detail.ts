import { catalogEndpoints, type ProductDetail } from '@mall/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { endpointKey } from '../../../lib/query-client';

const endpoint = catalogEndpoints.productDetail;

/** One product on sale with its shop, class path, styles, volume prices and parameters (40400 otherwise). */
export function getProductDetail(productId: number, signal?: AbortSignal): Promise<ProductDetail> {
  return request(endpoint, { query: { productId }, signal });
}

export function getProductDetailQueryOptions(productId: number) {
  return queryOptions({
    queryKey: endpointKey(endpoint, { productId }),
    queryFn: ({ signal }) => getProductDetail(productId, signal),
  });
}

/** Disabled without a valid id (the page shows its not-found state straight away). */
export function useProductDetail(productId: number | undefined) {
  return useQuery({ ...getProductDetailQueryOptions(productId ?? 0), enabled: productId !== undefined });
}
