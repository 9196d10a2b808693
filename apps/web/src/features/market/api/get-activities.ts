import { catalogEndpoints, type EndpointQueryIn, type EndpointResult } from '@mall/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { endpointKey } from '../../../lib/query-client';

const endpoint = catalogEndpoints.marketList;

export type ActivityQuery = NonNullable<EndpointQueryIn<typeof endpoint>>;
export type ActivityPage = EndpointResult<typeof endpoint>;

/** A page of platform activities, all or one state (upcoming, ongoing, ended). */
export function getActivities(query: ActivityQuery, signal?: AbortSignal): Promise<ActivityPage> {
  return request(endpoint, { query, signal, quiet: true });
}

export function getActivitiesQueryOptions(query: ActivityQuery) {
  return queryOptions({
    queryKey: endpointKey(endpoint, query),
    queryFn: ({ signal }) => getActivities(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useActivities(query: ActivityQuery) {
  return useQuery(getActivitiesQueryOptions(query));
}
