import { type CompanyDetail, chatEndpoints } from '@mall/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { endpointKey } from '../../../lib/query-client';

const endpoint = chatEndpoints.companyDetail;

/** The merchant information card (spec screen 7); null when there is no such company. */
export function getCompanyDetail(custId: number, signal?: AbortSignal): Promise<CompanyDetail | null> {
  return request(endpoint, { query: { custId }, signal });
}

export function getCompanyDetailQueryOptions(custId: number) {
  return queryOptions({
    queryKey: endpointKey(endpoint, { custId }),
    queryFn: ({ signal }) => getCompanyDetail(custId, signal),
    staleTime: 5 * 60_000,
  });
}

/** Spec §5: the contact is loaded only when its id is set and is not the platform admin's (1). */
export function useCompanyDetail(custId: number | undefined, enabled: boolean) {
  return useQuery({ ...getCompanyDetailQueryOptions(custId ?? 0), enabled: enabled && custId !== undefined });
}
