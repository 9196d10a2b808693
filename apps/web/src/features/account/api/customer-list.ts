import { authEndpoints } from '@mall/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { endpointKey } from '../../../lib/query-client';

const endpoint = authEndpoints.myBuyers;

/** The buyers of the signed-in seller's customer list (only for a session that may act for them). */
export function getMyBuyers(signal?: AbortSignal) {
  return request(endpoint, { signal, quiet: true });
}

export function getMyBuyersQueryOptions() {
  return queryOptions({
    queryKey: endpointKey(endpoint),
    queryFn: ({ signal }) => getMyBuyers(signal),
  });
}

export function useMyBuyers(enabled: boolean) {
  return useQuery({ ...getMyBuyersQueryOptions(), enabled });
}

/** Starts acting for a listed buyer: the server ends this session and sets the buyer's (spec "oldUser"). */
export function actForBuyer(authid: string) {
  return request(authEndpoints.impersonate, { body: { authid } });
}
