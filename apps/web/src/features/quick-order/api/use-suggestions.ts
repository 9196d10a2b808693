import { quickOrderEndpoints } from '@mall/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { endpointKey } from '../../../lib/query-client';
import { suggestProducts } from './quick-order';

/** Suggestions for what is being typed in a code cell, asked once typing pauses. */
export function useSuggestions(keyword: string) {
  const settled = useDebouncedValue(keyword.trim(), 300);
  return useQuery({
    queryKey: endpointKey(quickOrderEndpoints.suggest, { keyword: settled }),
    queryFn: ({ signal }) => suggestProducts(settled, signal),
    enabled: settled.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
