import { contentEndpoints } from '@mall/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { endpointKey } from '../../../lib/query-client';

const detailEndpoint = contentEndpoints.newsDetail;
const helpEndpoint = contentEndpoints.helpArticle;

export function getArticleQueryOptions(id: number | undefined) {
  return queryOptions({
    queryKey: endpointKey(detailEndpoint, { id }),
    queryFn: ({ signal }) => request(detailEndpoint, { query: { id: id as number }, signal }),
    // A missing article stays missing: do not retry a 40400.
    retry: false,
  });
}

/** One article (news, bulletin, company page or resource) with its sanitised body; idle without an id. */
export function useArticle(id: number | undefined) {
  return useQuery({ ...getArticleQueryOptions(id), enabled: id !== undefined });
}

export function getHelpArticleQueryOptions(bottomMenuId: number | undefined) {
  return queryOptions({
    queryKey: endpointKey(helpEndpoint, { bottomMenuId }),
    queryFn: ({ signal }) =>
      request(helpEndpoint, { query: { bottomMenuId: bottomMenuId as number }, signal }),
    retry: false,
  });
}

/** The help-centre article of a footer menu item; idle without an id. */
export function useHelpArticle(bottomMenuId: number | undefined) {
  return useQuery({ ...getHelpArticleQueryOptions(bottomMenuId), enabled: bottomMenuId !== undefined });
}
