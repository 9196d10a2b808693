import { type Locale, systemEndpoints } from '@mall/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { request } from '../../../lib/http';
import { mergeServerTranslations } from '../../../lib/i18n';
import { endpointKey } from '../../../lib/query-client';

const endpoint = systemEndpoints.langTags;

/** The server's interface translations of one language (flat keys such as `tags.slogan`). */
export function getLangTags(languageCode: Locale, signal?: AbortSignal): Promise<Record<string, string>> {
  return request(endpoint, { query: { languageCode }, signal });
}

export function getLangTagsQueryOptions(languageCode: Locale) {
  return queryOptions({
    queryKey: endpointKey(endpoint, { languageCode }),
    queryFn: ({ signal }) => getLangTags(languageCode, signal),
    staleTime: 10 * 60_000,
  });
}

/** Loads the server's translations of `languageCode` and merges them into i18n. */
export function useLangTags(languageCode: Locale) {
  const query = useQuery(getLangTagsQueryOptions(languageCode));
  const { data } = query;
  useEffect(() => {
    if (data) mergeServerTranslations(languageCode, data);
  }, [data, languageCode]);
  return query;
}
