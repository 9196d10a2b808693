import { type Site, systemEndpoints } from '@mall/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { endpointKey } from '../../../lib/query-client';

const endpoint = systemEndpoints.getSite;

/** Sites of the region and language switch. */
export function getSites(signal?: AbortSignal): Promise<Site[]> {
  return request(endpoint, { signal });
}

export function getSitesQueryOptions() {
  return queryOptions({
    queryKey: endpointKey(endpoint),
    queryFn: ({ signal }) => getSites(signal),
    staleTime: 10 * 60_000,
  });
}

export function useSites(enabled = true) {
  return useQuery({ ...getSitesQueryOptions(), enabled });
}
