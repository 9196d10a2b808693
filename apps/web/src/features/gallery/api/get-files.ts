import { type EndpointQueryIn, type GalleryFile, galleryEndpoints } from '@mall/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { endpointKey } from '../../../lib/query-client';

const endpoint = galleryEndpoints.files;

export type FilesQuery = EndpointQueryIn<typeof endpoint>;

export function findFiles(
  query: FilesQuery,
  signal?: AbortSignal,
): Promise<{ rows: GalleryFile[]; total: number }> {
  return request(endpoint, { query, signal, quiet: true });
}

export function findFilesQueryOptions(query: FilesQuery) {
  return queryOptions({
    queryKey: endpointKey(endpoint, query),
    queryFn: ({ signal }) => findFiles(query, signal),
  });
}

/** One page of the buyer's pictures; the last page stays on screen while the next one loads. */
export function useFiles(query: FilesQuery, enabled = true) {
  return useQuery({ ...findFilesQueryOptions(query), enabled, placeholderData: keepPreviousData });
}
