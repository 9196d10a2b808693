import { type GalleryFolder, galleryEndpoints } from '@mall/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { endpointKey } from '../../../lib/query-client';

const endpoint = galleryEndpoints.folders;

export function getFolders(signal?: AbortSignal): Promise<GalleryFolder[]> {
  return request(endpoint, { signal, quiet: true });
}

export function getFoldersQueryOptions() {
  return queryOptions({ queryKey: endpointKey(endpoint), queryFn: ({ signal }) => getFolders(signal) });
}

/** The buyer's folder tree (top-level folders first, oldest first). */
export function useFolders(enabled = true) {
  return useQuery({ ...getFoldersQueryOptions(), enabled });
}
