import { type GalleryUsage, galleryEndpoints } from '@mall/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { endpointKey } from '../../../lib/query-client';

const endpoint = galleryEndpoints.usage;

export function getUsage(signal?: AbortSignal): Promise<GalleryUsage> {
  return request(endpoint, { signal });
}

export function getUsageQueryOptions() {
  return queryOptions({ queryKey: endpointKey(endpoint), queryFn: ({ signal }) => getUsage(signal) });
}

/** The buyer's picture space: bytes used of the quota (GALLERY_QUOTA_MB). */
export function useUsage(enabled = true) {
  return useQuery({ ...getUsageQueryOptions(), enabled });
}
