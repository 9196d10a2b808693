import { type AreaNode, systemEndpoints } from '@mall/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { endpointKey } from '../../../lib/query-client';

const endpoint = systemEndpoints.chooseArea;
const query = { needCityFlag: 2 };

/** Every province with its cities (`needCityFlag=2`), for the city index of the region page. */
export function getProvincesWithCities(signal?: AbortSignal): Promise<AreaNode[]> {
  return request(endpoint, { query, signal });
}

export function getProvincesWithCitiesQueryOptions() {
  return queryOptions({
    queryKey: endpointKey(endpoint, query),
    queryFn: ({ signal }) => getProvincesWithCities(signal),
    staleTime: 60 * 60_000,
  });
}

export function useProvincesWithCities() {
  return useQuery(getProvincesWithCitiesQueryOptions());
}
