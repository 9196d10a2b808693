import { type MerchantApplication, type MerchantSaveStep, merchantEndpoints } from '@mall/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { getMyApplicationQueryOptions } from './get-my-application';

export function saveApplicationStep(input: MerchantSaveStep): Promise<MerchantApplication> {
  return request(merchantEndpoints.saveStep, { body: input });
}

export function submitApplication(): Promise<MerchantApplication> {
  return request(merchantEndpoints.submit, { body: { agreed: true } });
}

/** Saving a step and submitting; the answer is the whole application, put straight into the cache. */
export function useApplicationChanges() {
  const queryClient = useQueryClient();
  const store = (application: MerchantApplication) =>
    queryClient.setQueryData(getMyApplicationQueryOptions().queryKey, application);
  const saveStep = useMutation({ mutationFn: saveApplicationStep, onSuccess: store });
  const submit = useMutation({ mutationFn: submitApplication, onSuccess: store });
  return { saveStep, submit };
}
