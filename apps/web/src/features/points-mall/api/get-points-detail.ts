import { catalogEndpoints, type EndpointResult } from '@mall/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { endpointKey } from '../../../lib/query-client';

const endpoint = catalogEndpoints.pointsGoodsDetail;

export type PointsGoodsDetail = EndpointResult<typeof endpoint>;

/** One points good; rejects with 40400 when it does not exist. */
export function getPointsDetail(id: number, signal?: AbortSignal): Promise<PointsGoodsDetail> {
  return request(endpoint, { query: { id }, signal });
}

export function getPointsDetailQueryOptions(id: number) {
  return queryOptions({
    queryKey: endpointKey(endpoint, { id }),
    queryFn: ({ signal }) => getPointsDetail(id, signal),
  });
}

/** Not asked when the address has no usable id. */
export function usePointsDetail(id: number | undefined) {
  return useQuery({ ...getPointsDetailQueryOptions(id ?? 0), enabled: id !== undefined });
}
