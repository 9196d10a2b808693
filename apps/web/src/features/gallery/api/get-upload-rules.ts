import { galleryLimits, systemEndpoints } from '@mall/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { endpointKey } from '../../../lib/query-client';
import { type UploadRules, uploadRulesOf } from '../utils/upload-rules';

const endpoint = systemEndpoints.paramList;

// The same request (and cache entry) as the shell's system parameters: one call serves both.
function getUploadRulesQueryOptions() {
  return queryOptions({
    queryKey: endpointKey(endpoint),
    queryFn: ({ signal }) => request(endpoint, { signal }),
    staleTime: 10 * 60_000,
  });
}

const defaults = uploadRulesOf(galleryLimits.defaultTypes, String(galleryLimits.defaultMaxMb));

/** FILE_IMAGE_TYPE and FILE_IMAGE_MAX_SIZE for the browser's quick check (the server checks again). */
export function useUploadRules(): UploadRules {
  const { data } = useQuery({
    ...getUploadRulesQueryOptions(),
    select: (params: Record<string, string>) =>
      uploadRulesOf(params.FILE_IMAGE_TYPE, params.FILE_IMAGE_MAX_SIZE),
  });
  return data ?? defaults;
}
