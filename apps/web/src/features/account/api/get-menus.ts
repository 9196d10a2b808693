import { authEndpoints } from '@mall/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { endpointKey } from '../../../lib/query-client';

const endpoint = authEndpoints.menus;

/** Menus of the current centre (routes under /user) and the permission codes. */
export function getMenus(signal?: AbortSignal) {
  return request(endpoint, { signal });
}

export function getMenusQueryOptions() {
  return queryOptions({
    queryKey: endpointKey(endpoint),
    queryFn: ({ signal }) => getMenus(signal),
    staleTime: 5 * 60_000,
  });
}

export function useMenus(hasToken: boolean) {
  return useQuery({ ...getMenusQueryOptions(), enabled: hasToken });
}
