import { type EndpointResult, hallsEndpoints } from '@mall/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { endpointKey } from '../../../lib/query-client';

const endpoint = hallsEndpoints.townHome;

export type TownHome = EndpointResult<typeof endpoint>;

/** Farm totals, farm shops by province, places of origin and rural news. */
export function getTownHome(signal?: AbortSignal): Promise<TownHome> {
  return request(endpoint, { query: {}, signal });
}

export function getTownHomeQueryOptions() {
  return queryOptions({ queryKey: endpointKey(endpoint), queryFn: ({ signal }) => getTownHome(signal) });
}

export function useTownHome() {
  return useQuery(getTownHomeQueryOptions());
}
