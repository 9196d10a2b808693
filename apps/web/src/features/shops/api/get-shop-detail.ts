import { catalogEndpoints, type EndpointResult } from '@mall/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { endpointKey } from '../../../lib/query-client';

const endpoint = catalogEndpoints.shopDetail;

export type ShopDetail = EndpointResult<typeof endpoint>;

/** The shop home: the shop, its classes with counts and its contact; rejects with 40400 when unknown. */
export function getShopDetail(shopId: number, signal?: AbortSignal): Promise<ShopDetail> {
  return request(endpoint, { query: { shopId }, signal });
}

export function getShopDetailQueryOptions(shopId: number) {
  return queryOptions({
    queryKey: endpointKey(endpoint, { shopId }),
    queryFn: ({ signal }) => getShopDetail(shopId, signal),
  });
}

/** Not asked when the address has no usable shop id. */
export function useShopDetail(shopId: number | undefined) {
  return useQuery({ ...getShopDetailQueryOptions(shopId ?? 0), enabled: shopId !== undefined });
}
