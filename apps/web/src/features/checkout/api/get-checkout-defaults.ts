import { type MemberDefaultConfig, systemEndpoints } from '@mall/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { endpointKey } from '../../../lib/query-client';

const endpoint = systemEndpoints.memberDefaultConfig;

export function getCheckoutDefaults(signal?: AbortSignal): Promise<MemberDefaultConfig> {
  return request(endpoint, { signal });
}

export function getCheckoutDefaultsQueryOptions() {
  return queryOptions({
    queryKey: endpointKey(endpoint),
    queryFn: ({ signal }) => getCheckoutDefaults(signal),
    // The last invoice changes with every order placed.
    staleTime: 0,
  });
}

/** The signed-in buyer's invoice defaults (type, title, taxpayer number) for order filling. */
export function useCheckoutDefaults(enabled: boolean) {
  return useQuery({ ...getCheckoutDefaultsQueryOptions(), enabled });
}
