import { type EndpointResult, hallsEndpoints } from '@mall/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { endpointKey } from '../../../lib/query-client';

const endpoint = hallsEndpoints.platformChains;

export type PlatformChains = EndpointResult<typeof endpoint>;

/** The platform's recommended supply-chain shops. */
export function getPlatformChains(signal?: AbortSignal): Promise<PlatformChains> {
  return request(endpoint, { query: {}, signal });
}

export function getPlatformChainsQueryOptions() {
  return queryOptions({
    queryKey: endpointKey(endpoint),
    queryFn: ({ signal }) => getPlatformChains(signal),
  });
}

export function usePlatformChains() {
  return useQuery(getPlatformChainsQueryOptions());
}
