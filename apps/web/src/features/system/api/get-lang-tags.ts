import { type Locale, systemEndpoints } from '@mall/contracts';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
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
    // Merged as soon as they arrive: the server renderer's next pass already shows them, so the page the
    // browser hydrates needs no second render of every translated text (mergeHydratedLangTags below).
    queryFn: async ({ signal }) => {
      const tags = await getLangTags(languageCode, signal);
      mergeServerTranslations(languageCode, tags);
      return tags;
    },
    staleTime: 10 * 60_000,
  });
}

/** Before hydration: the translations the server rendered with, from its state, merged in the same way. */
export function mergeHydratedLangTags(client: QueryClient, languageCode: Locale) {
  const tags = client.getQueryData(getLangTagsQueryOptions(languageCode).queryKey);
  if (tags) mergeServerTranslations(languageCode, tags);
}

/**
 * Loads the server's translations of `languageCode`; its query merges them into i18n when they arrive (the
 * server renderer's and the hydrating page's are merged by mergeHydratedLangTags).
 */
export function useLangTags(languageCode: Locale) {
  return useQuery(getLangTagsQueryOptions(languageCode));
}
