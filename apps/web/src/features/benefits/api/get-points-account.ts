import { benefitsEndpoints } from '@mall/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { endpointKey } from '../../../lib/query-client';

const endpoint = benefitsEndpoints.pointsAccount;

/** The buyer's points balance and totals. */
export function getPointsAccount(signal?: AbortSignal) {
  return request(endpoint, { signal });
}

export function getPointsAccountQueryOptions() {
  return queryOptions({
    queryKey: endpointKey(endpoint),
    queryFn: ({ signal }) => getPointsAccount(signal),
    // Points change with every points order: always fresh when the page opens.
    staleTime: 0,
  });
}

export function usePointsAccount() {
  return useQuery(getPointsAccountQueryOptions());
}
