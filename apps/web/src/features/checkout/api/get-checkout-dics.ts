import { type DicItem, systemEndpoints } from '@mall/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { endpointKey } from '../../../lib/query-client';

const endpoint = systemEndpoints.dicsByType;
/** The select options of order filling (spec §7 getdicstype): invoice types and delivery types. */
const query = { dicTypes: 'invoice_type,delivery_type' };

export type CheckoutDics = Record<string, DicItem[]>;

export function getCheckoutDics(signal?: AbortSignal): Promise<CheckoutDics> {
  return request(endpoint, { query, signal });
}

export function getCheckoutDicsQueryOptions(language: string) {
  return queryOptions({
    // Labels are in the request's language.
    queryKey: [...endpointKey(endpoint, query), language],
    queryFn: ({ signal }) => getCheckoutDics(signal),
    staleTime: 10 * 60_000,
  });
}

export function useCheckoutDics(language: string) {
  return useQuery(getCheckoutDicsQueryOptions(language));
}

/**
 * The options of one dictionary among the values the API accepts, in the dictionary's order and with its
 * labels; the interface's own labels when the dictionary is empty or not loaded (a select never goes empty).
 */
export function dicOptions<T extends string>(
  entries: DicItem[] | undefined,
  values: readonly T[],
  fallbackLabel: (value: T) => string,
): { value: T; label: string }[] {
  const known = (entries ?? []).filter((e): e is DicItem & { dicCode: T } =>
    (values as readonly string[]).includes(e.dicCode),
  );
  if (known.length === 0) return values.map((value) => ({ value, label: fallbackLabel(value) }));
  return known.map((e) => ({ value: e.dicCode, label: e.dicLabel }));
}
