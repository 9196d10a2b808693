import type { FetchQueryOptions } from '@tanstack/react-query';
import { createQueryClient } from '../lib/query-client';
import type { KeptAnswer } from './frame-data';

/**
 * A query client that notes every query a render asks for and has no data for yet. Queries do not run on
 * the server during render (no effects there): the renderer fetches what a pass asked for, then renders
 * again, until a pass asks for nothing new. A route that declares its data (RouteHandle.serverData) has it
 * fetched before the first pass, so that pass asks for nothing.
 */
export function collectingQueryClient(
  kept: (queryKey: readonly unknown[], queryHash: string) => KeptAnswer | undefined,
) {
  const client = createQueryClient();
  // A query that failed in an earlier pass shows its failure in the next one, not a fetch starting over.
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retryOnMount: false } });
  const wanted = new Map<string, FetchQueryOptions>();
  // Every query a pass rendered with: only these go into the page's state.
  const used = new Set<string>();
  const defaults = client.defaultQueryOptions.bind(client);
  let building = false;
  client.defaultQueryOptions = ((options: Parameters<typeof defaults>[0]) => {
    const defaulted = defaults(options);
    const hash = defaulted.queryHash;
    if (!building && hash) used.add(hash);
    if (!building && hash && !wanted.has(hash) && defaulted.enabled !== false) {
      // build() defaults the options again: that inner call only defaults.
      building = true;
      const query = client.getQueryCache().build(client, defaulted);
      building = false;
      const enabled = typeof defaulted.enabled === 'function' ? defaulted.enabled(query) : defaulted.enabled;
      const answer = query.state.status === 'pending' ? kept(query.queryKey, hash) : undefined;
      // The frame's answer a recent render fetched: this pass renders with it (no pass more to ask for it).
      if (answer) query.setData(answer.data, { updatedAt: answer.updatedAt, manual: true });
      else if (enabled !== false && query.state.status === 'pending')
        wanted.set(hash, defaulted as FetchQueryOptions);
    }
    return defaulted;
  }) as typeof client.defaultQueryOptions;
  return { client, wanted, used };
}
