import { contentEndpoints, type EndpointResult, newsTypes } from '@mall/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { endpointKey } from '../../../lib/query-client';

const endpoint = contentEndpoints.newsList;

export type NewsPage = EndpointResult<typeof endpoint>;
export type NewsKind = keyof typeof newsTypes;

/**
 * The newest news articles (kind 'news') or bulletins (kind 'bulletin'). Like every list request, a failure
 * is silent (spec §8): no toast, the list shows it in its place with a retry.
 */
export function getNews(kind: NewsKind, limit: number, signal?: AbortSignal): Promise<NewsPage> {
  return request(endpoint, { query: { newsType: newsTypes[kind], offset: 1, limit }, signal, quiet: true });
}

export function getNewsQueryOptions(kind: NewsKind, limit: number) {
  return queryOptions({
    queryKey: endpointKey(endpoint, { newsType: newsTypes[kind], offset: 1, limit }),
    queryFn: ({ signal }) => getNews(kind, limit, signal),
  });
}

export function useNews(kind: NewsKind, limit: number) {
  return useQuery(getNewsQueryOptions(kind, limit));
}

export interface NewsPageQuery {
  offset: number;
  limit: number;
  searchkey?: string;
}

/** One page of a kind of article (news, bulletins, resources, company pages), optionally searched by title. */
export function getNewsPage(kind: NewsKind, page: NewsPageQuery, signal?: AbortSignal): Promise<NewsPage> {
  return request(endpoint, { query: { newsType: newsTypes[kind], ...page }, signal, quiet: true });
}

export function getNewsPageQueryOptions(kind: NewsKind, page: NewsPageQuery) {
  return queryOptions({
    queryKey: endpointKey(endpoint, { newsType: newsTypes[kind], ...page }),
    queryFn: ({ signal }) => getNewsPage(kind, page, signal),
  });
}

export function useNewsPage(kind: NewsKind, page: NewsPageQuery) {
  return useQuery({ ...getNewsPageQueryOptions(kind, page), placeholderData: (previous) => previous });
}
