import { chatEndpoints, type QuickPhrase } from '@mall/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { endpointKey } from '../../../lib/query-client';

const listEndpoint = chatEndpoints.quickPhrases;

/** The user's quick phrases (at most 10), oldest first. */
export function getQuickPhrases(signal?: AbortSignal): Promise<QuickPhrase[]> {
  return request(listEndpoint, { signal, quiet: true });
}

export function getQuickPhrasesQueryOptions() {
  return queryOptions({
    queryKey: endpointKey(listEndpoint),
    queryFn: ({ signal }) => getQuickPhrases(signal),
    staleTime: 5 * 60_000,
  });
}

export function useQuickPhrases() {
  return useQuery(getQuickPhrasesQueryOptions());
}

export function addQuickPhrase(quickName: string): Promise<QuickPhrase> {
  return request(chatEndpoints.addQuickPhrase, { body: { quickName } });
}

export function deleteQuickPhrase(phrase: QuickPhrase): Promise<null> {
  return request(chatEndpoints.deleteQuickPhrases, {
    body: { webQuickLanguageDTOS: [{ quickId: phrase.quickId, quickName: phrase.quickName }] },
  });
}

/** Add and delete, each reloading the list when done. */
export function useQuickPhraseMutations() {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: endpointKey(listEndpoint) });
  return {
    add: useMutation({ mutationFn: addQuickPhrase, onSettled }),
    remove: useMutation({ mutationFn: deleteQuickPhrase, onSettled }),
  };
}
