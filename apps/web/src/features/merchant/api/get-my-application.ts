import { type MerchantApplication, merchantEndpoints } from '@mall/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { endpointKey } from '../../../lib/query-client';

const endpoint = merchantEndpoints.myApplication;

export function getMyApplication(signal?: AbortSignal): Promise<MerchantApplication | null> {
  return request(endpoint, { signal });
}

export function getMyApplicationQueryOptions() {
  return queryOptions({
    queryKey: endpointKey(endpoint),
    queryFn: ({ signal }) => getMyApplication(signal),
  });
}

/** The signed-in user's onboarding application (null before the first saved step). */
export function useMyApplication(enabled = true) {
  return useQuery({ ...getMyApplicationQueryOptions(), enabled });
}
