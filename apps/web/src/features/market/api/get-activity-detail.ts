import { catalogEndpoints, type EndpointResult } from '@mall/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { endpointKey } from '../../../lib/query-client';

const endpoint = catalogEndpoints.marketDetail;

export type ActivityDetail = EndpointResult<typeof endpoint>;

/** One platform activity with its products; rejects with 40400 when it does not exist. */
export function getActivityDetail(id: number, signal?: AbortSignal): Promise<ActivityDetail> {
  return request(endpoint, { query: { id }, signal });
}

export function getActivityDetailQueryOptions(id: number) {
  return queryOptions({
    queryKey: endpointKey(endpoint, { id }),
    queryFn: ({ signal }) => getActivityDetail(id, signal),
  });
}

/** Not asked when the address has no usable id. */
export function useActivityDetail(id: number | undefined) {
  return useQuery({ ...getActivityDetailQueryOptions(id ?? 0), enabled: id !== undefined });
}
