import { type Address, type AddressInput, addressEndpoints } from '@mall/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { getAddressesQueryOptions } from './get-addresses';

export function addAddress(input: AddressInput): Promise<Address> {
  return request(addressEndpoints.add, { body: input });
}

export function updateAddress(addressId: number, input: AddressInput): Promise<Address> {
  return request(addressEndpoints.update, { body: { ...input, addressId } });
}

export function deleteAddress(addressId: number) {
  return request(addressEndpoints.remove, { body: { addressId } });
}

export function setDefaultAddress(addressId: number) {
  return request(addressEndpoints.setDefault, { body: { addressId } });
}

/** Address changes; the list is asked again after each (a new default changes the others). */
export function useAddressChanges() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: getAddressesQueryOptions().queryKey });
  const save = useMutation({
    mutationFn: ({ addressId, input }: { addressId?: number; input: AddressInput }) =>
      addressId ? updateAddress(addressId, input) : addAddress(input),
    onSuccess: refresh,
  });
  const remove = useMutation({ mutationFn: deleteAddress, onSuccess: refresh });
  const makeDefault = useMutation({ mutationFn: setDefaultAddress, onSuccess: refresh });
  return { save, remove, makeDefault };
}
