import { catalogEndpoints, type EndpointQueryIn, type ProductFacets } from '@mall/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { endpointKey } from '../../../lib/query-client';

const endpoint = catalogEndpoints.productFacets;

export type ProductFacetQuery = NonNullable<EndpointQueryIn<typeof endpoint>>;

/** Brand, shop, region and child-class counts of the products matching the list filters. */
export function getProductFacets(query: ProductFacetQuery, signal?: AbortSignal): Promise<ProductFacets> {
  return request(endpoint, { query, signal });
}

export function getProductFacetsQueryOptions(query: ProductFacetQuery) {
  return queryOptions({
    queryKey: endpointKey(endpoint, query),
    queryFn: ({ signal }) => getProductFacets(query, signal),
  });
}

/** Keeps the previous counts on screen while the next filters load, so the panel does not jump. */
export function useProductFacets(query: ProductFacetQuery) {
  return useQuery({ ...getProductFacetsQueryOptions(query), placeholderData: keepPreviousData });
}
