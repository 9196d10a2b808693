import { type ClassNode, catalogEndpoints } from '@mall/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { endpointKey } from '../../../lib/query-client';

const endpoint = catalogEndpoints.classTree;

/** The real product class tree; onboarding offers its second level as business categories. */
export function getCategoryTree(signal?: AbortSignal): Promise<ClassNode[]> {
  return request(endpoint, { query: { classType: 1, showView: 1 }, signal });
}

export function getCategoryTreeQueryOptions() {
  return queryOptions({
    queryKey: endpointKey(endpoint, { classType: 1, showView: 1 }),
    queryFn: ({ signal }) => getCategoryTree(signal),
    staleTime: 10 * 60_000,
  });
}

export function useCategoryTree() {
  return useQuery(getCategoryTreeQueryOptions());
}
