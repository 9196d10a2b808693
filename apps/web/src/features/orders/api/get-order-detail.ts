import { type OrderDetail, orderEndpoints } from '@mall/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { endpointKey } from '../../../lib/query-client';

const endpoint = orderEndpoints.detail;

export function getOrderDetail(orderNumber: string, signal?: AbortSignal): Promise<OrderDetail> {
  return request(endpoint, { query: { orderNumber }, signal });
}

export function getOrderDetailQueryOptions(orderNumber: string) {
  return queryOptions({
    queryKey: endpointKey(endpoint, { orderNumber }),
    queryFn: ({ signal }) => getOrderDetail(orderNumber, signal),
    staleTime: 0,
  });
}

/** One of the buyer's orders; another buyer's or an unknown number rejects with 40400 alike. */
export function useOrderDetail(orderNumber: string | undefined) {
  return useQuery({ ...getOrderDetailQueryOptions(orderNumber ?? ''), enabled: Boolean(orderNumber) });
}
