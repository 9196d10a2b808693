import { type Address, addressEndpoints } from '@mall/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { endpointKey } from '../../../lib/query-client';

const endpoint = addressEndpoints.list;

export function getAddresses(signal?: AbortSignal): Promise<Address[]> {
  return request(endpoint, { signal, quiet: true });
}

export function getAddressesQueryOptions() {
  return queryOptions({
    queryKey: endpointKey(endpoint),
    queryFn: ({ signal }) => getAddresses(signal),
  });
}

/** The buyer's delivery addresses, default first. */
export function useAddresses(enabled = true) {
  return useQuery({ ...getAddressesQueryOptions(), enabled });
}
