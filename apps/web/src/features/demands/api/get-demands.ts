import { catalogEndpoints, type EndpointResult } from '@mall/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { endpointKey } from '../../../lib/query-client';

const endpoint = catalogEndpoints.demandList;

export type DemandPage = EndpointResult<typeof endpoint>;

/** The newest open purchase demands of the procurement hall. */
export function getLatestDemands(limit: number, signal?: AbortSignal): Promise<DemandPage> {
  return request(endpoint, { query: { offset: 1, limit }, signal });
}

export function getLatestDemandsQueryOptions(limit: number) {
  return queryOptions({
    queryKey: endpointKey(endpoint, { offset: 1, limit }),
    queryFn: ({ signal }) => getLatestDemands(limit, signal),
  });
}

export function useLatestDemands(limit: number) {
  return useQuery(getLatestDemandsQueryOptions(limit));
}
