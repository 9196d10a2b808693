import { catalogEndpoints, type EndpointResult } from '@mall/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { endpointKey } from '../../../lib/query-client';

const endpoint = catalogEndpoints.shopList;

export type ShopPage = EndpointResult<typeof endpoint>;

/** The shops the platform recommends on the home page. */
export function getRecommendedShops(limit: number, signal?: AbortSignal): Promise<ShopPage> {
  return request(endpoint, { query: { recommended: 1, offset: 1, limit }, signal });
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
