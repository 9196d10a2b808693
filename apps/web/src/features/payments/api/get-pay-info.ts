import { type PayInfo, paymentEndpoints } from '@mall/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { endpointKey } from '../../../lib/query-client';

const endpoint = paymentEndpoints.payInfo;

export function getPayInfo(orderNumbers: readonly string[], signal?: AbortSignal): Promise<PayInfo> {
  return request(endpoint, { query: { orderNumbers: orderNumbers.join(',') }, signal });
}

export function getPayInfoQueryOptions(orderNumbers: readonly string[]) {
  return queryOptions({
    queryKey: endpointKey(endpoint, { orderNumbers: orderNumbers.join(',') }),
    queryFn: ({ signal }) => getPayInfo(orderNumbers, signal),
    staleTime: 0,
  });
}

/** The orders of one submit with the amount still due, the balance and whether a payment password is set. */
export function usePayInfo(orderNumbers: readonly string[], enabled = true) {
  return useQuery({ ...getPayInfoQueryOptions(orderNumbers), enabled: enabled && orderNumbers.length > 0 });
}
