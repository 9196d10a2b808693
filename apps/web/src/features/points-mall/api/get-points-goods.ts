import { catalogEndpoints, type EndpointQueryIn, type EndpointResult } from '@mall/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { endpointKey } from '../../../lib/query-client';

const endpoint = catalogEndpoints.pointsGoodsList;

export type PointsGoodsQuery = NonNullable<EndpointQueryIn<typeof endpoint>>;
export type PointsGoodsPage = EndpointResult<typeof endpoint>;

/** A page of the points mall, newest first or by points. */
export function getPointsGoods(query: PointsGoodsQuery, signal?: AbortSignal): Promise<PointsGoodsPage> {
  return request(endpoint, { query, signal, quiet: true });
}

export function getPointsGoodsQueryOptions(query: PointsGoodsQuery) {
  return queryOptions({
    queryKey: endpointKey(endpoint, query),
    queryFn: ({ signal }) => getPointsGoods(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function usePointsGoods(query: PointsGoodsQuery) {
  return useQuery(getPointsGoodsQueryOptions(query));
}
