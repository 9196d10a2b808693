import { limits, throttle } from '@mall/contracts';
import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Reads a query again after the server changed it. React Query joins a first load that is still on its
 * way instead of starting another, and that load may have been answered before the change (a contact list
 * asked for just before the conversation was created): such a load is awaited, then the query is read
 * again. (Waiting rather than cancelling: an abort while the body is read would surface as an error.)
 */
export async function refreshQuery(queryClient: QueryClient, queryKey: QueryKey) {
  const state = queryClient.getQueryState(queryKey);
  if (state && state.data === undefined && state.fetchStatus === 'fetching') {
    await queryClient.refetchQueries({ queryKey, exact: true }, { cancelRefetch: false });
  }
  await queryClient.invalidateQueries({ queryKey, exact: true });
}

const schedules = new WeakMap<QueryClient, Map<string, () => void>>();

/**
 * `refreshQuery`, at most once per throttle window and once more at its end: a burst of changes (a send's
 * answer, its echo on the live channel, a read mark) reads the query twice, not once per change.
 */
export function scheduleRefresh(queryClient: QueryClient, queryKey: QueryKey) {
  let byKey = schedules.get(queryClient);
  if (!byKey) {
    byKey = new Map();
    schedules.set(queryClient, byKey);
  }
  const id = JSON.stringify(queryKey);
  let run = byKey.get(id);
  if (!run) {
    run = throttle(() => void refreshQuery(queryClient, queryKey), limits.debounceMs, { trailing: true });
    byKey.set(id, run);
  }
  run();
}
