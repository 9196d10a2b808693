import { systemEndpoints } from '@mall/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { endpointKey } from '../../../lib/query-client';

const endpoint = systemEndpoints.configItemMap;
/** Spec §7: queryconfigitemmap with moduleCode=system_configuration and itemCodeList=OPEN_TAX_CODE,OPEN_TAX_RATE. */
const query = { moduleCode: 'system_configuration', itemCodeList: 'OPEN_TAX_CODE,OPEN_TAX_RATE' };

export interface TaxSwitches {
  /** OPEN_TAX_CODE: the tax classification code of each line is shown with the invoice. */
  code: boolean;
  /** OPEN_TAX_RATE: the tax rate of each line is shown with the invoice. */
  rate: boolean;
}

export async function getTaxSwitches(signal?: AbortSignal): Promise<TaxSwitches> {
  const map = await request(endpoint, { query, signal });
  return { code: map.OPEN_TAX_CODE?.enableFlag === 1, rate: map.OPEN_TAX_RATE?.enableFlag === 1 };
}

export function getTaxSwitchesQueryOptions() {
  return queryOptions({
    queryKey: endpointKey(endpoint, query),
    queryFn: ({ signal }) => getTaxSwitches(signal),
    // A switch flipped by the operator shows on the next order filling.
    staleTime: 0,
  });
}

/** The invoice part of order filling is offered when either switch is on (the server accepts it then). */
export function useTaxSwitches() {
  return useQuery(getTaxSwitchesQueryOptions());
}
