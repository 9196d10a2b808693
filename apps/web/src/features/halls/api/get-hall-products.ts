import { catalogEndpoints, type EndpointQueryIn, type EndpointResult } from '@mall/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { endpointKey } from '../../../lib/query-client';

const listEndpoint = catalogEndpoints.productList;
const facetsEndpoint = catalogEndpoints.productFacets;

export type HallProductQuery = NonNullable<EndpointQueryIn<typeof listEndpoint>>;
export type HallProductFilter = NonNullable<EndpointQueryIn<typeof facetsEndpoint>>;
export type HallProductPage = EndpointResult<typeof listEndpoint>;

/** A page of products of a hall: supply listings (productType 3), farm products (isFarm 1), a shop's. */
export function getHallProducts(query: HallProductQuery, signal?: AbortSignal): Promise<HallProductPage> {
  return request(listEndpoint, { query, signal, quiet: true });
}

export function getHallProductsQueryOptions(query: HallProductQuery) {
  return queryOptions({
    queryKey: endpointKey(listEndpoint, query),
    queryFn: ({ signal }) => getHallProducts(query, signal),
    // The previous page stays on screen (faded) while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useHallProducts(query: HallProductQuery) {
  return useQuery(getHallProductsQueryOptions(query));
}

/** The top classes (with counts) the hall's products fall in, for its class filter. */
export function getHallClasses(filter: HallProductFilter, signal?: AbortSignal) {
  return request(facetsEndpoint, { query: filter, signal }).then((facets) => facets.classes);
}

export function getHallClassesQueryOptions(filter: HallProductFilter) {
  return queryOptions({
    queryKey: [...endpointKey(facetsEndpoint, filter), 'classes'],
    queryFn: ({ signal }) => getHallClasses(filter, signal),
  });
}

export function useHallClasses(filter: HallProductFilter) {
  return useQuery(getHallClassesQueryOptions(filter));
}
