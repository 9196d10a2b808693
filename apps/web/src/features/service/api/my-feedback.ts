import { buyerFeedbackEndpoints, type MyFeedback } from '@mall/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { endpointKey } from '../../../lib/query-client';

const endpoint = buyerFeedbackEndpoints.myFeedback;

/** The caller's own online messages, newest first, with the platform's replies. */
export function getMyFeedback(signal?: AbortSignal): Promise<MyFeedback[]> {
  return request(endpoint, { signal });
}

export const myFeedbackKey = endpointKey(endpoint);

export function useMyFeedback() {
  // Read afresh each time the popover opens: a reply may have come meanwhile.
  return useQuery(queryOptions({ queryKey: myFeedbackKey, queryFn: ({ signal }) => getMyFeedback(signal) }));
}
