import { type AccountInfo, paymentEndpoints } from '@mall/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { endpointKey } from '../../../lib/query-client';

const endpoint = paymentEndpoints.accountInfo;

export function getAccountInfo(signal?: AbortSignal): Promise<AccountInfo> {
  return request(endpoint, { signal });
}

export function getAccountInfoQueryOptions() {
  return queryOptions({
    queryKey: endpointKey(endpoint),
    queryFn: ({ signal }) => getAccountInfo(signal),
    staleTime: 0,
  });
}

/** The buyer's virtual account balance and points. */
export function useAccountInfo(enabled = true) {
  return useQuery({ ...getAccountInfoQueryOptions(), enabled });
}
