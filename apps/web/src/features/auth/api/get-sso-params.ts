import { systemEndpoints } from '@mall/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { endpointKey } from '../../../lib/query-client';

const endpoint = systemEndpoints.paramList;

/** The parameters the sign-on page reads: the mall's name and logo, and the template to go back to. */
const ssoParamCodes = 'webtitle,mallfooterlogo,MALL_TEMPLATE';

/** The sign-on page's system parameters as a code → value map (only the codes it asks for). */
export function getSsoParams(signal?: AbortSignal): Promise<Record<string, string>> {
  return request(endpoint, { query: { codes: ssoParamCodes }, signal });
}

export function getSsoParamsQueryOptions() {
  return queryOptions({
    queryKey: endpointKey(endpoint, { codes: ssoParamCodes }),
    queryFn: ({ signal }) => getSsoParams(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useSsoParams() {
  return useQuery(getSsoParamsQueryOptions());
}
