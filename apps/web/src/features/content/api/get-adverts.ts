import { type Advert, contentEndpoints } from '@mall/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { endpointKey } from '../../../lib/query-client';

const endpoint = contentEndpoints.advertBatch;

/** Advert slots the storefront shows. */
export const advertSlots = {
  headerBackground: 'mall_head_backgroud',
  homeBanner: 'mall_home_banner',
} as const;

export type AdvertItem = Advert['advList'][number];

/** Adverts of one or more slots. */
export function getAdverts(advCodes: readonly string[], signal?: AbortSignal): Promise<Advert[]> {
  return request(endpoint, { query: { advCodes: advCodes.join(',') }, signal });
}

export function getAdvertsQueryOptions(advCodes: readonly string[]) {
  const key = [...advCodes].sort().join(',');
  return queryOptions({
    queryKey: endpointKey(endpoint, { advCodes: key }),
    queryFn: ({ signal }) => getAdverts(advCodes, signal),
    staleTime: 5 * 60_000,
  });
}

/**
 * The pictures of one advert slot (empty when the slot has none). The storefront's slots are asked for
 * in one batch call, shared by every slot on the page.
 */
export function useAdvertSlot(advCode: string) {
  const slots = Object.values(advertSlots);
  return useQuery({
    ...getAdvertsQueryOptions(slots.includes(advCode as (typeof slots)[number]) ? slots : [advCode]),
    select: (adverts): AdvertItem[] => adverts.find((a) => a.advCode === advCode)?.advList ?? [],
  });
}
