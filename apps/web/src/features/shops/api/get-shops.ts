import { catalogEndpoints, type EndpointQueryIn, type EndpointResult } from '@mall/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { endpointKey } from '../../../lib/query-client';

const endpoint = catalogEndpoints.shopList;

export type ShopPage = EndpointResult<typeof endpoint>;

/** The shops the platform recommends on the home page. */
export function getRecommendedShops(limit: number, signal?: AbortSignal): Promise<ShopPage> {
  return request(endpoint, { query: { recommended: 1, offset: 1, limit }, signal, quiet: true });
}

export function getRecommendedShopsQueryOptions(limit: number) {
  return queryOptions({
    queryKey: endpointKey(endpoint, { recommended: 1, offset: 1, limit }),
    queryFn: ({ signal }) => getRecommendedShops(limit, signal),
  });
}

export function useRecommendedShops(limit: number) {
  return useQuery(getRecommendedShopsQueryOptions(limit));
}

export type ShopQuery = NonNullable<EndpointQueryIn<typeof endpoint>>;

/** A page of the shop list, optionally narrowed by a word in the shop name. */
export function getShopPage(query: ShopQuery, signal?: AbortSignal): Promise<ShopPage> {
  return request(endpoint, { query, signal, quiet: true });
}

export function getShopPageQueryOptions(query: ShopQuery) {
  return queryOptions({
    queryKey: endpointKey(endpoint, query),
    queryFn: ({ signal }) => getShopPage(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useShopPage(query: ShopQuery) {
  return useQuery(getShopPageQueryOptions(query));
}
