import { type EndpointQueryIn, type EndpointResult, hallsEndpoints } from '@mall/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { endpointKey } from '../../../lib/query-client';

const endpoint = hallsEndpoints.supplierList;

export type SupplierQuery = NonNullable<EndpointQueryIn<typeof endpoint>>;
export type SupplierPage = EndpointResult<typeof endpoint>;

/** Shops with supply listings, for the supplier list. */
export function getSuppliers(query: SupplierQuery, signal?: AbortSignal): Promise<SupplierPage> {
  return request(endpoint, { query, signal, quiet: true });
}

export function getSuppliersQueryOptions(query: SupplierQuery) {
  return queryOptions({
    queryKey: endpointKey(endpoint, query),
    queryFn: ({ signal }) => getSuppliers(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useSuppliers(query: SupplierQuery) {
  return useQuery(getSuppliersQueryOptions(query));
}
