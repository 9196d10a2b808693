import { type ClassNode, catalogEndpoints } from '@mall/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { endpointKey } from '../../../lib/query-client';

const endpoint = catalogEndpoints.classTree;
const query = { classType: 1, showView: 1 };

/** The product class tree (3 levels), names in the interface language. */
export function getClassTree(signal?: AbortSignal): Promise<ClassNode[]> {
  return request(endpoint, { query, signal });
}

export function getClassTreeQueryOptions() {
  return queryOptions({
    queryKey: endpointKey(endpoint, query),
    queryFn: ({ signal }) => getClassTree(signal),
    staleTime: 10 * 60_000,
  });
}

export function useClassTree() {
  return useQuery(getClassTreeQueryOptions());
}

/** Finds a class anywhere in the tree. */
export function findClass(tree: readonly ClassNode[] | undefined, id: number): ClassNode | undefined {
  for (const node of tree ?? []) {
    if (node.id === id) return node;
    const found = findClass(node.children, id);
    if (found) return found;
  }
  return undefined;
}

/** The name a class is shown with: its alias when it has one (spec §2 screen 2). */
export function classLabel(node: Pick<ClassNode, 'name' | 'aliasName'>): string {
  return node.aliasName?.trim() || node.name;
}
