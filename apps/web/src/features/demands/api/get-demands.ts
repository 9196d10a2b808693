import { catalogEndpoints, type EndpointQueryIn, type EndpointResult } from '@mall/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { endpointKey } from '../../../lib/query-client';

const endpoint = catalogEndpoints.demandList;

export type DemandPage = EndpointResult<typeof endpoint>;

/** The newest open purchase demands of the procurement hall. */
export function getLatestDemands(limit: number, signal?: AbortSignal): Promise<DemandPage> {
  return request(endpoint, { query: { offset: 1, limit }, signal, quiet: true });
}

export function getLatestDemandsQueryOptions(limit: number) {
  return queryOptions({
    queryKey: endpointKey(endpoint, { offset: 1, limit }),
    queryFn: ({ signal }) => getLatestDemands(limit, signal),
  });
}

export function useLatestDemands(limit: number) {
  return useQuery(getLatestDemandsQueryOptions(limit));
}

export type DemandQuery = NonNullable<EndpointQueryIn<typeof endpoint>>;

/** A page of the procurement hall: search word, sort (createTime, deadline, quoteCount) and paging. */
export function getDemandPage(query: DemandQuery, signal?: AbortSignal): Promise<DemandPage> {
  return request(endpoint, { query, signal, quiet: true });
}

export function getDemandPageQueryOptions(query: DemandQuery) {
  return queryOptions({
    queryKey: endpointKey(endpoint, query),
    queryFn: ({ signal }) => getDemandPage(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useDemandPage(query: DemandQuery) {
  return useQuery(getDemandPageQueryOptions(query));
}
