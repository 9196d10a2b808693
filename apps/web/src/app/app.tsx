import type { QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { RouterProvider } from 'react-router';
import { routerBasename } from '../config/paths';
import type { TicketFound } from '../features/auth/utils/ticket';
import { AppProvider } from './provider';
import type { createRouter } from './router';
import { TicketGate } from './ticket-gate';

export function App({
  router,
  queryClient,
  ticket = null,
}: {
  router: ReturnType<typeof createRouter>;
  queryClient: QueryClient;
  /** A sign-on ticket found in the address or the cookie at start. */
  ticket?: TicketFound | null;
}) {
  const onSignedIn = useCallback(
    (redirect: string | null) => {
      if (!redirect) return;
      if (redirect === routerBasename || redirect.startsWith(`${routerBasename}/`)) {
        void router.navigate(redirect.slice(routerBasename.length) || '/', { replace: true });
      } else window.location.replace(redirect);
    },
    [router],
  );
  return (
    <AppProvider client={queryClient}>
      <TicketGate found={ticket} onSignedIn={onSignedIn}>
        <RouterProvider router={router} />
      </TicketGate>
    </AppProvider>
  );
}
