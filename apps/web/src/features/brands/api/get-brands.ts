import { catalogEndpoints, type EndpointQueryIn, type EndpointResult } from '@mall/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { endpointKey } from '../../../lib/query-client';

const endpoint = catalogEndpoints.brandList;

export type BrandQuery = NonNullable<EndpointQueryIn<typeof endpoint>>;
export type BrandPage = EndpointResult<typeof endpoint>;

/** A page of the brand wall, optionally narrowed by a word in the brand name. */
export function getBrands(query: BrandQuery, signal?: AbortSignal): Promise<BrandPage> {
  return request(endpoint, { query, signal, quiet: true });
}

export function getBrandsQueryOptions(query: BrandQuery) {
  return queryOptions({
    queryKey: endpointKey(endpoint, query),
    queryFn: ({ signal }) => getBrands(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useBrands(query: BrandQuery) {
  return useQuery(getBrandsQueryOptions(query));
}
