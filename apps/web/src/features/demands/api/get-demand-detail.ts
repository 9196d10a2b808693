import { catalogEndpoints, type EndpointResult } from '@mall/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { endpointKey } from '../../../lib/query-client';

const endpoint = catalogEndpoints.demandDetail;

export type DemandDetail = EndpointResult<typeof endpoint>;

/** One purchase demand; rejects with code 40400 when it does not exist. */
export function getDemandDetail(id: number, signal?: AbortSignal): Promise<DemandDetail> {
  return request(endpoint, { query: { id }, signal });
}

export function getDemandDetailQueryOptions(id: number) {
  return queryOptions({
    queryKey: endpointKey(endpoint, { id }),
    queryFn: ({ signal }) => getDemandDetail(id, signal),
  });
}

/** Not asked when the address has no usable id. */
export function useDemandDetail(id: number | undefined) {
  return useQuery({ ...getDemandDetailQueryOptions(id ?? 0), enabled: id !== undefined });
}
