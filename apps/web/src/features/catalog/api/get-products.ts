import { catalogEndpoints, type EndpointQueryIn, type EndpointResult } from '@mall/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { endpointKey } from '../../../lib/query-client';

const endpoint = catalogEndpoints.productList;

export type ProductListQuery = NonNullable<EndpointQueryIn<typeof endpoint>>;
export type ProductPage = EndpointResult<typeof endpoint>;

/**
 * A page of products on sale (by class of any level, shop or type), newest first. A failure is silent
 * (spec §8, list request failure): no toast; the list shows it in its place.
 */
export function getProducts(query: ProductListQuery, signal?: AbortSignal): Promise<ProductPage> {
  return request(endpoint, { query, signal, quiet: true });
}

export function getProductsQueryOptions(query: ProductListQuery) {
  return queryOptions({
    queryKey: endpointKey(endpoint, query),
    queryFn: ({ signal }) => getProducts(query, signal),
  });
}

export function useProducts(query: ProductListQuery, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getProductsQueryOptions(query), enabled });
}

/** The product list endpoint, for the generic list loader. */
export const productListEndpoint = endpoint;
