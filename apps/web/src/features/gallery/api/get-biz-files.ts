import { type BizFile, type BizFileType, galleryEndpoints } from '@mall/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { endpointKey } from '../../../lib/query-client';

const endpoint = galleryEndpoints.bizFiles;

/** The business object a picture field belongs to (e.g. the merchant application being edited). */
export interface BizRef {
  bizType: BizFileType;
  bizId: number;
}

export function getBizFiles(ref: BizRef, signal?: AbortSignal): Promise<BizFile[]> {
  return request(endpoint, { query: ref, signal, quiet: true });
}

export function getBizFilesQueryOptions(ref: BizRef) {
  return queryOptions({
    queryKey: endpointKey(endpoint, ref),
    queryFn: ({ signal }) => getBizFiles(ref, signal),
  });
}

/** The files already attached to the object (GET /authen/file/bizfiles); nothing to ask without one. */
export function useBizFiles(ref: BizRef | undefined, enabled = true) {
  return useQuery({
    ...getBizFilesQueryOptions(ref ?? { bizType: 'product', bizId: 0 }),
    enabled: enabled && ref !== undefined,
  });
}
