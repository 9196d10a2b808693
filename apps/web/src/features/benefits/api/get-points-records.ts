import { benefitsEndpoints, type EndpointQueryIn, type EndpointResult } from '@mall/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { endpointKey } from '../../../lib/query-client';

const listEndpoint = benefitsEndpoints.pointsRecords;

export type PointsRecordsQuery = NonNullable<EndpointQueryIn<typeof listEndpoint>>;
export type PointsRecordsPage = EndpointResult<typeof listEndpoint>;

/** A page of the buyer's points history, newest first (spec §4 list: page, page size 10, total). */
export function getPointsRecords(
  query: PointsRecordsQuery,
  signal?: AbortSignal,
): Promise<PointsRecordsPage> {
  return request(listEndpoint, { query, signal, quiet: true });
}

export function getPointsRecordsQueryOptions(query: PointsRecordsQuery) {
  return queryOptions({
    queryKey: endpointKey(listEndpoint, query),
    queryFn: ({ signal }) => getPointsRecords(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function usePointsRecords(query: PointsRecordsQuery) {
  return useQuery(getPointsRecordsQueryOptions(query));
}
