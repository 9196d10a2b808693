import {
  type FinanceApplication,
  type FinanceApplyInput,
  type FinanceProduct,
  merchantEndpoints,
} from '@mall/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { endpointKey } from '../../../lib/query-client';

export function getFinanceProducts(signal?: AbortSignal): Promise<FinanceProduct[]> {
  return request(merchantEndpoints.financeProducts, { signal, quiet: true });
}

export function getFinanceProductsQueryOptions() {
  return queryOptions({
    queryKey: endpointKey(merchantEndpoints.financeProducts),
    queryFn: ({ signal }) => getFinanceProducts(signal),
  });
}

export function useFinanceProducts() {
  return useQuery(getFinanceProductsQueryOptions());
}

const mineEndpoint = merchantEndpoints.financeMyApplications;

export function getMyFinanceApplications(page: number, signal?: AbortSignal) {
  return request(mineEndpoint, { query: { offset: page, limit: 10 }, signal, quiet: true });
}

/** The signed-in user's applications, newest first, one page of 10. */
export function useMyFinanceApplications(page: number, enabled: boolean) {
  return useQuery({
    queryKey: endpointKey(mineEndpoint, { page }),
    queryFn: ({ signal }) => getMyFinanceApplications(page, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function applyForFinance(input: FinanceApplyInput): Promise<FinanceApplication> {
  return request(merchantEndpoints.financeApply, { body: input });
}

export function useApplyForFinance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyForFinance,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: endpointKey(mineEndpoint) }),
  });
}
