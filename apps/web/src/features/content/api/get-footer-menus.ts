import { contentEndpoints, type FooterMenuClass } from '@mall/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { endpointKey } from '../../../lib/query-client';

const endpoint = contentEndpoints.footerMenus;
const query = { classSource: 1 };

/** Footer menu classes with their menus (help-centre articles). */
export function getFooterMenus(signal?: AbortSignal): Promise<FooterMenuClass[]> {
  return request(endpoint, { query, signal });
}

export function getFooterMenusQueryOptions() {
  return queryOptions({
    queryKey: endpointKey(endpoint, query),
    queryFn: ({ signal }) => getFooterMenus(signal),
    staleTime: 10 * 60_000,
  });
}

export function useFooterMenus() {
  return useQuery(getFooterMenusQueryOptions());
}
