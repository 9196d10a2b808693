import { authEndpoints, limits } from '@mall/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { endpointKey } from '../../../lib/query-client';

const endpoint = authEndpoints.captchaImage;

export function getCaptchaImage(signal?: AbortSignal) {
  return request(endpoint, { signal });
}

export function getCaptchaImageQueryOptions(scope: string) {
  return queryOptions({
    queryKey: [...endpointKey(endpoint), scope],
    queryFn: ({ signal }) => getCaptchaImage(signal),
    // The token is valid 185 s: refresh a little before the server forgets it.
    staleTime: limits.captchaValidityMs - 5000,
    refetchInterval: limits.captchaValidityMs - 5000,
    gcTime: 0,
  });
}

/** One image captcha per form (`scope`), refreshed with `refetch()` after any failure. */
export function useCaptchaImage(scope: string, enabled = true) {
  return useQuery({ ...getCaptchaImageQueryOptions(scope), enabled });
}
