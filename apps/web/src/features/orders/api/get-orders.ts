import { orderEndpoints } from '@mall/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { endpointKey } from '../../../lib/query-client';

/** The buyer's order list (paged by the list loader, spec §4). */
export const orderListEndpoint = orderEndpoints.list;

export function getOrderStatusCount(signal?: AbortSignal) {
  return request(orderEndpoints.statusCount, { signal });
}

export function getOrderStatusCountQueryOptions() {
  return queryOptions({
    queryKey: endpointKey(orderEndpoints.statusCount),
    queryFn: ({ signal }) => getOrderStatusCount(signal),
    staleTime: 0,
  });
}

/** Orders per status for the list's tabs. */
export function useOrderStatusCount() {
  return useQuery(getOrderStatusCountQueryOptions());
}
