import { accountEndpoints, type UserInfo } from '@mall/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { endpointKey } from '../../../lib/query-client';

const endpoint = accountEndpoints.userInfo;

/** The signed-in user; only asked for when a token cookie exists. */
export function getUserInfo(signal?: AbortSignal): Promise<UserInfo> {
  return request(endpoint, { signal });
}

export function getUserInfoQueryOptions() {
  return queryOptions({
    queryKey: endpointKey(endpoint),
    queryFn: ({ signal }) => getUserInfo(signal),
    staleTime: 5 * 60_000,
  });
}

export function useUserInfo(hasToken: boolean) {
  return useQuery({ ...getUserInfoQueryOptions(), enabled: hasToken });
}
