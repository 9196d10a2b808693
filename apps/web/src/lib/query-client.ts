import { QueryClient } from '@tanstack/react-query';

/**
 * Server state. The http client has already shown a toast for a failed request, so queries are not
 * retried automatically (a retry would toast again); screens offer a retry button instead.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        staleTime: 60_000,
      },
    },
  });
}

/** Query key of one endpoint call: its path plus its parameters. */
export function endpointKey(endpoint: { path: string }, params?: object) {
  return [endpoint.path, params ?? {}] as const;
}
