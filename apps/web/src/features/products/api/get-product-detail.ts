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

/** The product id of an address's `productId` (a positive 32-bit integer), or undefined. */
export function productIdOf(value: string | null): number | undefined {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : undefined;
}

/** What the server renderer fetches for a product page before rendering it (the route's `serverData`). */
export function productPageData(search: URLSearchParams) {
  const productId = productIdOf(search.get('productId'));
  return productId === undefined ? [] : [getProductDetailQueryOptions(productId)];
}
