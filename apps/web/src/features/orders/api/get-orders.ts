import { type EndpointQueryIn, type EndpointResult, orderEndpoints } from '@mall/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { endpointKey } from '../../../lib/query-client';

const listEndpoint = orderEndpoints.list;

export type OrderListQuery = NonNullable<EndpointQueryIn<typeof listEndpoint>>;
export type OrderPage = EndpointResult<typeof listEndpoint>;

/** A page of the buyer's orders, newest first (spec §4 list: page, page size 10, total). */
export function getOrders(query: OrderListQuery, signal?: AbortSignal): Promise<OrderPage> {
  return request(listEndpoint, { query, signal, quiet: true });
}

export function getOrdersQueryOptions(query: OrderListQuery) {
  return queryOptions({
    queryKey: endpointKey(listEndpoint, query),
    queryFn: ({ signal }) => getOrders(query, signal),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useOrders(query: OrderListQuery) {
  return useQuery(getOrdersQueryOptions(query));
}

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
