import { type BizLink, contentEndpoints } from '@mall/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { endpointKey } from '../../../lib/query-client';

const endpoint = contentEndpoints.bizLinks;
const query = { linkType: 1 };

/** The footer link list. */
export function getBizLinks(signal?: AbortSignal): Promise<BizLink[]> {
  return request(endpoint, { query, signal });
}

export function getBizLinksQueryOptions() {
  return queryOptions({
    queryKey: endpointKey(endpoint, query),
    queryFn: ({ signal }) => getBizLinks(signal),
    staleTime: 10 * 60_000,
  });
}

export function useBizLinks() {
  return useQuery(getBizLinksQueryOptions());
}
