import { contentEndpoints } from '@mall/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { endpointKey } from '../../../lib/query-client';

const detailEndpoint = contentEndpoints.newsDetail;
const helpEndpoint = contentEndpoints.helpArticle;

/** One article (news, bulletin, company page or resource) with its sanitised body; idle without an id. */
export function useArticle(id: number | undefined) {
  return useQuery({
    queryKey: endpointKey(detailEndpoint, { id }),
    queryFn: ({ signal }) => request(detailEndpoint, { query: { id: id as number }, signal }),
    enabled: id !== undefined,
    // A missing article stays missing: do not retry a 40400.
    retry: false,
  });
}

/** The help-centre article of a footer menu item; idle without an id. */
export function useHelpArticle(bottomMenuId: number | undefined) {
  return useQuery({
    queryKey: endpointKey(helpEndpoint, { bottomMenuId }),
    queryFn: ({ signal }) =>
      request(helpEndpoint, { query: { bottomMenuId: bottomMenuId as number }, signal }),
    enabled: bottomMenuId !== undefined,
    retry: false,
  });
}
