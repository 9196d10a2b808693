import { type AreaNode, systemEndpoints } from '@mall/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { endpointKey } from '../../../lib/query-client';

const endpoint = systemEndpoints.areaChildren;

/** Parent id of the provinces. */
export const rootAreaId = '0';

/** The areas one level below `pId` (provinces for '0'), for one tab of the region picker. */
export function getAreaChildren(pId: string, signal?: AbortSignal): Promise<AreaNode[]> {
  return request(endpoint, { query: { pId }, signal });
}

export function getAreaChildrenQueryOptions(pId: string) {
  return queryOptions({
    queryKey: endpointKey(endpoint, { pId }),
    queryFn: ({ signal }) => getAreaChildren(pId, signal),
    // Administrative areas change a few times a year.
    staleTime: 60 * 60_000,
  });
}

export function useAreaChildren(pId: string | undefined) {
  return useQuery({ ...getAreaChildrenQueryOptions(pId ?? rootAreaId), enabled: pId !== undefined });
}
