import { benefitsEndpoints } from '@mall/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { endpointKey } from '../../../lib/query-client';

/** The buyer's coupons of one tab, paged by the list loader (spec §4). */
export const couponListEndpoint = benefitsEndpoints.couponList;

export function getCouponCount(signal?: AbortSignal) {
  return request(benefitsEndpoints.couponCount, { signal });
}

export function getCouponCountQueryOptions() {
  return queryOptions({
    queryKey: endpointKey(benefitsEndpoints.couponCount),
    queryFn: ({ signal }) => getCouponCount(signal),
    staleTime: 0,
  });
}

/** Coupons per tab for the tab labels. */
export function useCouponCount() {
  return useQuery(getCouponCountQueryOptions());
}
