import type { QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { centreLandingHref, routerBasename } from '../config/paths';
import { getUserInfoQueryOptions } from '../features/account/api/get-user-info';
import type { TicketFound } from '../features/auth/utils/ticket';
import { getSystemParamsQueryOptions, paramKeys } from '../features/system/api/get-system-params';
import { useAfterHydration } from '../hooks/use-after-hydration';
import { markPageHydrated } from '../lib/render-clock';
import { AppProvider } from './provider';
import type { createRouter } from './router';
import { TicketGate } from './ticket-gate';

/**
 * Spec §1/§6: a sign-in to a centre other than the buyer's goes where that centre works (centreLandingHref:
 * the address in its centre's row, such as the merchant workbench or the platform console; else a seller
 * acting for its customers to its customer list; else the channel site's order list); buyers stay. When
 * either call fails, the user stays in the storefront.
 */
async function sellerLandingOf(queryClient: QueryClient): Promise<string | undefined> {
  try {
    const [user, params] = await Promise.all([
      queryClient.fetchQuery(getUserInfoQueryOptions()),
      queryClient.fetchQuery(getSystemParamsQueryOptions()),
    ]);
    return centreLandingHref(user, params[paramKeys.channelDomain]);
  } catch {
    return undefined;
  }
}

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
  // Hydrated (or, for the shell, rendered): clocks read the browser's time once the page's parts have
  // hydrated too (lib/render-clock.ts).
  useEffect(() => markPageHydrated(), []);
  // The page says it responds (`<html data-ready>`: buttons of a server-rendered page do nothing before
  // this) once the render after hydration is in: the parts that come alive only then (the header's menus and
  // the right bar's popovers, components/lazy-antd.tsx) are live too. React renders every pending transition
  // together, so this commit is theirs. Set at hydration, a hover in between was lost (a browser test's
  // hover on the right bar's phone found no popover).
  const live = useAfterHydration();
  useEffect(() => {
    if (live) document.documentElement.dataset.ready = 'true';
  }, [live]);
  const onSignedIn = useCallback(
    async (asked: string | null): Promise<'left' | 'stay'> => {
      const landing = await sellerLandingOf(queryClient);
      if (landing && !landing.startsWith(`${routerBasename}/`)) {
        window.location.replace(landing);
        return 'left';
      }
      const redirect = landing ?? asked;
      if (!redirect) return 'stay';
      const inApp = redirect === routerBasename ? '/' : redirect.slice(routerBasename.length);
      // Only a path of one leading slash goes to the router: it reads `//x` (from `/mallview//x`) as another
      // site's address; the browser reads `/mallview//x` as a page of this one.
      if (redirect.startsWith(routerBasename) && /^\/(?![/\\])/.test(inApp)) {
        void router.navigate(inApp, { replace: true });
      } else window.location.replace(redirect);
      return 'stay';
    },
    [router, queryClient],
  );
  return (
    <AppProvider client={queryClient}>
      <TicketGate found={ticket} onSignedIn={onSignedIn}>
        <RouterProvider router={router} />
      </TicketGate>
    </AppProvider>
  );
}
