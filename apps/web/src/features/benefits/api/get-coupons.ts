import { benefitsEndpoints, type EndpointQueryIn, type EndpointResult } from '@mall/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { endpointKey } from '../../../lib/query-client';

const listEndpoint = benefitsEndpoints.couponList;

export type CouponListQuery = NonNullable<EndpointQueryIn<typeof listEndpoint>>;
export type CouponPage = EndpointResult<typeof listEndpoint>;

/** A page of the buyer's coupons of one tab (spec §4 list: page, page size 10, total). */
export function getCoupons(query: CouponListQuery, signal?: AbortSignal): Promise<CouponPage> {
  return request(listEndpoint, { query, signal, quiet: true });
}

export function getCouponsQueryOptions(query: CouponListQuery) {
  return queryOptions({
    queryKey: endpointKey(listEndpoint, query),
    queryFn: ({ signal }) => getCoupons(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCoupons(query: CouponListQuery) {
  return useQuery(getCouponsQueryOptions(query));
}

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
